import XCTest
@testable import FeatureKit

/// `PatternSample` reads a text off a pattern, and every text it gives matches the pattern as the Validator does.
final class PatternSampleTests: XCTestCase {
    func testEachPartOfAPatternGivesItsLeastText() {
        let cases: [(pattern: String, text: String)] = [
            ("97[89][0-9]{10}", "9780000000000"),
            ("[A-Z]{2}\\d{2} ?[A-Z0-9]{4}", "AA11 AAAA"),
            ("\\+?[1-9]\\d{6,14}", "+1111111"),
            ("(?:EUR|USD)-\\d+(\\.\\d{2})?", "EUR-1.11"),
            ("(?<area>\\d{3})-\\d{4}", "111-1111"),
            ("[^0-9]+x", "ax"),
            ("[-a-z_]{3,}", "---"),
            ("a.c\\.d", "aac.d"),
            ("^[a-z]+(?:-[a-z]+)*$", "a-a"),
            ("x{0}y", "y"),
        ]
        for (pattern, text) in cases {
            XCTAssertEqual(PatternSample.text(matching: pattern), text, pattern)
            XCTAssertTrue(RuleEvaluator.matches(text, pattern), "\(text) matches \(pattern)")
        }
    }

    func testWhatItCannotReadGivesNothing() {
        for pattern in ["(?=.*\\d)\\w+", "(a)\\1", "\\p{L}+", "[a-z", "(ab", "a{2,x}", "*a", "\\bword"] {
            XCTAssertNil(PatternSample.text(matching: pattern), pattern)
        }
    }
}
