import ScaffoldCore

/// Checks the keys of a field that names another record: `display:` and `onDelete:` only on a field an
/// operation `reads:`, one entity per field, and a `display:` that is a text field of that entity.
enum ReferenceCheck {
    static func check(
        _ drafts: [FieldDraft], fields: [FieldSpec], operations: [OperationSpec], entity: String?, context: SpecContext,
        into diagnostics: inout DiagnosticCollector
    ) {
        let reads = operations.flatMap { $0.reads ?? [] }
        for field in fields {
            let named = Set(reads.filter { $0.field == field.name }.map(\.entity))
            guard named.count > 1 else { continue }
            diagnostics.error(
                "`\(field.name)` names \(named.sorted().joined(separator: " and ")) in different `reads:`",
                at: field.location, keyPath: "fields.\(field.name)",
                hint: "a field holds the ids of one entity: name the same one in every `reads:`"
            )
        }
        // A record that must name another of its kind can never be the first: the first one would have to name one.
        for field in fields where !field.type.isOptional && !KnownTypes.isArray(field.type) {
            guard let entity, reads.contains(where: { $0.field == field.name && $0.entity == entity }) else { continue }
            diagnostics.error(
                "`\(field.name)` names \(entity) records and is required, so no \(entity) could ever be created: the first would have to name one",
                at: field.location, keyPath: "fields.\(field.name)",
                hint: "make it optional (`\(field.type)?`), or a list (`[\(field.type)]`)"
            )
        }
        for draft in drafts {
            // A field that failed its own checks is not checked again.
            guard let name = draft.name?.value, fields.contains(where: { $0.name == name }) else { continue }
            let target = reads.first { $0.field == name }?.entity
            for key in [draft.display, draft.onDelete].compactMap({ $0 }) where target == nil {
                let word = key.keyPath.split(separator: ".").last.map(String.init) ?? "display"
                diagnostics.error(
                    "`\(word)` is for a field that names another record, and no operation `reads:` `\(name)`",
                    at: key.location, keyPath: key.keyPath,
                    hint: "add `reads: { \(name): <Entity> }` to the operations that write it, or leave `\(word)` out"
                )
            }
            guard let display = draft.display, let target else { continue }
            let targetFields = target == entity ? fields : context.entities[target]?.fields ?? []
            let texts = targetFields.filter { FieldKind($0.type) == .string }.map(\.name)
            guard !texts.contains(display.value) else { continue }
            let known = targetFields.contains { $0.name == display.value }
            diagnostics.error(
                known ? "`display: \(display.value)` is not a text field of \(target)"
                    : "unknown field `\(SpecText.abbreviated(display.value))` of \(target) in `display`",
                at: display.location, keyPath: display.keyPath,
                hint: texts.isEmpty ? "\(target) has no String field to show; leave `display` out (its id is shown)"
                    : (Suggestion.didYouMean(display.value, among: texts).map { "\($0) " } ?? "") + "\(target)'s text fields: \(texts.joined(separator: ", "))"
            )
        }
    }
}
