import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `positive`, end to end through one stage after another: the rule added last, as a new rule is (one case of
/// `FieldRule`, every stage reaching it through an exhaustive switch).
final class PositiveRuleTests: XCTestCase {
    private func render(_ fields: [FieldSpec]) throws -> ChangeSet {
        let set = try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates()))
        return try Renderer(templates: set).render(Specs.plan(Specs.wallet(fields: fields)))
    }

    private func file(_ changes: ChangeSet, _ suffix: String) throws -> String {
        try XCTUnwrap(changes.files.first { $0.path.hasSuffix(suffix) }?.contents, suffix)
    }

    func testParsedFromTheSpecAndWrittenBackTheSame() throws {
        XCTAssertEqual(FieldRule(parsing: " positive "), .positive)
        XCTAssertNil(FieldRule(parsing: "positive(1)"))
        XCTAssertEqual(FieldRule.positive.description, "positive")
        let spec = try SpecFixture.load(SpecFixture.spec(fields: "  - name: amount\n    type: Decimal\n    rules: [positive, max(10)]"))
        XCTAssertEqual(spec.fields[0].rules, [.positive, .max(10)])
        let record = try JSONDecoder().decode([FieldRule].self, from: JSONEncoder().encode([FieldRule.positive]))
        XCTAssertEqual(record, [.positive], "a feature's record keeps it")
    }

    func testTheSpecCheckKnowsItsTypesAndContradictions() {
        let spec = { (type: String, rules: String) in SpecFixture.spec(fields: "  - name: amount\n    type: \"\(type)\"\n    rules: \(rules)") }
        expect(problems(spec("String", "[positive]")), "rule `positive` does not apply to `String`", hint: "positive applies to number fields")
        expect(problems(spec("Int", "[\"positive(2)\"]")), "rule `positive` takes no argument", hint: "write `positive`")
        expect(problems(spec("Int", "[positive, max(0)]")), "rules `positive` and `max(0)` contradict each other", hint: "raise max above 0")
        expect(problems(spec("Int", "[positiv]")), "unknown rule `positiv`", hint: "did you mean `positive`?")
        XCTAssertNoThrow(try SpecFixture.load(spec("Int?", "[positive]")), "on an optional, when it has a value")
        expect(problems(SpecFixture.spec(fields: "  - name: amount\n    type: Int\n    rules: [positive]\n    example: \"0\"")),
               "example `0` does not satisfy rule `positive`")
    }

    func testEvaluatedOnNumbersOnly() {
        XCTAssertTrue(RuleEvaluator.passes(.positive, .number(0.01, integer: false)))
        XCTAssertFalse(RuleEvaluator.passes(.positive, .number(0, integer: true)))
        XCTAssertFalse(RuleEvaluator.passes(.positive, .number(-3, integer: false)))
        XCTAssertTrue(RuleEvaluator.passes(.positive, .string("")), "it does not look at text")
        XCTAssertEqual(RuleEvaluator.condition(.positive, value: "wallet.amount", kind: .decimal), "wallet.amount <= 0")
    }

    func testSamplesStandAtTheEdge() {
        var diagnostics = DiagnosticCollector()
        let builder = SampleBuilder()
        let count = builder.samples(for: Specs.field("count", "Int", [.positive]), diagnostics: &diagnostics, keyPath: "fields[0]")
        XCTAssertEqual(count.checks.map(\.accepted), ["1"], "the least whole number it accepts")
        XCTAssertEqual(count.checks.map { $0.refusals.map(\.value) }, [["0"]])
        XCTAssertEqual(count.checks.first?.refusals.map(\.brokenRule), [.positive])
        let amount = builder.samples(for: Specs.field("amount", "Decimal", [.min(-5), .positive]), diagnostics: &diagnostics, keyPath: "fields[0]")
        XCTAssertEqual(amount.valid, "1")
        XCTAssertEqual(amount.checks.last?.accepted, "0.01", "a cent above 0 (issue 35: the value just inside)")
        XCTAssertEqual(amount.checks.last?.refusals.map(\.value), ["0"])
        XCTAssertEqual(amount.checks.last?.refusals.map(\.brokenRule), [.positive])
        XCTAssertNotEqual(amount.alternative, amount.valid)
        XCTAssertTrue(diagnostics.diagnostics.isEmpty)
    }

    func testTheValidatorThrowsItsOwnErrorAndItsTestsProveIt() throws {
        let changes = try render(Specs.wallet().fields + [Specs.field("count", "Int", [.positive])])
        let validator = try file(changes, "WalletValidator.swift")
        XCTAssertTrue(validator.contains("""
                if wallet.count <= 0 {
                    errors[.count] = .notPositive(field: WalletField.count.label)
                }
        """), validator)
        XCTAssertTrue(validator.contains("    case notPositive(field: String)\n"), validator)
        XCTAssertTrue(validator.contains(#"case .notPositive(let field): String(localized: "\(field) must be more than 0.")"#), validator)
        let tests = try file(changes, "WalletValidatorTests.swift")
        XCTAssertTrue(tests.contains("""
            func testCountPositive() {
                var wallet = Wallet.fixture()
                wallet.count = 1
                XCTAssertNoThrow(try validator.validate(wallet))

                wallet.count = 0
                XCTAssertThrowsError(try validator.validate(wallet)) { error in
                    XCTAssertEqual((error as? WalletValidationFailure)?.errors, [.count: .notPositive(field: String(localized: "Count"))])
                }
            }
        """), tests)
    }

    /// A rule added after the first ones declares its error case only where a spec uses it: adding it changed no
    /// Validator of an app that does not.
    func testAValidatorWithoutItHasNoCaseForIt() throws {
        let validator = try file(render(Specs.wallet().fields), "WalletValidator.swift")
        XCTAssertFalse(validator.contains("notPositive"), validator)
        XCTAssertTrue(validator.contains("    case invalidURL(field: String)\n"), "the first rules' cases are always declared")
    }

    func testItsNumberPadHasNoMinusKey() throws {
        let form = try file(render([Specs.field("count", "Int", [.positive])]), "WalletFormView.swift")
        XCTAssertTrue(form.contains(".keyboardType(.numberPad)"), form)
    }
}
