/// The Validator and its tests: one check per field rule, as a Swift condition and the error thrown when it holds, and
/// one test per rule with a value it accepts and one it refuses.
struct ValidatorContext: Encodable {
    /// The fields with rules, in the spec's order.
    var validatedFields: [ValidatedField]
    /// One test per rule of every field.
    var testCases: [TestCase]

    /// A field with rules, as the Validator checks it.
    struct ValidatedField: Encodable {
        /// The field.
        var field: String
        /// The field is optional: its checks run on its unwrapped `value`.
        var optional: Bool
        /// One check per rule, in the spec's order.
        var checks: [Check]
    }

    /// One rule of a field.
    struct Check: Encodable {
        /// A Swift condition true when the rule is broken.
        var condition: String
        /// The error thrown then.
        var error: String
        /// A remote feature's validator reports every field at once, the first rule each breaks: `if` for a field's
        /// first rule, `} else if` for the next ones.
        var opening: String
        /// The error recorded then, its label the field enum's (`WalletField.name.label`).
        var fieldError: String
    }

    /// The test of one rule.
    struct TestCase: Encodable {
        /// The XCTest method.
        var name: String
        /// The Swift Testing function.
        var function: String
        /// The Swift Testing display name, a string literal.
        var title: String
        /// The rule as the spec writes it.
        var rule: String
        /// The field the rule is on.
        var field: String
        /// A value the rule accepts.
        var accepted: String
        /// A value the rule refuses and its error; absent when no value breaks the rule alone.
        var refusal: Refusal?
    }

    /// A value a rule refuses, and the error the validator throws for it.
    struct Refusal: Encodable {
        /// The refused value.
        var value: String
        /// The error thrown for it.
        var error: String
    }

    init(plan: Plan) {
        let entity = plan.names.entityVariable
        validatedFields = plan.spec.fields.filter { !$0.rules.isEmpty }.map { field in
            // An optional is checked through `value`, so no field name (even the entity's own) is shadowed.
            let value = field.type.isOptional ? "value" : "\(entity).\(field.name)"
            return ValidatedField(field: field.name, optional: field.type.isOptional, checks: field.rules.enumerated().map { index, rule in
                Check(
                    condition: RuleEvaluator.condition(rule, value: value, kind: FieldKind(field.type), names: plan.frameworkNames),
                    error: Self.error(rule, field: field, names: plan.frameworkNames),
                    opening: index == 0 ? "if" : "} else if",
                    fieldError: Self.error(rule, label: "\(RemoteArtifacts.fieldEnum(plan)).\(field.name).label")
                )
            })
        }
        testCases = Self.testCases(plan)
    }

    /// The error value thrown for a broken rule (`.tooLong(field: String(localized: "Name"), maximum: 50)`): the field's
    /// label is localizable like the message it goes into.
    static func error(_ rule: FieldRule, field: FieldSpec, names: FrameworkNames) -> String {
        error(rule, label: "\(names.spell("String"))(localized: \(SwiftLiteral.string(Naming.label(field.name))))")
    }

    /// The error value for a broken rule, the field's label given as Swift.
    static func error(_ rule: FieldRule, label: String) -> String {
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
    static func testCases(_ plan: Plan) -> [TestCase] {
        var cases: [TestCase] = []
        var usedNames: Set<String> = []
        for field in plan.spec.fields where !field.rules.isEmpty {
            guard let samples = plan.samples.first(where: { $0.field == field.name }) else { continue }
            for (rule, check) in zip(field.rules, samples.checks) {
                var function = "\(field.name)\(Naming.upperFirst(rule.name))"
                while usedNames.contains(function) { function += "Again" }
                usedNames.insert(function)
                cases.append(TestCase(
                    // Swift Testing names tests by what they check, not by a `test` prefix.
                    name: "test" + Naming.upperFirst(function), function: function,
                    title: SwiftLiteral.string("Checks \(field.name) against \(rule.description)"),
                    rule: rule.description, field: field.name, accepted: check.accepted,
                    refusal: check.refused.flatMap { refused in
                        check.refusedBy.map { Refusal(value: refused, error: Self.error($0, field: field, names: plan.frameworkNames)) }
                    }
                ))
            }
        }
        return cases
    }
}
