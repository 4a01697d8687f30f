import CheckKit
import Foundation
@testable import FeatureKit
@testable import ScaffoldCore
import XCTest

/// The reference pages say what the code does: every `.scaffold.yml` key and default, every spec key, every preset's
/// layout and style, every check rule, every exit code.
final class DocsReferenceTests: XCTestCase {
    private static let presets = ScaffoldCore.Preset.all.map(\.name)

    func testConfigurationDocumentsEveryKeyOfTheSchemaAndNoOther() throws {
        let schema = ConfigSchema.topLevelKeys.filter { !["layout", "style", "mocks", "check", "compositionRoot", "rootView", "remote"].contains($0) }
            + ["layout.<kind>"]
            + ConfigSchema.remoteKeys.filter { $0 != "client" }.map { "remote.\($0)" }
            + ConfigSchema.remoteClientKeys.map { "remote.client.\($0)" }
            + ConfigSchema.compositionRootKeys.map { "compositionRoot.\($0)" }
            + ConfigSchema.rootViewKeys.map { "rootView.\($0)" }
            + ConfigSchema.styleKeys.map { "style.\($0)" }
            + ConfigSchema.mocksKeys.map { "mocks.\($0)" }
            + ConfigSchema.mockModuleKeys.map { "mocks.modules[].\($0)" }
            + ConfigSchema.checkKeys.map { $0 == "rules" ? "check.rules.<rule-id>" : "check.\($0)" }
        XCTAssertEqual(Set(try configurationKeys().keys), Set(schema), "Docs/Configuration.md's keys (left) and the schema's (right)")
    }

    func testConfigurationNamesEveryArtifactKind() throws {
        let row = try XCTUnwrap(try configurationKeys()["layout.<kind>"])
        let named = Set(MarkdownPage.codeSpans(in: row[1])).intersection(ConfigSchema.artifactKinds)
        XCTAssertEqual(named, Set(ConfigSchema.artifactKinds))
    }

    /// The defaults a configuration of `preset:` alone gets, as the page writes them (`<module>` is `App`).
    func testConfigurationDefaultsAreThoseOfAConfigurationThatSaysNothing() throws {
        let config = try ProjectConfig.load(contents: Data("preset: layered\n".utf8), path: ".scaffold.yml")
        let actual: [String: String] = [
            "module": config.module, "sources": config.roots.sources, "tests": config.roots.tests,
            "isolation": config.isolation.rawValue,
            "mocks.sources": "[" + config.mocks.sources.joined(separator: ", ") + "]",
            "mocks.output": config.mocks.output, "mocks.annotation": config.mocks.annotation,
            "mocks.markers": "[" + config.mocks.markers.map(\.rawValue).joined(separator: ", ") + "]",
            "mocks.markerName": config.mocks.markerName, "mocks.flavor": config.mocks.flavor.rawValue,
        ]
        let keys = try configurationKeys()
        for (key, value) in actual {
            let cell = try XCTUnwrap(keys[key]?.last, "no row for \(key)")
            XCTAssertEqual(MarkdownPage.plain(cell).replacingOccurrences(of: "<module>", with: config.module), value, key)
        }
        XCTAssertNil(config.project)
        XCTAssertNil(config.persistence)
    }

    func testSpecDocumentsEveryKeyTheReaderKnows() throws {
        let places = ["top", "field", "operation", "remote", "pagination"]
        let rows = try MarkdownPage("Docs/Spec.md").tableRows.filter { $0.count == 3 && places.contains($0[1]) }
        func keys(_ place: String) -> Set<String> {
            Set(rows.filter { $0[1] == place }.flatMap { MarkdownPage.codeSpans(in: $0[0]) })
        }
        XCTAssertEqual(keys("top"), Set(SpecFileReader.rootKeys))
        XCTAssertEqual(keys("field"), Set(FieldDraftReader.keys))
        XCTAssertEqual(keys("operation"), Set(OperationDraftReader.keys))
        XCTAssertEqual(keys("remote"), Set(RemoteDraftReader.keys))
        XCTAssertEqual(keys("pagination"), Set(RemoteDraftReader.paginationKeys))
    }

