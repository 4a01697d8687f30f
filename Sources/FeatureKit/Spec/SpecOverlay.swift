import ScaffoldCore

/// A spec file merged over another source's draft (`feature Book --openapi api.yaml --spec Specs/Book+app.yml`): what
/// the document cannot say — a field's `kind:`, a reference's `display:`, which view models use an operation — comes
/// from the file, and **every key the file states wins**, down to the keys of one field, one operation and `remote:`.
///
/// A field of the file is the source's field with the same JSON key when the file states `remoteName:` (so the file may
/// rename it), else the one with the same `name`; a field the source does not have is refused (the server would not
/// know it). An operation of the file is the source's operation with the same name, else one more operation. A
/// source field whose type could not be read (its refusal) is accepted when the file states its `type:`.
enum SpecOverlay {
    static func merge(
        _ base: SpecDraft, refusals: [String: Diagnostic], overlay: SpecDraft?, into diagnostics: inout DiagnosticCollector
    ) -> SpecDraft {
        guard let overlay else {
            for refusal in refusals.values.sorted(by: { ($0.keyPath ?? "") < ($1.keyPath ?? "") }) { diagnostics.add(refusal) }
            return base
        }
        var merged = base
        merged.feature = overlay.feature ?? base.feature
        merged.entity = overlay.entity ?? base.entity
        merged.persistence = overlay.persistence ?? base.persistence
        merged.dropped = overlay.dropped ?? base.dropped
        merged.remote = mergeRemote(base.remote, overlay.remote)
        var typed: Set<String> = []
        for field in overlay.fields {
            guard let index = match(field, in: merged.fields) else {
                let names = base.fields.compactMap { $0.name?.value }
                let written = field.name ?? field.remoteName
                diagnostics.error(
                    "the document's schema has no field `\(SpecText.abbreviated(written?.value ?? "?"))`, so the server does not store it",
                    at: written?.location ?? field.location, keyPath: written?.keyPath ?? field.keyPath,
                    hint: (written.flatMap { Suggestion.didYouMean($0.value, among: names) }.map { "\($0) " } ?? "")
                        + "the file's fields add to the document's: \(names.joined(separator: ", "))"
                )
                continue
            }
            if let name = merged.fields[index].name?.value, field.type != nil { typed.insert(name) }
            merged.fields[index] = mergeField(merged.fields[index], field)
        }
        for (name, refusal) in refusals.sorted(by: { $0.key < $1.key }) where !typed.contains(name) {
            diagnostics.add(refusal)
        }
        if let operations = overlay.operations {
            var result = base.operations ?? []
            for operation in operations {
                if let index = result.firstIndex(where: { $0.name?.value == operation.name?.value && operation.name != nil }) {
                    result[index] = mergeOperation(result[index], operation)
                } else {
                    var added = operation
                    added.index = result.count
                    result.append(added)
                }
            }
            merged.operations = result
        }
        return merged
    }

    /// The source field the file's field describes.
    private static func match(_ field: FieldDraft, in fields: [FieldDraft]) -> Int? {
        if let key = field.remoteName?.value {
            return fields.firstIndex { ($0.remoteName ?? $0.name)?.value == key }
        }
        guard let name = field.name?.value else { return nil }
        return fields.firstIndex { $0.name?.value == name }
    }

    private static func mergeField(_ base: FieldDraft, _ file: FieldDraft) -> FieldDraft {
        var field = base
        field.name = file.name ?? base.name
        field.type = file.type ?? base.type
        field.rules = file.rules.isEmpty && !file.statesRules ? base.rules : file.rules
        field.example = file.example ?? base.example
        field.kind = file.kind ?? base.kind
        field.currency = file.currency ?? base.currency
        field.display = file.display ?? base.display
        field.onDelete = file.onDelete ?? base.onDelete
        field.remoteName = file.remoteName ?? base.remoteName
        field.defaultValue = file.defaultValue ?? base.defaultValue
        field.renamedFrom = file.renamedFrom ?? base.renamedFrom
        // A name the file changes keeps the server's key: the source's name was it.
        if file.name != nil, file.remoteName == nil, base.remoteName == nil, let key = base.name, key.value != file.name?.value {
            field.remoteName = key
        }
        return field
    }

    private static func mergeOperation(_ base: OperationDraft, _ file: OperationDraft) -> OperationDraft {
        var operation = base
        operation.kind = file.kind ?? base.kind
        operation.validation = file.validation ?? base.validation
        operation.transformation = file.transformation ?? base.transformation
        operation.repositories = file.repositories ?? base.repositories
        operation.usedBy = file.usedBy ?? base.usedBy
        operation.useCase = file.useCase ?? base.useCase
        operation.sets = file.sets ?? base.sets
        operation.reads = file.reads ?? base.reads
        operation.destructive = file.destructive ?? base.destructive
        operation.enabledWhen = file.enabledWhen ?? base.enabledWhen
        operation.remote = file.remote ?? base.remote
        operation.keyLocations.merge(file.keyLocations) { _, stated in stated }
        return operation
    }

    private static func mergeRemote(_ base: RemoteDraft?, _ file: RemoteDraft?) -> RemoteDraft? {
        guard let file else { return base }
        guard var remote = base else { return file }
        remote.path = file.path ?? remote.path
        remote.item = file.item ?? remote.item
        remote.pagination = file.pagination ?? remote.pagination
        remote.list = file.list ?? remote.list
        remote.baseURL = file.baseURL ?? remote.baseURL
        return remote
    }
}
