import Foundation
import FeatureKit
import ScaffoldCore
import XCTest

/// `scaffold init` end to end, for every preset in `Preset.allCases` (add a preset there and it is covered):
/// the tree equals its golden copy (and for every `--project` choice); features added from inside the new
/// repository register in its composition root; the repository's Package.swift loads, and its code — App
/// entry and app target included — builds and passes its tests with the default isolation and with Xcode
/// 26's MainActor isolation (one package per isolation holds the four presets, so each costs one build).
final class InitTests: XCTestCase {
    private let specs = ["Wallet.yml", "ReminderList.yml", "Reminder.yml"]

    func testInitTreeMatchesGoldenForEveryPreset() throws {
        for preset in Preset.allCases {
            let workspace = try Workspace("init-golden-\(preset.rawValue)")
            try requireSuccess(workspace.initRepository(preset), preset)

            try GoldenTree.assertMatches(workspace.repository, golden: RepositoryPaths.goldens.appendingPathComponent("init-\(preset.rawValue)"))
        }
    }

    /// One preset with every other `--project` choice, and one with Xcode 26's isolation.
    func testInitTreeMatchesGoldenForEveryProjectChoiceAndTheMainActorIsolation() throws {
        let variants: [(golden: String, preset: Preset, extra: [String])] = [
            ("init-layered-xcodegen", .layered, ["--project", "xcodegen"]),
            ("init-layered-tuist", .layered, ["--project", "tuist"]),
            ("init-layered-none", .layered, ["--project", "none"]),
            ("init-features-mainActor", .features, ["--isolation", "mainActor"]),
        ]
        for variant in variants {
            let workspace = try Workspace("init-golden-\(variant.golden)")
            try requireSuccess(workspace.initRepository(variant.preset, variant.extra), variant.preset)

            try GoldenTree.assertMatches(workspace.repository, golden: RepositoryPaths.goldens.appendingPathComponent(variant.golden))
        }
    }

    func testInitThenFeaturesBuildsAndPassesForEveryPresetWithDefaultIsolation() throws {
        try assertInitThenFeaturesBuildsAndPasses(.nonisolated)
    }

    /// Xcode 26's approachable concurrency: `init --isolation mainActor` states `-default-isolation MainActor` and the
    /// two upcoming features in its Package.swift, and what it writes, with features, builds, passes and starts.
    func testInitThenFeaturesBuildsAndPassesForEveryPresetWithApproachableConcurrency() throws {
        try assertInitThenFeaturesBuildsAndPasses(.mainActor)
    }

    private func assertInitThenFeaturesBuildsAndPasses(_ isolation: HarnessPackage.Isolation) throws {
        let workspace = try Workspace("init-build-\(isolation.rawValue)")
        var repositories: [(module: String, url: URL)] = []
        for preset in Preset.allCases {
            // One app per preset, named after it, so the four can share one harness package.
            let name = preset.rawValue.prefix(1).uppercased() + preset.rawValue.dropFirst()
            let repository = workspace.directory.path(preset.rawValue)
            let isolationFlags = isolation == .mainActor ? ["--isolation", "mainActor"] : []
            try requireSuccess(workspace.run(["init", name, "--preset", preset.rawValue, "--root", preset.rawValue] + isolationFlags), preset)
            for spec in specs {
                try requireSuccess(workspace.binary.run(["feature", "--spec", "../\(workspace.copyFixture(spec))"], in: repository), preset)
            }
            let root = try XCTUnwrap(Self.compositionRoot(in: repository), preset.rawValue)
            XCTAssertEqual(Self.regions(in: root), Self.expectedRegions(["Wallet", "ReminderList", "Reminder"], preset), preset.rawValue)
            let package = try assertPackageLoads(repository, name: name, preset, toolsVersion: isolation == .mainActor ? "6.2" : "6.1")
            if isolation == .mainActor {
                assertMainActorSettings(package, preset)
            }
            repositories.append((name, repository))
        }
        let before = try repositories.map { try TreeSnapshot(of: $0.url) }
        let harness = try InitHarness.assemble(from: repositories, in: workspace.directory.path("harness"), isolation: isolation)
        let outcome = try harness.package.buildAndTest(buildTimeout: 1800)

        XCTAssertEqual(outcome.build.exitCode, 0, "\(isolation.rawValue): does not build:\n\(outcome.transcript)")
        XCTAssertEqual(outcome.test?.exitCode, 0, "\(isolation.rawValue): tests fail:\n\(outcome.transcript)")
        XCTAssertGreaterThan(outcome.executedTests ?? 0, 100, "\(isolation.rawValue): too few tests ran:\n\(outcome.transcript)")
        #if os(Linux)
        if outcome.build.exitCode == 0 {
            for (module, _) in repositories {
                let app = try harness.runAppTarget(module)
                XCTAssertEqual(app.exitCode, 0, "\(module): the app entry did not start:\n\(app.transcript)")
            }
        }
        #endif
        for (index, repository) in repositories.enumerated() {
            XCTAssertEqual(try TreeSnapshot(of: repository.url).changedPaths(since: before[index]), [], "the harness touched \(repository.module)")
        }
    }

