/// Context of the Validator and its tests: one check per field rule, as Swift conditions and error values.
struct ValidatorContext {
    let plan: Plan

    var values: [String: Any] {
        let entity = plan.names.entityVariable
        let fields: [[String: Any]] = plan.spec.fields.filter { !$0.rules.isEmpty }.map { field in
            let optional = field.type.isOptional
            // An optional is checked through `value`, so no field name (even the entity's own) is shadowed.
            let value = optional ? "value" : "\(entity).\(field.name)"
            return [
                "optional": optional,
                "unwrap": "if let value = \(entity).\(field.name) {",
                "checks": field.rules.map { rule in
                    [
                        "condition": RuleEvaluator.condition(rule, value: value, kind: FieldKind(field.type), names: plan.frameworkNames),
                        "error": ValidatorContext.error(rule, field: field, names: plan.frameworkNames),
                    ]
                },
            ]
        }
        return ["validatedFields": fields, "testCases": testCases()]
    }

    /// The error value thrown for a broken rule (`.tooLong(field: String(localized: "Name"), maximum: 50)`):
    /// the field's label is localizable like the message it goes into.
    static func error(_ rule: FieldRule, field: FieldSpec, names: FrameworkNames) -> String {
        let label = "\(names.spell("String"))(localized: \(SwiftLiteral.string(Naming.label(field.name))))"
        switch rule {
        case .nonEmpty: return ".empty(field: \(label))"
        case .minLength(let n): return ".tooShort(field: \(label), minimum: \(n))"
        case .maxLength(let n): return ".tooLong(field: \(label), maximum: \(n))"
        case .min(let x): return ".belowMinimum(field: \(label), minimum: \(SwiftLiteral.string(FieldRule.format(x))))"
        case .max(let x): return ".aboveMaximum(field: \(label), maximum: \(SwiftLiteral.string(FieldRule.format(x))))"
        case .pattern: return ".patternMismatch(field: \(label))"
        case .email: return ".invalidEmail(field: \(label))"
        case .url: return ".invalidURL(field: \(label))"
        }
    }

    /// One test per rule: its accepted value passes, its refused value raises the expected error.
    func testCases() -> [[String: Any]] {
        var cases: [[String: Any]] = []
        var usedNames: Set<String> = []
        for field in plan.spec.fields where !field.rules.isEmpty {
            guard let samples = plan.samples.first(where: { $0.field == field.name }) else { continue }
            for (rule, check) in zip(field.rules, samples.checks) {
                var function = "\(field.name)\(Naming.upperFirst(rule.name))"
                while usedNames.contains(function) { function += "Again" }
                usedNames.insert(function)
                var refusal: [String: Any]? = nil
                if let refused = check.refused, let failing = check.refusedBy {
                    refusal = ["value": refused, "error": ValidatorContext.error(failing, field: field, names: plan.frameworkNames)]
                }
                var testCase: [String: Any] = [
                    "name": "test" + Naming.upperFirst(function),
                    // Swift Testing names tests by what they check, not by a `test` prefix.
                    "function": function,
                    "title": SwiftLiteral.string("Checks \(field.name) against \(rule.description)"),
                    "rule": rule.description,
                    "field": field.name,
                    "accepted": check.accepted,
                    "hasRefusal": refusal != nil,
                ]
                if let refusal { testCase["refusal"] = refusal }
                cases.append(testCase)
            }
        }
        return cases
    }
}
