import Foundation
import XCTest
@testable import ScaffoldCore

/// `render` writes what `scaffold init` puts on disk: commented, deterministic, and read back unchanged.
final class ConfigRenderTests: XCTestCase {
    func testRenderedFileLoadsBackAsTheDefaultsForEveryPreset() throws {
        for preset in Preset.all {
            let text = ProjectConfig.render(presetName: preset.name, module: "Inari")
            XCTAssertEqual(try ConfigFixture.load(text), ProjectConfig(presetName: preset.name, module: "Inari"), preset.name)
        }
    }

    func testEveryCommentedSettingIsValidAndEqualsThePresetWhenUncommented() throws {
        for preset in Preset.all {
            let text = ProjectConfig.render(presetName: preset.name, module: "Inari")
            let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("  # ") ? "  " + $0.dropFirst(4) : $0 }
                .joined(separator: "\n")
            let config = try ConfigFixture.load(uncommented)
            // The kinds only a remote feature writes are left out of the list (`ArtifactKind.isRemoteOnly`).
            XCTAssertEqual(config.layoutOverrides, preset.layout.patterns.filter { !$0.key.isRemoteOnly }, preset.name)
            XCTAssertEqual(config.styleOverrides.applied(to: Style(observation: .observable, state: .flat, naming: .defaultPrefix)),
                           preset.style, preset.name)
            XCTAssertEqual(config.resolvedPreset(), preset, preset.name)
            XCTAssertEqual(config.mocks, MocksSettings(defaultsFor: config.roots), preset.name)
        }
    }

    func testRenderIsDeterministicAndDocumentsTheChoices() {
        let text = ProjectConfig.render(presetName: "features", module: "Inari")
        XCTAssertEqual(text, ProjectConfig.render(presetName: "features", module: "Inari"))
        XCTAssertTrue(text.hasSuffix("\n"))
        XCTAssertTrue(text.contains("\npreset: features\n"))
        XCTAssertTrue(text.contains("\nmodule: Inari\nsources: Sources/Inari\ntests: Tests/InariTests\n"))
        XCTAssertTrue(text.contains("  # useCase: \"{sourceRoot}/Features/{feature}/UseCases/{name}.swift\"\n"))
        XCTAssertTrue(text.contains("  # observation: observable   # observable | observableObject\n"))
        XCTAssertTrue(text.contains("  # tests: xctest             # xctest | swift-testing\n"))
        XCTAssertTrue(text.contains("valid presets: " + Preset.all.map(\.name).joined(separator: ", ")))
        XCTAssertFalse(text.split(separator: "\n").contains { $0.hasSuffix(" ") }, "no trailing spaces")
    }

    func testModulesYAMLWouldReadDifferentlyAreQuoted() throws {
        let text = ProjectConfig.render(presetName: "layered", module: "null")
        XCTAssertTrue(text.contains("module: \"null\"\n"))
        XCTAssertEqual(try ConfigFixture.load(text).module, "null")
    }
}
