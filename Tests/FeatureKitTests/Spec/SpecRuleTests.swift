import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Field rules: parsing with precise complaints, fit to the field type, contradictions and regexes.
final class SpecRuleTests: XCTestCase {
    private func ruleProblems(_ rules: String, type: String = "String") -> [Diagnostic] {
        problems(SpecFixture.spec(fields: "  - name: value\n    type: \"\(type)\"\n    rules: \(rules)"))
    }

    private func loadRules(_ rules: String, type: String) throws -> [FieldRule] {
        try SpecFixture.load(SpecFixture.spec(fields: "  - name: value\n    type: \"\(type)\"\n    rules: \(rules)")).fields[0].rules
    }

    func testRulesAreParsedInOrder() throws {
        XCTAssertEqual(try loadRules("[nonEmpty, minLength(2), maxLength(50), email]", type: "String"),
                       [.nonEmpty, .minLength(2), .maxLength(50), .email])
        XCTAssertEqual(try loadRules("[min(0), max(1.5)]", type: "Decimal"), [.min(0), .max(1.5)])
        XCTAssertEqual(try loadRules("[\"pattern(^[A-Z]{2,3}$)\"]", type: "String"), [.pattern("^[A-Z]{2,3}$")])
    }

    func testUnknownRuleSuggestsTheClosest() {
        expect(ruleProblems("[nonEmtpy]"), "unknown rule `nonEmtpy`", at: (5, 13), keyPath: "fields[0].rules[0]", hint: "did you mean `nonEmpty`?")
        expect(ruleProblems("[required]"), "unknown rule `required`", hint: "rules are: nonEmpty, minLength(1)")
    }

    func testMalformedArgumentsShowTheExpectedForm() {
        expect(ruleProblems("[\"maxLength(x)\"]"), "the argument of `maxLength(x)` is not a whole number", hint: "`maxLength(50)`")
        expect(ruleProblems("[maxLength]"), "rule `maxLength` needs an argument", hint: "write `maxLength(50)`")
        expect(ruleProblems("[\"maxLength(5\"]"), "is missing its closing `)`", hint: "write `maxLength(50)`")
        expect(ruleProblems("[\"maxLength(5)0\"]"), "has text after its closing `)`")
        expect(ruleProblems("[\"nonEmpty()\"]"), "rule `nonEmpty` takes no argument", hint: "write `nonEmpty`")
        expect(ruleProblems("[\"pattern()\"]"), "needs a regular expression")
        expect(ruleProblems("[\"\"]"), "the rule is empty")
    }

    func testHugeNumbersAreCleanErrors() {
        expect(ruleProblems("[\"maxLength(99999999999999999999999)\"]"), "is too large", keyPath: "fields[0].rules[0]")
        expect(ruleProblems("[\"min(1e999)\"]", type: "Int"), "is not a finite number")
    }

    func testRulesMustFitTheType() {
        expect(ruleProblems("[nonEmpty]", type: "Int"), "rule `nonEmpty` does not apply to `Int`", keyPath: "fields[0].rules[0]", hint: "String, array and dictionary")
        expect(ruleProblems("[min(0)]"), "rule `min(0)` does not apply to `String`", hint: "minLength/maxLength")
        expect(ruleProblems("[maxLength(3)]", type: "Int"), "rule `maxLength(3)` does not apply to `Int`", hint: "min(…)/max(…)")
        expect(ruleProblems("[email]", type: "URL"), "rule `email` does not apply to `URL`", hint: "String fields")
        expect(ruleProblems("[\"pattern(a)\"]", type: "[String]"), "rule `pattern(a)` does not apply to `[String]`")
    }

    func testCollectionRulesOnCollections() throws {
        XCTAssertEqual(try loadRules("[nonEmpty, maxLength(3)]", type: "[String]"), [.nonEmpty, .maxLength(3)])
        XCTAssertEqual(try loadRules("[nonEmpty]", type: "[String: Int]"), [.nonEmpty])
    }

    func testRulesOnOptionalsApplyToTheWrappedType() throws {
        XCTAssertEqual(try loadRules("[maxLength(10), url]", type: "String?"), [.maxLength(10), .url])
        expect(ruleProblems("[maxLength(10)]", type: "Int?"), "rule `maxLength(10)` does not apply to `Int`")
    }

    func testInvalidRegexIsReported() {
        expect(ruleProblems("[\"pattern([a-z)\"]"), "pattern `[a-z` is not a valid regular expression", keyPath: "fields[0].rules[0]", hint: "NSRegularExpression")
    }

    func testContradictionsAreReportedAtTheLaterRule() {
        expect(ruleProblems("[minLength(5), maxLength(3)]"), "rules `minLength(5)` and `maxLength(3)` contradict each other",
               at: (5, 27), keyPath: "fields[0].rules[1]", hint: "make minLength at most maxLength")
        expect(ruleProblems("[max(1), min(2)]", type: "Double"), "rules `min(2)` and `max(1)` contradict", keyPath: "fields[0].rules[1]")
        expect(ruleProblems("[maxLength(0), nonEmpty]"), "rules `nonEmpty` and `maxLength(0)` contradict", keyPath: "fields[0].rules[1]")
    }

    func testDuplicateRule() {
        expect(ruleProblems("[maxLength(3), maxLength(5)]"), "rule `maxLength` is given more than once", keyPath: "fields[0].rules[1]")
    }
}
