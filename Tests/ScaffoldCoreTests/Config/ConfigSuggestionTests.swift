import XCTest
@testable import ScaffoldCore

/// Did-you-mean picks a close spelling, ignores case, and stays silent when nothing is close.
final class ConfigSuggestionTests: XCTestCase {
    func testDistanceCountsEdits() {
        XCTAssertEqual(ConfigSuggestion.distance("kitten", "sitting"), 3)
        XCTAssertEqual(ConfigSuggestion.distance("", "abc"), 3)
        XCTAssertEqual(ConfigSuggestion.distance("preset", "preset"), 0)
        XCTAssertEqual(ConfigSuggestion.distance("modul", "module"), 1)
    }

    func testClosestIgnoresCaseAndRefusesFarWords() {
        let keys = ConfigSchema.topLevelKeys
        XCTAssertEqual(ConfigSuggestion.closest(to: "Presets", among: keys), "preset")
        XCTAssertEqual(ConfigSuggestion.closest(to: "test", among: keys), "tests")
        XCTAssertEqual(ConfigSuggestion.closest(to: "observableobject", among: ["observable", "observableObject"]), "observableObject")
        XCTAssertNil(ConfigSuggestion.closest(to: "colour", among: keys))
        XCTAssertNil(ConfigSuggestion.closest(to: "x", among: keys))
    }

    func testHintListsEveryCandidateInOrder() {
        XCTAssertEqual(ConfigSuggestion.hint(for: "flatt", among: ["flat", "nested"], listing: "valid values"),
                       "did you mean `flat`? valid values: flat, nested")
        XCTAssertEqual(ConfigSuggestion.hint(for: "deep", among: ["flat", "nested"], listing: "valid values"),
                       "valid values: flat, nested")
    }
}