    func testPresetsPageHasEveryPresetsLayoutPatterns() throws {
        let page = try XCTUnwrap(try MarkdownPage("Docs/Presets.md").section("Layouts"))
        let rows = Dictionary(page.tableRows.map { (MarkdownPage.plain($0[0]), $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(Set(rows.keys), Set(ArtifactKind.allCases.map(\.rawValue)))
        for (column, preset) in ScaffoldCore.Preset.all.enumerated() {
            for kind in ArtifactKind.allCases {
                let cell = MarkdownPage.plain(try XCTUnwrap(rows[kind.rawValue])[column + 1])
                let documented = cell == "—" ? nil : cell.hasPrefix("{testRoot}/") ? cell : "{sourceRoot}/" + cell
                XCTAssertEqual(documented, preset.layout.patterns[kind], "\(preset.name) \(kind.rawValue)")
            }
        }
    }

    func testPresetsPageHasEveryPresetsStyle() throws {
        let page = try XCTUnwrap(try MarkdownPage("Docs/Presets.md").section("Styles"))
        let header = try XCTUnwrap(page.lines.first { $0.hasPrefix("| option | layered") })
        XCTAssertEqual(Array(MarkdownPage.cells(of: header).dropFirst()), Self.presets)
        let rows = Dictionary(page.tableRows.map { (MarkdownPage.plain($0[0]), $0) }, uniquingKeysWith: { first, _ in first })
        for (column, preset) in ScaffoldCore.Preset.all.enumerated() {
            let style = preset.style
            let expected = ["observation": style.observation.rawValue, "state": style.state.rawValue,
                            "naming": style.naming.rawValue, "tests": style.tests.rawValue]
            for (option, value) in expected {
                XCTAssertEqual(MarkdownPage.plain(try XCTUnwrap(rows[option])[column + 1]), value, "\(preset.name) \(option)")
            }
        }
        // `protocolName` and `implementationName` are no preset's choice (they replace `naming` for a team).
        XCTAssertEqual(Set(ConfigSchema.styleKeys), Set(["observation", "state", "naming", "tests", "protocolName", "implementationName"]),
                       "a new style option needs its row")
    }

    func testEveryPageListsTheFourPresets() throws {
        let table = try MarkdownPage("README.md").section("Presets")?.tableRows.map { MarkdownPage.plain($0[0]) }
        XCTAssertEqual(table, Self.presets)
        let row = try XCTUnwrap(try configurationKeys()["preset"])
        XCTAssertEqual(Set(MarkdownPage.codeSpans(in: row[1])), Set(Self.presets))
    }

    /// Every code scaffold exits with is in Docs/ExitCodes.md, and every documented code is one it uses.
    func testExitCodesAreTheOnesTheCodeUses() throws {
        let errors: [ScaffoldError] = [
            .invalidSpec([]), .unreadableInput(path: "", reason: ""), .invalidConfiguration([]), .conflicts(paths: []),
            .unsafePath(path: "", reason: ""), .writeFailed(path: "", reason: ""), .checkFailed(summary: ""),
            .alreadyExists(path: "", what: "", hint: ""), .busy(path: "", waited: 0), .typeCollisions([]), .shadowedTypes([]),
            .uneditableRoot([]),
        ]
        // 0: success; 2: `check` found an error (the executable's); 64: ArgumentParser's usage error.
        let used = Set([0, 2, 64] + errors.map { Int($0.exitCode) })
        let documented = try MarkdownPage("Docs/ExitCodes.md").tableRows.compactMap { Int($0[0]) }
        XCTAssertEqual(Set(documented), used)
        let usage = try ScaffoldBinary.locate().run(["feature", "--no-such-flag"])
        XCTAssertEqual(usage.exitCode, 64, usage.transcript)
    }

    /// `.scaffold.yml` key path → its row's cells.
    private func configurationKeys() throws -> [String: [String]] {
        let page = try XCTUnwrap(try MarkdownPage("Docs/Configuration.md").section("Keys"))
        return Dictionary(page.tableRows.map { (MarkdownPage.plain($0[0]), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
