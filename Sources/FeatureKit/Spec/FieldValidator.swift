import ScaffoldCore

/// Turns field drafts into FieldSpecs: names, types, rules and examples, with every problem reported.
enum FieldValidator {
    static func validate(
        _ drafts: [FieldDraft], entity: String?, vocabulary: TypeCheck.Vocabulary, into diagnostics: inout DiagnosticCollector
    ) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        var declared = DeclaredNames(role: "field")
        for draft in drafts {
            var valid = true
            if let name = draft.name {
                valid = checkName(name, entity: entity, into: &diagnostics) && valid
                valid = declared.declare(name, into: &diagnostics) && valid
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
            var defaultValue: FieldValue?
            if let written = draft.defaultValue, let name = draft.name?.value, let type, rules.count == parsed.count {
                defaultValue = EvolutionCheck.defaultValue(written, field: name, type: type, rules: rules, into: &diagnostics)
                valid = defaultValue != nil && valid
            }
            let meaning = FieldMeaningCheck.check(draft, type: type, rules: rules, into: &diagnostics)
            let onDelete = checkDeleteRule(draft.onDelete, type: type, into: &diagnostics)
            valid = meaning.valid && (draft.onDelete == nil || onDelete != nil) && valid
            guard valid, let name = draft.name?.value, let type, rules.count == draft.rules.count else { continue }
            fields.append(FieldSpec(
                name: name, type: type, rules: rules, example: example, meaning: meaning.meaning, currency: meaning.currency,
                display: draft.display?.value, onDelete: onDelete, location: draft.location,
                remoteName: draft.remoteName?.value, defaultValue: defaultValue, renamedFrom: draft.renamedFrom?.value
            ))
        }
        return fields
    }

    /// `restrict`, `nullify` or `cascade`; `nullify` only where the reference can be taken away (an optional or a list).
    private static func checkDeleteRule(_ text: Located<String>?, type: TypeRef?, into diagnostics: inout DiagnosticCollector) -> DeleteRule? {
        guard let text else { return nil }
        let names = DeleteRule.allCases.map(\.rawValue)
        guard let rule = DeleteRule(rawValue: text.value) else {
            diagnostics.error(
                "unknown onDelete `\(SpecText.abbreviated(text.value))`", at: text.location, keyPath: text.keyPath,
                hint: Suggestion.didYouMean(text.value, among: names).map { "\($0) Rules are: \(names.joined(separator: ", "))" }
                    ?? "write \(names.joined(separator: ", ")) (default restrict)"
            )
            return nil
        }
        if rule == .nullify, let type, !type.isOptional, !KnownTypes.isArray(type) {
            diagnostics.error(
                "`onDelete: nullify` would leave `\(type)` without a value", at: text.location, keyPath: text.keyPath,
                hint: "make the field optional (`\(type)?`), or use `restrict` or `cascade`"
            )
            return nil
        }
        return rule
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
