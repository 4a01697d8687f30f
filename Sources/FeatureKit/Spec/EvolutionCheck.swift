import ScaffoldCore

/// Checks what a spec says of the feature's earlier versions (issue 33), so records stored by them still load: a
/// field's `default:` is a literal of its type that passes its rules, `renamedFrom:` names no current field (nor one
/// another field was renamed from), and `dropped:` names only fields the entity no longer has.
enum EvolutionCheck {
    /// A field's `default:` as a typed value, or nil after reporting why it cannot be one.
    static func defaultValue(
        _ draft: LiteralDraft, field: String, type: TypeRef, rules: [FieldRule], into diagnostics: inout DiagnosticCollector
    ) -> FieldValue? {
        func refuse(_ message: String, _ hint: String) -> FieldValue? {
            diagnostics.error(message, at: draft.location, keyPath: draft.keyPath, hint: hint)
            return nil
        }
        if field == "id" {
            return refuse("`id` cannot have a `default`: every stored record has its own", "leave `default` out of `id`")
        }
        switch draft.value {
        case .null, .plain("nil"):
            return type.isOptional
                ? refuse("`default: nil` says nothing: an optional field is nil in records stored before it", "leave `default` out")
                : refuse("`\(field)` is `\(type)`, not optional, so it cannot default to nil", "give a value of its type, or make it optional (`\(type)?`)")
        case .plain("now"), .plain("toggle"):
            return refuse(
                "`default` is a value records stored before the field get, not `\(draft.valueText)`",
                type.unwrapped == .named("Date") ? "make the field optional (`Date?`): earlier records then have no date" : "give a literal of the field's type"
            )
        case .emptyList:
            guard KnownTypes.isArray(type.unwrapped) else {
                return refuse("`[]` is for list fields, and `\(field)` is `\(type)`", "give a literal of its type")
            }
            if let broken = RuleEvaluator.firstFailure(rules, .collection(count: 0, element: "", keys: nil)) {
                return refuse("`default: []` does not satisfy rule `\(broken)` of `\(field)`", "give a value its rules accept, or change the rules")
            }
            return .emptyList
        case .plain(let text), .quoted(let text):
            guard case .named(let name) = type.unwrapped,
                  name == "String" || name == "Character" || name == "Bool" || KnownTypes.numeric.contains(name) else {
                return refuse(
                    "`default` is supported for String, Character, number, Bool and list fields, not `\(type)`",
                    "make the field optional (`\(type.unwrapped)?`): records stored before it then read nil"
                )
            }
            let located = Located(value: text, location: draft.location, keyPath: draft.keyPath)
            guard ExampleCheck.literal(for: located, type: type, rules: rules, noun: "default", into: &diagnostics) != nil else { return nil }
            switch name {
            case "String", "Character": return .text(text)
            case "Bool": return .bool(text == "true")
            default: return .number(text.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    /// Checks `renamedFrom:` across the fields and `dropped:` against them; returns `dropped:`'s names, or nil when it is
    /// not stated or after reporting a problem with it.
    static func check(
        _ drafts: [FieldDraft], dropped: [Located<String>]?, into diagnostics: inout DiagnosticCollector
    ) -> [String]? {
        let current = Set(drafts.compactMap { $0.name?.value })
        var renamedFrom: [String: String] = [:]
        for draft in drafts {
            guard let old = draft.renamedFrom, let name = draft.name?.value else { continue }
            guard checkName(old, role: "earlier field name", into: &diagnostics) else { continue }
            if old.value == name {
                diagnostics.error("`\(name)` is `renamedFrom` itself", at: old.location, keyPath: old.keyPath,
                                  hint: "write the name it had before, or leave `renamedFrom` out")
            } else if current.contains(old.value) {
                diagnostics.error(
                    "`renamedFrom: \(old.value)` names a field the entity still has", at: old.location, keyPath: old.keyPath,
                    hint: "a renamed field's old name is gone from `fields`; if `\(old.value)` is a new field, rename one of them"
                )
            } else if let other = renamedFrom[old.value] {
                diagnostics.error(
                    "`\(name)` and `\(other)` are both `renamedFrom: \(old.value)`", at: old.location, keyPath: old.keyPath,
                    hint: "one field carries an old name's values; give the other a `default:`"
                )
            } else {
                renamedFrom[old.value] = name
            }
        }
        guard let dropped else { return nil }
        var names: [String] = []
        var valid = true
        for entry in dropped {
            guard checkName(entry, role: "dropped field name", into: &diagnostics) else { valid = false; continue }
            let problem: (String, String)? =
                if current.contains(entry.value) {
                    ("`dropped` names `\(entry.value)`, a field the entity has", "remove it from `fields` first, or from `dropped`")
                } else if let field = renamedFrom[entry.value] {
                    ("`dropped` names `\(entry.value)`, which `\(field)` is renamed from", "its values are `\(field)`'s now; leave it out of `dropped`")
                } else if names.contains(entry.value) {
                    ("`\(entry.value)` appears more than once in `dropped`", "list each field once")
                } else {
                    nil
                }
            if let problem {
                diagnostics.error(problem.0, at: entry.location, keyPath: entry.keyPath, hint: problem.1)
                valid = false
                continue
            }
            names.append(entry.value)
        }
        return valid ? names : nil
    }

    /// A lowerCamelCase identifier, as a field's name is.
    private static func checkName(_ name: Located<String>, role: String, into diagnostics: inout DiagnosticCollector) -> Bool {
        guard let problem = IdentifierCheck.problem(with: name.value, style: .lowerCamel, role: role) else { return true }
        diagnostics.error(problem.message, at: name.location, keyPath: name.keyPath, hint: problem.hint)
        return false
    }
}

extension LiteralDraft {
    /// The literal as written, for messages.
    var valueText: String {
        switch value {
        case .plain(let text), .quoted(let text): return text
        case .null: return "nil"
        case .emptyList: return "[]"
        }
    }
}
