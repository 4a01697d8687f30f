import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A new app's production stores persist: `init` records `persistence: json` unless the preset's own store
/// persists (mvvm's UserDefaults persistence manager, seed 003) or `--persistence` says otherwise, and the
/// README it writes says where the data lives.
final class InitPersistenceTests: XCTestCase {
    func testANewAppPersistsInAJSONFileUnlessItsPresetsStoreAlreadyPersists() {
        XCTAssertEqual(NewAppPersistence(preset: .layered).persistence(stated: nil), .json)
        XCTAssertEqual(NewAppPersistence(preset: .features).persistence(stated: nil), .json)
        XCTAssertEqual(NewAppPersistence(preset: .clean).persistence(stated: nil), .json)
        XCTAssertNil(NewAppPersistence(preset: .mvvm).persistence(stated: nil), "seed 003's UserDefaults manager persists")
    }

    func testWhatInitIsToldWins() {
        for preset in Preset.all {
            XCTAssertEqual(NewAppPersistence(preset: preset).persistence(stated: .memory), .memory, preset.name)
            XCTAssertEqual(NewAppPersistence(preset: preset).persistence(stated: .json), .json, preset.name)
        }
    }

    func testTheConfigurationRecordsTheChoiceAndTheReadmeSaysWhereDataLives() throws {
        let layered = try InitFixture.render(.layered, project: .packageOnly)
        XCTAssertTrue(try InitFixture.text(layered, ".scaffold.yml").contains("\npersistence: json\n"))
        let layeredReadme = try InitFixture.text(layered, "README.md")
        XCTAssertTrue(layeredReadme.contains("## Where data lives"), layeredReadme)
        XCTAssertTrue(layeredReadme.contains("`Application Support/Demo/<Feature>/<entities>.json`"), layeredReadme)

        let clean = try InitFixture.text(InitFixture.render(.clean, project: .packageOnly), "README.md")
        XCTAssertTrue(clean.contains("`…JSONFileDataSource` under its `Default…Repository`"), clean)

        let mvvm = try InitFixture.render(.mvvm, project: .packageOnly)
        XCTAssertTrue(try InitFixture.text(mvvm, ".scaffold.yml").contains("\n# persistence: json\n"))
        XCTAssertTrue(try InitFixture.text(mvvm, "README.md").contains("in `UserDefaults.standard`"))

        let memory = try InitFixture.render(InitRequest(appName: "Demo", preset: .features, project: .packageOnly, persistence: .memory))
        XCTAssertTrue(try InitFixture.text(memory, "README.md").contains("every entity is lost when the app quits"))
    }
}