    /// Both targets of the manifest carry the MainActor default isolation and the two upcoming features.
    private func assertMainActorSettings(_ package: [String: Any]?, _ preset: Preset) {
        let settings = ((package?["targets"] as? [[String: Any]]) ?? []).map { String(describing: $0["settings"] ?? "") }
        XCTAssertEqual(settings.count, 2, preset.rawValue)
        for target in settings {
            for setting in ["defaultIsolation", "MainActor", "NonisolatedNonsendingByDefault", "InferIsolatedConformances"] {
                XCTAssertTrue(target.contains(setting), "\(preset.rawValue): \(setting) missing from \(target)")
            }
        }
    }

    /// `swift package dump-package` on the generated manifest: a library and a test target, iOS 17 / macOS 14,
    /// Swift 6, no dependencies, the tools version the isolation needs. Returns the dump.
    @discardableResult
    private func assertPackageLoads(_ repository: URL, name: String, _ preset: Preset, toolsVersion: String = "6.1") throws -> [String: Any]? {
        let dump = try ProcessRunner.runTool("swift", ["package", "dump-package"], in: repository, timeout: 300)
        XCTAssertEqual(dump.exitCode, 0, "\(preset.rawValue): Package.swift does not load:\n\(dump.transcript)")
        guard dump.exitCode == 0 else { return nil }
        let package = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let tools = (package["toolsVersion"] as? [String: Any])?["_version"] as? String
        XCTAssertEqual(tools.map { String($0.prefix(toolsVersion.count)) }, toolsVersion, "\(preset.rawValue): tools version \(tools ?? "?")")
        XCTAssertEqual(package["name"] as? String, name)
        let targets = (package["targets"] as? [[String: Any]] ?? []).map { "\($0["name"] ?? "")/\($0["type"] ?? "")" }
        XCTAssertEqual(targets, ["\(name)/regular", "\(name)Tests/test"])
        let platforms = (package["platforms"] as? [[String: Any]] ?? []).map { "\($0["platformName"] ?? "") \($0["version"] ?? "")" }
        XCTAssertEqual(platforms, ["ios 17.0", "macos 14.0"])
        XCTAssertEqual((package["dependencies"] as? [Any])?.count, 0)
        XCTAssertEqual(package["swiftLanguageVersions"] as? [String], ["6"])
        return package
    }

    private func requireSuccess(_ output: ProcessOutput, _ preset: Preset) throws {
        guard output.exitCode == 0 else { throw HarnessError("\(preset.rawValue): scaffold failed:\n\(output.transcript)") }
    }

    /// The text of a repository's composition root: the source file holding the insertion anchor.
    static func compositionRoot(in repository: URL) throws -> String? {
        let snapshot = try TreeSnapshot(of: repository)
        return snapshot.paths.first { $0.hasPrefix("Sources/") && snapshot.text($0)?.contains("// scaffold:insert features") == true }
            .flatMap { snapshot.text($0) }
    }

    /// Region ids of a file, in order.
    static func regions(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.range(of: "// scaffold:begin ").map { String(line[$0.upperBound...]) }
        }
    }

    /// The regions features leave in a root, in file order: each feature's members (in seed 002's `AppDependencies`,
    /// then each feature's stores in its `init`), then in `HomeView` its screens by route (the NavigationStack's
    /// modifiers), then its link (the home list).
    static func expectedRegions(_ features: [String], _ preset: Preset) -> [String] {
        features.map { "feature:\($0)" } + (preset == .clean ? features.map { "feature:\($0).stores" } : [])
            + features.map { "feature:\($0).routes" } + features.map { "feature:\($0).link" }
    }
}
