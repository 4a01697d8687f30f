import ScaffoldCore

/// Reads what a spec says of the feature's earlier versions (issue 33): the top-level `dropped:` and a field's
/// `default:`; `EvolutionCheck` checks what they mean.
enum EvolutionDraftReader {
    /// `dropped: [nickname, oldNote]`: names of fields the entity no longer has.
    static func readDropped(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> [Located<String>]? {
        let hint = "list the removed fields whose stored values may go, e.g. `dropped: [nickname]`"
        guard let entries = node.textList("`dropped`", hint: hint, into: &diagnostics) else { return nil }
        if case .sequence(let sequence) = node.node, sequence.isEmpty {
            diagnostics.error("`dropped` is empty", at: node.location, keyPath: node.keyPath, hint: "\(hint); or leave `dropped` out")
        }
        return entries
    }

    /// A field's `default:`: one literal (text, a number, `true`/`false`, `[]`), kept with how YAML read it.
    static func readLiteral(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> LiteralDraft? {
        if node.isNull { return LiteralDraft(value: .null, location: node.location, keyPath: node.keyPath) }
        switch node.node {
        case .scalar(let scalar):
            let plain = scalar.style == .plain || scalar.style == .any
            return LiteralDraft(value: plain ? .plain(scalar.string) : .quoted(scalar.string), location: node.location, keyPath: node.keyPath)
        case .sequence(let sequence) where sequence.isEmpty:
            return LiteralDraft(value: .emptyList, location: node.location, keyPath: node.keyPath)
        default:
            diagnostics.error(
                "`default` must be one value, found \(node.found)", at: node.location, keyPath: node.keyPath,
                hint: "write a literal of the field's type, e.g. `default: \"EUR\"`, `default: 0`, `default: false` or `default: []`"
            )
            return nil
        }
    }
}
