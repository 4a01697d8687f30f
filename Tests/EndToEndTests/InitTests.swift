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
    func testInitTreeMatchesGoldenForEveryPreset() throws {
        for preset in Preset.allCases {
            let workspace = try Workspace("init-golden-\(preset.rawValue)")
            try requireSuccess(workspace.initRepository(preset), preset)

            try GoldenTree.assertMatches(workspace.repository, golden: RepositoryPaths.goldens.appendingPathComponent("init-\(preset.rawValue)"))
        }
    }

    /// One preset with the project generators' choices (`--project none` is `init-layered` without the Xcode project, and
    /// Xcode 26's isolation changes the settings `InitProjectChoiceTests` checks).
    func testInitTreeMatchesGoldenForEveryProjectGenerator() throws {
        let variants: [(golden: String, preset: Preset, extra: [String])] = [
            ("init-layered-xcodegen", .layered, ["--project", "xcodegen"]),
            ("init-layered-tuist", .layered, ["--project", "tuist"]),
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
        let outcome = try SuitePackage.outcome(of: InitAppsPart.self, isolation)
        if case .success(let generated) = outcome.generated {
            for app in generated.apps {
                XCTAssertEqual(app.regions, Self.expectedRegions(InitAppsPart.features, app.preset), app.preset.rawValue)
                let package = assertPackageLoads(app.dump, name: app.module, app.preset, toolsVersion: isolation == .mainActor ? "6.2" : "6.1")
                if isolation == .mainActor {
                    assertMainActorSettings(package, app.preset)
                }
            }
        }
        guard outcome.assertTestsPass(minimumTests: 100, isolation.rawValue) != nil, case .success(let generated) = outcome.generated else { return }
        #if os(Linux)
        let root = try SuitePackage.root(isolation)
        for app in generated.apps {
            let started = try ProcessRunner.run(root.appendingPathComponent(HarnessPackage.productsFolder + "/\(app.module)AppTarget"), [], in: root)
            XCTAssertEqual(started.exitCode, 0, "\(app.module): the app entry did not start:\n\(started.transcript)")
        }
        #endif
        for app in generated.apps {
            XCTAssertEqual(try TreeSnapshot(of: app.repository).changedPaths(since: app.before), [], "the harness touched \(app.module)")
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
    private func assertPackageLoads(_ dump: ProcessOutput, name: String, _ preset: Preset, toolsVersion: String = "6.1") -> [String: Any]? {
        XCTAssertEqual(dump.exitCode, 0, "\(preset.rawValue): Package.swift does not load:\n\(dump.transcript)")
        guard dump.exitCode == 0,
              let package = (try? JSONSerialization.jsonObject(with: Data(dump.stdout.utf8))) as? [String: Any] else {
            XCTFail("\(preset.rawValue): dump-package printed no JSON object:\n\(dump.transcript)")
            return nil
        }
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

/// InitTests' share of the suite package: per preset, `scaffold init <Preset>` with the fixture features added
/// from inside the new repository; the repository's `Sources`, `Tests` and `AppTarget` are copied into the package
/// (its own Package.swift has no stand-in targets and stays untouched), one module and app target each.
enum InitAppsPart: SuitePart {
    static let folder = "init"
    static let features = ["Wallet", "ReminderList", "Reminder"]

    /// One `init`ed repository, and what the test checks about it after the build.
    struct App {
        var preset: Preset
        /// The app's name and module (`Layered`).
        var module: String
        var repository: URL
        /// The region ids of its composition root, in file order.
        var regions: [String]
        /// `swift package dump-package` in the repository.
        var dump: ProcessOutput
        /// The repository before it was copied into the package.
        var before: TreeSnapshot
    }

    struct Generated: GeneratedPart {
        var apps: [App]
        var modules: [HarnessPackage.Module]
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        var generated = Generated(apps: [], modules: [])
        for preset in Preset.allCases {
            // One app per preset, named after it, so the four can share the package.
            let name = preset.capitalized
            let relative = "\(folder)/\(preset.rawValue)"
            let repository = workspace.directory.path(relative)
            let isolationFlags = isolation == .mainActor ? ["--isolation", "mainActor"] : []
            try requireSuccess(workspace.run(["init", name, "--preset", preset.rawValue, "--root", relative] + isolationFlags), preset)
            for feature in features {
                let spec = try workspace.copyFixture("\(feature).yml")
                try requireSuccess(workspace.binary.run(["feature", "--spec", "../../\(spec)"], in: repository), preset)
            }
            let root = try InitTests.compositionRoot(in: repository) ?? ""
            let dump = try ProcessRunner.runTool("swift", ["package", "dump-package"], in: repository, timeout: 300)
            let before = try TreeSnapshot(of: repository)
            generated.apps.append(App(preset: preset, module: name, repository: repository, regions: InitTests.regions(in: root), dump: dump, before: before))
            generated.modules.append(try copy(repository, module: name, into: workspace.directory.path("\(folder)/harness")))
        }
        return generated
    }

    /// Copies a repository's `Sources`, `Tests` and `AppTarget` to `<folder>/<module>/`: one module and app target.
    private static func copy(_ repository: URL, module: String, into folder: URL) throws -> HarnessPackage.Module {
        let manager = FileManager.default
        let destination = folder.appendingPathComponent(module)
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for entry in ["Sources", "Tests", "AppTarget"] {
            try manager.copyItem(at: repository.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
        let root = "\(Self.folder)/harness/\(module)"
        return HarnessPackage.Module(name: module, sources: "\(root)/Sources/\(module)", tests: "\(root)/Tests/\(module)Tests", appTarget: "\(root)/AppTarget")
    }

    private static func requireSuccess(_ output: ProcessOutput, _ preset: Preset) throws {
        guard output.exitCode == 0 else { throw HarnessError("\(preset.rawValue): scaffold failed:\n\(output.transcript)") }
    }
}
