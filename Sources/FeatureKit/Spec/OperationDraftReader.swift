import ScaffoldCore

/// Reads one entry of `operations:` into a draft; every key not written stays nil.
enum OperationDraftReader {
    static let keys = [
        "name", "kind", "validation", "transformation", "repositories", "usedBy", "useCase", "sets", "reads", "destructive", "enabledWhen",
        "remote",
    ]

    static func read(_ node: SpecNode, index: Int, into diagnostics: inout DiagnosticCollector) -> OperationDraft? {
        let hint: String
        if case .scalar(let scalar) = node.node, !node.isNull {
            hint = "write `- { name: \(scalar.string) }`, adding `kind:` and other keys as needed"
        } else {
            hint = "write each operation as a mapping, e.g. `- { name: list, kind: fetchAll }`"
        }
        let start = OperationDraft(location: node.location, index: index, keyPath: node.keyPath)
        let read = node.read(into: start, allowed: keys, what: "an operation", hint: hint, diagnostics: &diagnostics) { draft, entry, diagnostics in
            let value = entry.value
            draft.keyLocations[entry.key] = value.location
            switch entry.key {
            case "name":
                draft.name = value.text("the operation name", hint: "write a lowerCamelCase name, e.g. `name: transfer`", into: &diagnostics)
            case "kind":
                draft.kind = value.text("`kind`", hint: kindHint, into: &diagnostics)
            case "validation":
                draft.validation = value.bool("`validation`", hint: flagHint("validation", meaning: "the operation validates input"), into: &diagnostics)
            case "transformation":
                draft.transformation = value.bool("`transformation`", hint: flagHint("transformation", meaning: "the operation transforms data"), into: &diagnostics)
            case "useCase":
                draft.useCase = value.bool("`useCase`", hint: flagHint("useCase", meaning: "a UseCase is wanted"), into: &diagnostics)
            case "repositories":
                draft.repositories = value.textList(
                    "`repositories`", hint: "write a list of entity names, e.g. `repositories: [Wallet, Transaction]`", into: &diagnostics)
            case "usedBy":
                draft.usedBy = value.textList(
                    "`usedBy`", hint: "write a list of view model names, e.g. `usedBy: [WalletList, WalletDetail]`", into: &diagnostics)
            case "sets":
                draft.sets = EffectDraftReader.sets(value, into: &diagnostics)
            case "reads":
                draft.reads = EffectDraftReader.reads(value, into: &diagnostics)
            case "enabledWhen":
                draft.enabledWhen = EffectDraftReader.assignments(
                    value, what: "`enabledWhen`", hint: EffectDraftReader.enabledWhenHint, into: &diagnostics)
            case "remote":
                draft.remote = RemoteDraftReader.readRequest(value, into: &diagnostics)
            case "destructive":
                draft.destructive = value.bool(
                    "`destructive`", hint: flagHint("destructive", meaning: "screens ask before running it"), into: &diagnostics)
            default:
                break
            }
            if ["repositories", "usedBy"].contains(entry.key), case .sequence(let list) = value.node, list.isEmpty {
                diagnostics.error(
                    "`\(entry.key)` is empty", at: value.location, keyPath: value.keyPath,
                    hint: "list at least one name, or leave `\(entry.key)` out when unknown (unknown counts as doubt)"
                )
            }
        }
        guard case let (draft, entries)? = read else { return nil }
        if !entries.contains(where: { $0.key == "name" }) {
            diagnostics.error("the operation is missing `name`", at: node.location, keyPath: "\(node.keyPath).name",
                              hint: "add `name:` with a lowerCamelCase name, e.g. `name: list`")
        }
        return draft
    }

    static let kindHint = "write one of: " + OperationKind.allCases.map(\.rawValue).joined(separator: ", ")
        + "; or leave `kind` out to infer it from the name"

    private static func flagHint(_ key: String, meaning: String) -> String {
        "write `\(key): true` if \(meaning), `\(key): false` if not, or leave it out when unsure"
    }
}
