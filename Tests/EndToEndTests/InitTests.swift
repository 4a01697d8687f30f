import Foundation
import FeatureKit
import ScaffoldCore
import XCTest

/// `scaffold init` end to end, for every preset in `Preset.allCases` (add a preset there and it is covered):
/// the tree equals its golden copy; features added from inside the new repository register in its
/// composition root; the repository's Package.swift loads, and its code builds and passes its tests.
final class InitTests: XCTestCase {
    private let specs = ["Wallet.yml", "Reminder.yml"]

    func testInitTreeMatchesGoldenForEveryPreset() throws {
        for preset in Preset.allCases {
            let workspace = try Workspace("init-golden-\(preset.rawValue)")
            try requireSuccess(workspace.initRepository(preset), preset)

            try GoldenTree.assertMatches(workspace.repository, golden: RepositoryPaths.goldens.appendingPathComponent("init-\(preset.rawValue)"))
        }
    }

    func testInitThenFeaturesBuildsAndPassesForEveryPreset() throws {
        for preset in Preset.allCases {
            let workspace = try Workspace("init-build-\(preset.rawValue)")
            try requireSuccess(workspace.initRepository(preset), preset)
            for spec in specs {
                try requireSuccess(workspace.featureInRepository(spec: workspace.copyFixture(spec)), preset)
            }
            let root = try XCTUnwrap(workspace.compositionRoot(), preset.rawValue)
            XCTAssertEqual(Self.regions(in: root), ["feature:Wallet", "feature:Reminder"], preset.rawValue)

            try assertPackageLoads(workspace.repository, preset)
            let before = try workspace.repositorySnapshot()
            let harness = try InitHarness.assemble(from: workspace.repository, in: workspace.directory.path("harness"))
            let outcome = try harness.package.buildAndTest()

            XCTAssertEqual(outcome.build.exitCode, 0, "\(preset.rawValue) does not build:\n\(outcome.transcript)")
            XCTAssertEqual(outcome.test?.exitCode, 0, "\(preset.rawValue) tests fail:\n\(outcome.transcript)")
            XCTAssertGreaterThan(outcome.executedTests ?? 0, 1, "\(preset.rawValue) ran too few tests:\n\(outcome.transcript)")
            #if os(Linux)
            if outcome.build.exitCode == 0 {
                let app = try harness.runAppTarget()
                XCTAssertEqual(app.exitCode, 0, "\(preset.rawValue): the app entry did not start:\n\(app.transcript)")
            }
            #endif
            XCTAssertEqual(try workspace.repositorySnapshot().changedPaths(since: before), [], "the harness touched the repository")
        }
    }

    /// `swift package dump-package` on the generated manifest: a library and a test target, iOS 17 / macOS 14,
    /// Swift 6, no dependencies.
    private func assertPackageLoads(_ repository: URL, _ preset: Preset) throws {
        let dump = try ProcessRunner.runTool("swift", ["package", "dump-package"], in: repository, timeout: 300)
        XCTAssertEqual(dump.exitCode, 0, "\(preset.rawValue): Package.swift does not load:\n\(dump.transcript)")
        guard dump.exitCode == 0 else { return }
        let package = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(package["name"] as? String, "Demo")
        let targets = (package["targets"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "")/\($0["type"] ?? "")" }
        XCTAssertEqual(targets, ["Demo/regular", "DemoTests/test"])
        let platforms = (package["platforms"] as? [[String: Any]] ?? []).map { "\($0["platformName"] ?? "") \($0["version"] ?? "")" }
        XCTAssertEqual(platforms, ["ios 17.0", "macos 14.0"])
        XCTAssertEqual((package["dependencies"] as? [Any])?.count, 0)
        XCTAssertEqual(package["swiftLanguageVersions"] as? [String], ["6"])
    }

    private func requireSuccess(_ output: ProcessOutput, _ preset: Preset) throws {
        guard output.exitCode == 0 else { throw HarnessError("\(preset.rawValue): scaffold failed:\n\(output.transcript)") }
    }

    /// Region ids of a file, in order.
    static func regions(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.range(of: "// scaffold:begin ").map { String(line[$0.upperBound...]) }
        }
    }
}
