import XCTest
@testable import ScaffoldCore

/// `persistence:` in `.scaffold.yml`: the project's default store for features.
final class ConfigPersistenceTests: XCTestCase {
    func testReadWhenPresentAndNilWhenAbsent() throws {
        XCTAssertNil(try ConfigFixture.load("preset: layered\n").persistence)
        XCTAssertEqual(try ConfigFixture.load("preset: layered\npersistence: json\n").persistence, .json)
        XCTAssertEqual(try ConfigFixture.load("preset: mvvm\npersistence: memory\n").persistence, .memory)
    }

    func testAnUnknownValueIsAnErrorWithTheClosestValue() {
        let problems = configProblems("preset: layered\npersistence: jsn\n")
        expectConfig(problems, "unknown value `jsn` for `persistence`", at: (2, 14), keyPath: "persistence",
                     hint: "did you mean `json`?")
    }

    func testInitWritesItWhenGivenElseCommentedOutAndItReadsBack() throws {
        let text = ProjectConfig.render(presetName: "features", module: "Inari", persistence: .json)
        XCTAssertTrue(text.contains("\npersistence: json\n"), text)
        XCTAssertEqual(try ConfigFixture.load(text), ProjectConfig(presetName: "features", module: "Inari", persistence: .json))
        let unset = ProjectConfig.render(presetName: "features", module: "Inari")
        XCTAssertFalse(unset.contains("\npersistence:"), unset)
        XCTAssertTrue(unset.contains("\n# persistence: json\n"), unset)
        XCTAssertNil(try ConfigFixture.load(unset).persistence)
        // The commented mocks keys read back as the defaults once uncommented.
        let uncommented = unset.replacingOccurrences(of: "  # markers:", with: "  markers:")
            .replacingOccurrences(of: "  # markerName:", with: "  markerName:").replacingOccurrences(of: "  # flavor:", with: "  flavor:")
        XCTAssertEqual(try ConfigFixture.load(uncommented), try ConfigFixture.load(unset))
    }
}
