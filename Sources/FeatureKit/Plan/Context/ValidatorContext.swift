/// The Validator and its tests: one check per field rule, as a Swift condition and the error thrown when it holds, and
/// one test per rule at its edge: the value just inside, which it accepts, and the values just outside, which it
/// refuses (issue 35, item 3).
struct ValidatorContext: Encodable {
    /// The fields with rules, in the spec's order.
    var validatedFields: [ValidatedField]
    /// The cases of the validation error, in the order of the rules (Docs/Spec.md, "Field rules").
    var errorCases: [ErrorCase]
    /// One test per rule of every field.
    var testCases: [TestCase]
    /// The test that every field breaking a rule is reported at once; absent unless two fields can break one.
    var everyField: EveryField?

    /// Every field that can break a rule set to a value just outside one, and what the validator reports for each.
    struct EveryField: Encodable {
        /// One field each, in the spec's order.
        var broken: [Refusal]
    }

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
        /// The value just inside the rule, which passes every rule of the field.
        var accepted: String
        /// The values just outside the rule (a pattern's near misses), each with its error; empty when no value breaks
        /// the rule alone.
        var refusals: [Refusal]
    }

    /// A field set to a value a rule refuses, and the error the validator throws for it.
    struct Refusal: Encodable {
        /// The field.
        var field: String
        /// The refused value, as Swift.
        var value: String
        /// The error thrown for it, as Swift.
        var error: String
    }

    /// A case of the validation error: how it is declared, matched and described.
    struct ErrorCase: Encodable {
        /// The case's declaration after `case` (`tooLong(field: String, maximum: Int)`).
        var declaration: String
        /// The pattern matching it, its values bound (`.tooLong(let field, let maximum)`).
        var pattern: String
        /// The message the user reads, localized (`String(localized: "\(field) must be at most \(maximum) characters long.")`).
        var message: String
    }

    init(plan: Plan) {
        let entity = plan.names.entityVariable
        validatedFields = plan.spec.fields.filter { !$0.rules.isEmpty }.map { field in
            // An optional is checked through `value`, so no field name (even the entity's own) is shadowed.
            let value = field.type.isOptional ? "value" : "\(entity).\(field.name)"
            return ValidatedField(field: field.name, optional: field.type.isOptional, checks: field.rules.enumerated().map { index, rule in
                Check(
                    condition: RuleEvaluator.condition(rule, value: value, kind: FieldKind(field.type), names: plan.frameworkNames),
                    error: Self.error(rule, field: field, plan: plan),
                    opening: index == 0 ? "if" : "} else if",
                    fieldError: Self.error(rule, label: "\(FieldErrors.fieldEnum(plan)).\(field.name).label", arguments: Self.arguments(rule, field: field, plan: plan))
                )
            })
        }
        testCases = Self.testCases(plan)
        // A validator that stopped at the first broken field would pass every one-field test: this one tells.
        let broken = Self.broken(testCases)
        everyField = broken.count > 1 ? EveryField(broken: broken) : nil
        errorCases = Self.errorCases(plan)
    }

    /// The error value a test expects for a broken rule (`.tooLong(field: String(localized: "Name"), maximum: 50)`): the
    /// field's label is localizable like the message it goes into.
    static func error(_ rule: FieldRule, field: FieldSpec, plan: Plan) -> String {
        let label = "\(plan.q("String"))(localized: \(SwiftLiteral.string(Naming.label(field.name))))"
        return error(rule, label: label, arguments: arguments(rule, field: field, plan: plan))
    }

    /// The error value for a broken rule, the field's label given as Swift (the validator names it by its field enum:
    /// `WalletField.name.label`).
    static func error(_ rule: FieldRule, label: String, arguments: [String]) -> String {
        let values = zip(rule.kind.definition.error.values, arguments).map { ", \($0.label): \($1)" }.joined()
        return ".\(rule.kind.definition.error.name)(field: \(label)\(values))"
    }

    /// The values the error carries after the label: the rule's own, and for a pattern what it wants in words
    /// (`String(localized: "be 13 digits")`, else "look like" the field's valid example: `PatternDescription`).
    static func arguments(_ rule: FieldRule, field: FieldSpec, plan: Plan) -> [String] {
        guard case .pattern(let pattern) = rule else { return rule.errorArguments }
        let valid = plan.samples.first { $0.field == field.name }?.valid
        let example = field.example.map { SwiftLiteral.decodeString($0) ?? $0 } ?? valid.flatMap(SwiftLiteral.decodeString) ?? ""
        let requirement = PatternDescription.requirement(pattern: pattern, example: example)
        return ["\(plan.q("String"))(localized: \(SwiftLiteral.string(requirement)))"]
    }

    /// The cases of the validation error: every rule's that is always declared, and those of the rules the spec uses.
    static func errorCases(_ plan: Plan) -> [ErrorCase] {
        let used = Set(plan.spec.fields.flatMap { $0.rules.map(\.kind.definition.error.name) })
        let string = plan.frameworkNames.spell("String")
        return FieldRule.Kind.allCases.map(\.definition.error).filter { $0.declared == .always || used.contains($0.name) }.map { error in
            let parameters = [("field", "String")] + error.values.map { ($0.label, $0.type) }
            return ErrorCase(
                declaration: "\(error.name)(" + parameters.map { "\($0): \(plan.frameworkNames.spell($1))" }.joined(separator: ", ") + ")",
                pattern: ".\(error.name)(" + parameters.map { "let \($0.0)" }.joined(separator: ", ") + ")",
                message: "\(string)(localized: \"\(error.message)\")"
            )
        }
    }

    /// Every field that can break a rule, set to the first value just outside one, with the error reported for it.
    static func broken(_ testCases: [TestCase]) -> [Refusal] {
        var broken: [Refusal] = []
        for testCase in testCases where !broken.contains(where: { $0.field == testCase.field }) {
            if let refusal = testCase.refusals.first { broken.append(refusal) }
        }
        return broken
    }

    /// One test per rule: the value just inside passes, each value just outside raises the expected error.
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
                    refusals: check.refusals.map { refused in
                        Refusal(field: field.name, value: refused.value, error: Self.error(refused.brokenRule, field: field, plan: plan))
                    }
                ))
            }
        }
        return cases
    }
}
