import ScaffoldCore

/// Turns field drafts into FieldSpecs: names, types, rules and examples, with every problem reported.
enum FieldValidator {
    static func validate(
        _ drafts: [FieldDraft], entity: String?, vocabulary: TypeCheck.Vocabulary, into diagnostics: inout DiagnosticCollector
    ) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        var firstSeen: [String: Located<String>] = [:]
        for draft in drafts {
            var valid = true
            if let name = draft.name {
                valid = checkName(name, entity: entity, into: &diagnostics) && valid
                if let earlier = firstSeen[name.value] {
                    diagnostics.error(
                        "duplicate field `\(SpecText.abbreviated(name.value))`", at: name.location, keyPath: name.keyPath,
                        hint: "rename or remove it; `\(SpecText.abbreviated(name.value))` is already declared" + (earlier.location.map { " at \($0)" } ?? "")
                    )
                    valid = false
                } else {
                    firstSeen[name.value] = name
                }
            }
            let type = draft.type.flatMap {
                TypeCheck.check($0, fieldName: draft.name?.value, vocabulary: vocabulary, into: &diagnostics)
            }
            let parsed = draft.rules.compactMap { text in RuleParsing.parse(text, into: &diagnostics).map { ($0, text) } }
            let rules = RuleCheck.check(parsed, type: type, into: &diagnostics)
            var example: String?
            if let text = draft.example, let type, rules.count == parsed.count {
                example = ExampleCheck.literal(for: text, type: type, rules: rules, into: &diagnostics)
                valid = example != nil && valid
            }
            guard valid, let name = draft.name?.value, let type, rules.count == draft.rules.count else { continue }
            fields.append(FieldSpec(name: name, type: type, rules: rules, example: example, location: draft.location))
        }
        return fields
    }

    /// lowerCamelCase, not a keyword, and not a name Swift gives its own meaning in a Hashable model.
    private static func checkName(_ name: Located<String>, entity: String?, into diagnostics: inout DiagnosticCollector) -> Bool {
        if let problem = IdentifierCheck.problem(with: name.value, style: .lowerCamel, role: "field name") {
            diagnostics.error(problem.message, at: name.location, keyPath: name.keyPath, hint: problem.hint)
            return false
        }
        if let reason = ReservedNames.fields[name.value] {
            let prefix = entity.flatMap { IdentifierCheck.camelCased($0, style: .lowerCamel) } ?? "item"
            let suggestion = prefix + name.value.prefix(1).uppercased() + name.value.dropFirst()
            diagnostics.error(
                "field name `\(name.value)` cannot work: \(reason)", at: name.location, keyPath: name.keyPath,
                hint: "choose another name, e.g. `\(suggestion)`"
            )
            return false
        }
        return true
    }
}
