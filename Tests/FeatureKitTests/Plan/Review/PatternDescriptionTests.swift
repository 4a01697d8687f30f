import XCTest
@testable import FeatureKit

/// Issue 35: "Isbn has the wrong format." did not say 13 digits.
final class PatternDescriptionTests: XCTestCase {
    func testCommonPatternsAreDescribedFromThePattern() {
        XCTAssertEqual(PatternDescription.describe("^[0-9]{13}$"), "13 digits")
        XCTAssertEqual(PatternDescription.describe("[0-9]{13}"), "13 digits", "anchors or not, a rule matches the whole value")
        XCTAssertEqual(PatternDescription.describe("^\\d{4,6}$"), "4 to 6 digits")
        XCTAssertEqual(PatternDescription.describe("^[A-Z]{2}[0-9]{4}$"), "2 capital letters followed by 4 digits")
        XCTAssertEqual(PatternDescription.describe("^[0-9]{3}-[0-9]{4}$"), "3 digits, “-” and 4 digits, in that order")
        XCTAssertEqual(PatternDescription.describe("^[a-zA-Z]+$"), "one or more letters")
        XCTAssertEqual(PatternDescription.describe("^[A-Za-z0-9]{8,}$"), "at least 8 letters or digits")
        XCTAssertEqual(PatternDescription.describe("^[0-9a-fA-F]{6}$"), "6 hexadecimal digits")
        XCTAssertEqual(PatternDescription.describe("^ISBN[0-9]{10}$"), "“ISBN” followed by 10 digits")
        XCTAssertEqual(PatternDescription.describe("\\d\\d\\d"), "3 digits", "a run of one class is one count")
        XCTAssertEqual(PatternDescription.describe("^[a-z]?$"), "at most 1 lowercase letter")
    }

    func testOtherPatternsAreNotDescribed() {
        XCTAssertNil(PatternDescription.describe("^(cat|dog)$"))
        XCTAssertNil(PatternDescription.describe("^.+@.+$"))
        XCTAssertNil(PatternDescription.describe("^[^0-9]+$"), "a negated class")
        XCTAssertNil(PatternDescription.describe("^[A-Z0-9_]+$"), "a class of no known name")
        XCTAssertNil(PatternDescription.describe(""))
    }

    func testTheRequirementFallsBackToTheExample() {
        XCTAssertEqual(PatternDescription.requirement(pattern: "^[0-9]{13}$", example: "9780306406157"), "be 13 digits")
        XCTAssertEqual(PatternDescription.requirement(pattern: "^(cat|dog)$", example: "cat"), "look like cat")
    }
}
