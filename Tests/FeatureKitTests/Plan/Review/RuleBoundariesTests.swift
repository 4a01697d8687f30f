import XCTest
@testable import FeatureKit

/// Issue 35, item 3: every rule proved just inside and just outside, so weakened rules fail the generated tests.
final class RuleBoundariesTests: XCTestCase {
    private func boundaries(_ field: FieldSpec) throws -> [RuleBoundaries.Boundary] {
        let valid = try XCTUnwrap(SampleBuilder().validValue(field: field, kind: FieldKind(field.type)))
        return RuleBoundaries.of(field, valid: valid)
    }

    func testLengthsAndBoundsAreProvedOnBothSidesOfTheEdge() throws {
        let title = try boundaries(Specs.field("title", "String", [.nonEmpty, .maxLength(120)]))
        XCTAssertEqual(title[0].inside, ["\"x\""])
        XCTAssertEqual(title[0].outside.map(\.value), ["\"\"", "\" \""], "empty, and blank")
        XCTAssertEqual(title[1].inside, ["String(repeating: \"x\", count: 120)"])
        XCTAssertEqual(title[1].outside.map(\.value), ["String(repeating: \"x\", count: 121)"])
        XCTAssertEqual(title[1].outside.map(\.brokenRule), [.maxLength(120)])

        let pages = try boundaries(Specs.field("pages", "Int", [.min(1), .max(5000)]))
        XCTAssertEqual(pages.map(\.inside), [["1"], ["5000"]])
        XCTAssertEqual(pages.map { $0.outside.map(\.value) }, [["0"], ["5001"]])

        let count = try boundaries(Specs.field("count", "Int", [.positive]))
        XCTAssertEqual(count[0].inside, ["1"])
        XCTAssertEqual(count[0].outside.map(\.value), ["0"])
        let amount = try boundaries(Specs.field("amount", "Decimal", [.positive]))
        XCTAssertEqual(amount[0].inside, ["0.01"], "a cent above 0")

        let price = try boundaries(Specs.field("price", "Decimal", [.min(0)]))
        XCTAssertEqual(price[0].inside, ["0"])
        XCTAssertEqual(price[0].outside.map(\.value), ["-0.01"], "a cent below, on a number with a fraction")
    }

    func testAnInsideValuePassesEveryRuleOfTheField() throws {
        // "x" is just inside nonEmpty, but minLength(3) refuses it: three characters are.
        let title = try boundaries(Specs.field("title", "String", [.nonEmpty, .minLength(3)]))
        XCTAssertEqual(title[0].inside, ["\"Sample title\""], "\"x\" is too short for minLength(3)")
        XCTAssertEqual(title[1].inside, ["\"xxx\""])
        XCTAssertEqual(title[1].outside.map(\.value), ["\"xx\""])
    }

    func testAPatternIsProvedWithItsExampleAndItsNearMisses() throws {
        let isbn = FieldSpec(name: "isbn", type: .named("String"), rules: [.pattern("^[0-9]{13}$")], example: "\"9780306406157\"")
        let proof = try XCTUnwrap(try boundaries(isbn).first)
        XCTAssertEqual(proof.inside, ["\"9780306406157\""])
        XCTAssertEqual(proof.outside.map(\.value), ["\"978030640615\"", "\"97803064061577\"", "\"a780306406157\"", "\"978030640615a\""])
        // What a weakened pattern accepts, the near misses include: `^[0-9]+$` takes 12 digits and 14.
        XCTAssertTrue(proof.outside.contains { RuleEvaluator.passes(.pattern("^[0-9]+$"), .string(SwiftLiteral.decodeString($0.value) ?? "")) })
    }

    func testEmailAndWebAddressesHaveNearMissesToo() throws {
        let email = try XCTUnwrap(try boundaries(Specs.field("email", "String?", [.email])).first)
        XCTAssertEqual(email.inside, ["\"a@b.co\""])
        XCTAssertEqual(email.outside.map(\.value), ["\"a@b.c\"", "\"a@b\"", "\"ab.co\"", "\"a b@c.co\""])
        let url = try XCTUnwrap(try boundaries(Specs.field("site", "String", [.url])).first)
        XCTAssertEqual(url.inside, ["\"https://a.co\""])
        XCTAssertEqual(url.outside.map(\.value), ["\"a.co\"", "\"https://\"", "\"not a url\""])
    }

    func testListsCountTheirElements() throws {
        let tags = try boundaries(Specs.field("tags", "[String]", [.minLength(1), .maxLength(3)]))
        XCTAssertEqual(tags.map(\.inside), [["[\"Sample\"]"], ["[\"Sample\", \"Sample\", \"Sample\"]"]])
        XCTAssertEqual(tags.map { $0.outside.map(\.value) }, [["[]"], ["[\"Sample\", \"Sample\", \"Sample\", \"Sample\"]"]])
    }
}
