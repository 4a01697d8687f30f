import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

final class SuggestionTests: XCTestCase {
    func testDistanceCountsSwapsOnce() {
        XCTAssertEqual(Suggestion.distance("feild", "field"), 1)
        XCTAssertEqual(Suggestion.distance("feild", "fields"), 2)
        XCTAssertEqual(Suggestion.distance("", "abc"), 3)
        XCTAssertEqual(Suggestion.distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.distance("same", "same"), 0)
    }

    func testClosestIgnoresCaseAndRefusesFarWords() {
        XCTAssertEqual(Suggestion.closest(to: "decimal", among: ["Decimal", "Double"]), "Decimal")
        XCTAssertEqual(Suggestion.closest(to: "Strng", among: KnownTypes.builtIn), "String")
        XCTAssertNil(Suggestion.closest(to: "Widget", among: KnownTypes.builtIn))
        XCTAssertNil(Suggestion.closest(to: "x", among: ["min", "max"]))
    }

    func testTiesAreBrokenAlphabetically() {
        XCTAssertEqual(Suggestion.closest(to: "mix", among: ["min", "max"]), "max")
        XCTAssertEqual(Suggestion.closest(to: "mix", among: ["max", "min"]), "max")
    }

    func testHugeInputIsFastBecauseLengthsRuleItOut() {
        XCTAssertNil(Suggestion.closest(to: String(repeating: "a", count: 1_000_000), among: KnownTypes.builtIn))
    }
}
