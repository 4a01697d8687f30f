import XCTest
@testable import ScaffoldCore

/// The one did-you-mean, as the configuration uses it: a close spelling, case ignored, silent when nothing is close.
final class SuggestionHintTests: XCTestCase {
    func testDistanceCountsEdits() {
        XCTAssertEqual(Suggestion.distance("preset", "preset"), 0)
        XCTAssertEqual(Suggestion.distance("modul", "module"), 1)
    }

    func testClosestIgnoresCaseAndRefusesFarWords() {
        let keys = ConfigSchema.topLevelKeys
        XCTAssertEqual(Suggestion.closest(to: "Presets", among: keys), "preset")
        XCTAssertEqual(Suggestion.closest(to: "test", among: keys), "tests")
        XCTAssertEqual(Suggestion.closest(to: "observableobject", among: ["observable", "observableObject"]), "observableObject")
        XCTAssertNil(Suggestion.closest(to: "colour", among: keys))
        XCTAssertNil(Suggestion.closest(to: "x", among: keys))
    }

    func testHintListsEveryCandidateInOrder() {
        XCTAssertEqual(Suggestion.hint(for: "flatt", among: ["flat", "nested"], listing: "valid values"),
                       "did you mean `flat`? valid values: flat, nested")
        XCTAssertEqual(Suggestion.hint(for: "deep", among: ["flat", "nested"], listing: "valid values"),
                       "valid values: flat, nested")
    }
}
