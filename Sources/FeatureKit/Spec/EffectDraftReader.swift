import ScaffoldCore
import Yams

/// Reads an operation's `sets:` and `reads:` mappings (field → value, field → entity) into drafts;
/// their meaning is checked later by `EffectValidator`, against the spec's fields and the project's entities.
enum EffectDraftReader {
    static let setsHint = "write the fields it changes and their values, e.g. `sets: { isCompleted: true, completedAt: now }`"
    static let readsHint = "write each field that names another entity and that entity, e.g. `reads: { listID: ReminderList }`"

    static let enabledWhenHint = "write the field values under which the operation is available, e.g. `enabledWhen: { isOnLoan: false }`"

    static func sets(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> [AssignmentDraft]? {
        assignments(node, what: "`sets`", hint: setsHint, into: &diagnostics)
    }

    /// A mapping of field → one value (`sets:`, `enabledWhen:`).
    static func assignments(_ node: SpecNode, what: String, hint: String, into diagnostics: inout DiagnosticCollector) -> [AssignmentDraft]? {
        guard let pairs = mapping(node, what: what, hint: hint, into: &diagnostics) else { return nil }
        return pairs.compactMap { key, keyNode, value in
            let field = Located(value: key, location: keyNode.location, keyPath: keyNode.keyPath)
            if value.isNull {
                return AssignmentDraft(field: field, value: .null, valueLocation: value.location, valueKeyPath: value.keyPath)
            }
            switch value.node {
            case .scalar(let scalar):
                let text: AssignmentDraft.Value = scalar.style == .plain || scalar.style == .any ? .plain(scalar.string) : .quoted(scalar.string)
                return AssignmentDraft(field: field, value: text, valueLocation: value.location, valueKeyPath: value.keyPath)
            case .sequence(let sequence) where sequence.isEmpty:
                return AssignmentDraft(field: field, value: .emptyList, valueLocation: value.location, valueKeyPath: value.keyPath)
            default:
                diagnostics.error(
                    "the value of `\(SpecText.abbreviated(key))` in \(what) must be one value, found \(value.found)",
                    at: value.location, keyPath: value.keyPath,
                    hint: "write a literal of the field's type, `now`, `toggle`, `nil`, or `[]` for a list"
                )
                return nil
            }
        }
    }

    static func reads(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> [ReferenceDraft]? {
        guard let pairs = mapping(node, what: "`reads`", hint: readsHint, into: &diagnostics) else { return nil }
        return pairs.compactMap { key, keyNode, value in
            let field = Located(value: key, location: keyNode.location, keyPath: keyNode.keyPath)
            guard let entity = value.text("the entity `\(SpecText.abbreviated(key))` names", hint: readsHint, into: &diagnostics) else {
                return nil
            }
            return ReferenceDraft(field: field, entity: entity)
        }
    }

    /// The pairs of a non-empty mapping whose keys are plain words; nil after reporting anything else.
    private static func mapping(
        _ node: SpecNode, what: String, hint: String, into diagnostics: inout DiagnosticCollector
    ) -> [(key: String, keyNode: SpecNode, value: SpecNode)]? {
        guard case .mapping(let mapping) = node.node, let pairs = node.pairs else {
            diagnostics.error("\(what) must be a mapping, found \(node.found)", at: node.location, keyPath: node.keyPath, hint: hint)
            return nil
        }
        guard pairs.count == mapping.count else {
            diagnostics.error("the keys of \(what) must be field names", at: node.location, keyPath: node.keyPath, hint: hint)
            return nil
        }
        guard !pairs.isEmpty else {
            diagnostics.error("\(what) is empty", at: node.location, keyPath: node.keyPath,
                              hint: "\(hint); or leave \(what) out")
            return nil
        }
        return pairs
    }
}
