import ScaffoldCore

/// Reads a spec file's node tree into a draft, reporting every schema problem: unknown keys,
/// wrong kinds of value and missing required keys.
enum SpecFileReader {
    static let rootKeys = ["feature", "entity", "fields", "operations", "persistence", "remote", "dropped"]

    /// `asOverlay` reads a file merged over another source (`feature --openapi … --spec FILE`), which needs neither
    /// `feature` nor `fields`.
    static func read(_ root: SpecNode, asOverlay: Bool = false, into diagnostics: inout DiagnosticCollector) -> SpecDraft {
        var draft = SpecDraft(sourceFile: root.file)
        guard root.isMapping else {
            diagnostics.error(
                "the spec must be a mapping with the keys feature, fields and operations, found \(root.found)",
                at: root.location,
                hint: "start the file with `feature: Wallet` followed by a `fields:` list"
            )
            return draft
        }
        let entries = root.entries(allowed: rootKeys, what: "the spec", hint: "", into: &diagnostics) ?? []
        var sawFields = false
        for entry in entries {
            switch entry.key {
            case "feature":
                draft.feature = entry.value.text(
                    "`feature`", hint: "write the feature's UpperCamelCase name, e.g. `feature: Wallet`", into: &diagnostics)
            case "entity":
                draft.entity = entry.value.text(
                    "`entity`", hint: "write the model's UpperCamelCase name, or leave `entity` out to use the feature name",
                    into: &diagnostics)
            case "fields":
                sawFields = true
                draft.fields = readFields(entry.value, asOverlay: asOverlay, into: &diagnostics)
            case "operations":
                draft.operations = readOperations(entry.value, into: &diagnostics)
            case "persistence":
                draft.persistence = readPersistence(entry.value, into: &diagnostics)
            case "remote":
                draft.remote = RemoteDraftReader.read(entry.value, into: &diagnostics)
            case "dropped":
                draft.dropped = EvolutionDraftReader.readDropped(entry.value, into: &diagnostics)
            default:
                break
            }
        }
        if asOverlay { return draft }
        if !entries.contains(where: { $0.key == "feature" }) {
            diagnostics.error("missing `feature`", at: root.location, keyPath: "feature",
                              hint: "add `feature: Wallet` (the feature's UpperCamelCase name)")
        }
        if !sawFields {
            diagnostics.error("missing `fields`", at: root.location, keyPath: "fields",
                              hint: "add a `fields:` list, e.g. `fields: [{ name: title, type: String }]`")
        }
        return draft
    }

    private static func readFields(_ node: SpecNode, asOverlay: Bool, into diagnostics: inout DiagnosticCollector) -> [FieldDraft] {
        let hint = "list the fields, e.g. `fields: [{ name: title, type: String }]`"
        guard let elements = node.list("`fields`", hint: hint, into: &diagnostics) else { return [] }
        if elements.isEmpty {
            diagnostics.error("`fields` is empty; a model needs at least one field",
                              at: node.location, keyPath: node.keyPath, hint: hint)
        }
        return elements.compactMap { FieldDraftReader.read($0, asOverlay: asOverlay, into: &diagnostics) }
    }

    /// `persistence: memory | json`; anything else is an error naming the values.
    private static func readPersistence(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> Persistence? {
        let values = Persistence.allCases.map(\.rawValue)
        let hint = "write `persistence: memory` or `persistence: json`, or leave it out for the project's default"
        guard let text = node.text("`persistence`", hint: hint, into: &diagnostics) else { return nil }
        guard let persistence = Persistence(rawValue: text.value) else {
            diagnostics.error(
                "unknown persistence `\(text.value)`", at: text.location, keyPath: text.keyPath,
                hint: Suggestion.didYouMean(text.value, among: values).map { "\($0) \(hint)" } ?? hint
            )
            return nil
        }
        return persistence
    }

    /// Stated operations; an empty or broken list still yields a (possibly empty) list so defaults never hide the problem.
    private static func readOperations(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> [OperationDraft] {
        let hint = "list the operations, e.g. `operations: [{ name: list, kind: fetchAll }]`, or leave `operations` out for list, create, update and delete"
        guard let elements = node.list("`operations`", hint: hint, into: &diagnostics) else { return [] }
        if elements.isEmpty {
            diagnostics.error("`operations` is empty", at: node.location, keyPath: node.keyPath, hint: hint)
        }
        return elements.enumerated().compactMap { OperationDraftReader.read($0.element, index: $0.offset, into: &diagnostics) }
    }
}
