import Foundation
import FeatureKit
import ScaffoldCore
import XCTest

/// `scaffold init` refuses existing projects, and feature runs treat the composition root as a person's
/// file: only their own marker regions change, a second run changes nothing.
final class InitCLITests: XCTestCase {
    /// For each preset, the repository `init` writes with the Wallet feature generated into it: made once (eight runs
    /// of the binary) for the tests that start from it, each writing it into a workspace of its own.
    private static let walletRepositories = Result { () throws -> [Preset: TreeSnapshot] in
        var repositories: [Preset: TreeSnapshot] = [:]
        for preset in Preset.allCases {
            let workspace = try Workspace("init-wallet")
            try requireSuccess(workspace.initRepository(preset))
            try requireSuccess(workspace.featureInRepository(spec: workspace.copyFixture("Wallet.yml")))
            repositories[preset] = try workspace.repositorySnapshot()
        }
        return repositories
    }

    /// A workspace whose repository is `preset`'s with the Wallet feature, and the Wallet spec's path.
    private func walletRepository(_ preset: Preset, _ prefix: String) throws -> (workspace: Workspace, spec: String) {
        let workspace = try Workspace(prefix)
        try XCTUnwrap(Self.walletRepositories.get()[preset]).write(under: workspace.repository)
        return (workspace, try workspace.copyFixture("Wallet.yml"))
    }

    func testInitRefusesAnExistingProjectAndWritesNothing() throws {
        for marker in ["Package.swift", ".scaffold.yml", "Old.xcodeproj/project.pbxproj"] {
            let workspace = try Workspace("init-refuse")
            try workspace.directory.write("// mine\n", to: "demo/\(marker)")
            let before = try workspace.repositorySnapshot()

            let output = try workspace.initRepository(.features)

            XCTAssertEqual(output.exitCode, 4, output.transcript)
            XCTAssertTrue(output.stderr.hasPrefix("scaffold: error: demo already holds a project"), output.transcript)
            XCTAssertTrue(output.stderr.contains(String(marker.prefix { $0 != "/" })), output.transcript)
            XCTAssertTrue(output.stderr.contains("--allow-existing"), "the hint names the way out:\n\(output.transcript)")
            XCTAssertEqual(try workspace.repositorySnapshot(), before, "a refused init wrote files")
            XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.repository.appendingPathComponent(".scaffold").path))
        }
    }

    func testAllowExistingAddsOnlyMissingFilesAndKeepsTheRest() throws {
        let workspace = try Workspace("init-allow")
        try workspace.directory.write("// mine\n", to: "demo/Package.swift")

        let output = try workspace.initRepository(.layered, ["--allow-existing", "--json"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let statuses = try WriteReportReader.read(output).statuses
        XCTAssertEqual(statuses["Package.swift"], .skip)
        XCTAssertEqual(statuses["Sources/Demo/App/AppFactory.swift"], .create)
        XCTAssertEqual(try workspace.repositorySnapshot().text("Package.swift"), "// mine\n")
    }

    func testInitDryRunWritesNothingAndBadNamesAreBadUsage() throws {
        let workspace = try Workspace("init-dry")

        let dryRun = try workspace.initRepository(.features, ["--dry-run"])
        let badName = try workspace.run(["init", "my-app", "--root", "demo"])

        XCTAssertEqual(dryRun.exitCode, 0, dryRun.transcript)
        XCTAssertTrue(dryRun.stdout.contains("create     Package.swift"), dryRun.transcript)
        XCTAssertEqual(badName.exitCode, 64, badName.transcript)
        XCTAssertTrue(badName.stderr.contains("my-app"), badName.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.repository.path), "nothing may be created")
    }

    func testASecondFeatureRunLeavesTheRootIdentical() throws {
        for preset in Preset.allCases {
            let (workspace, spec) = try walletRepository(preset, "init-rerun")
            let rootPath = try XCTUnwrap(workspace.compositionRootPath())
            let before = try workspace.repositorySnapshot()

            let output = try workspace.featureInRepository(spec: spec, ["--json"])

            XCTAssertEqual(output.exitCode, 0, output.transcript)
            XCTAssertEqual(try WriteReportReader.read(output).statuses[rootPath], .identical, preset.rawValue)
            XCTAssertEqual(try workspace.repositorySnapshot().changedPaths(since: before), [], preset.rawValue)
        }
    }

    func testHandEditsOutsideTheMarkersSurviveAndTheNextFeatureGoesBesideTheFirst() throws {
        for preset in Preset.allCases {
            let workspace = try walletRepository(preset, "init-hand-edit").workspace
            let rootPath = try XCTUnwrap(workspace.compositionRootPath())
            let rootURL = workspace.repository.appendingPathComponent(rootPath)
            let original = try String(contentsOf: rootURL, encoding: .utf8)
            // After the root's first member: `init() {}`, or seed 002's navigation (its `init` takes the stores).
            let first = preset == .clean ? "    let appCoordinator = AppCoordinator()\n" : "    init() {}\n"
            let edited = original.replacingOccurrences(of: first, with: first + "\n    let launchedAt = 0 // mine\n")
                + "\n// my own note\n"
            XCTAssertNotEqual(edited, original)
            try edited.write(to: rootURL, atomically: true, encoding: .utf8)

            let output = try workspace.featureInRepository(spec: workspace.copyFixture("ReminderList.yml"), ["--json"])

            XCTAssertEqual(output.exitCode, 0, output.transcript)
            XCTAssertEqual(try WriteReportReader.read(output).statuses[rootPath], .update, preset.rawValue)
            let merged = try String(contentsOf: rootURL, encoding: .utf8)
            XCTAssertTrue(merged.contains("    let launchedAt = 0 // mine\n"), preset.rawValue)
            XCTAssertTrue(merged.hasSuffix("}\n\n// my own note\n"), preset.rawValue)
            XCTAssertEqual(InitTests.regions(in: merged), InitTests.expectedRegions(["Wallet", "ReminderList"], preset), preset.rawValue)
            let reminderRegion = try XCTUnwrap(merged.range(of: "    // scaffold:begin feature:ReminderList\n"))
            let anchor = try XCTUnwrap(edited.range(of: "    // scaffold:insert features"))
            XCTAssertEqual(merged[..<reminderRegion.lowerBound], edited[..<anchor.lowerBound],
                           "\(preset.rawValue): everything before the new region is as the person left it")
        }
    }

    func testARootWithoutMarkersOrAnchorIsAConflictThatSaysWhatToAdd() throws {
        let workspace = try Workspace("init-no-anchor")
        try Self.requireSuccess(workspace.initRepository(.features))
        let rootPath = try XCTUnwrap(workspace.compositionRootPath())
        let rootURL = workspace.repository.appendingPathComponent(rootPath)
        let withoutAnchor = try String(contentsOf: rootURL, encoding: .utf8).replacingOccurrences(of: "    // scaffold:insert features\n", with: "")
        try withoutAnchor.write(to: rootURL, atomically: true, encoding: .utf8)
        let spec = try workspace.copyFixture("Wallet.yml")
        let before = try workspace.repositorySnapshot()

        let output = try workspace.featureInRepository(spec: spec)
        let dryRun = try workspace.featureInRepository(spec: spec, ["--dry-run"])

        XCTAssertEqual(output.exitCode, 3, output.transcript)
        XCTAssertTrue(output.stderr.contains(rootPath), output.transcript)
        XCTAssertEqual(try workspace.repositorySnapshot().changedPaths(since: before), [], "a conflict run wrote files")
        XCTAssertTrue(dryRun.stdout.contains("// scaffold:insert features"), "the dry run says what to add:\n\(dryRun.transcript)")
    }

    func testDestroyEmptiesTheFeaturesRegionAndTheNextFeatureRunRefillsIt() throws {
        let (workspace, wallet) = try walletRepository(.features, "init-destroy")
        try Self.requireSuccess(workspace.featureInRepository(spec: workspace.copyFixture("ReminderList.yml")))
        let registered = try XCTUnwrap(workspace.compositionRoot())

        let destroy = try workspace.binary.run(["destroy", "feature", "Wallet", "--json"], in: workspace.repository)

        XCTAssertEqual(destroy.exitCode, 0, destroy.transcript)
        let rootPath = try XCTUnwrap(workspace.compositionRootPath())
        XCTAssertEqual(try WriteReportReader.read(destroy).statuses[rootPath], .update)
        let emptied = try XCTUnwrap(workspace.compositionRoot())
        XCTAssertTrue(emptied.contains("    // scaffold:begin feature:Wallet\n    // scaffold:end feature:Wallet\n"), emptied)
        XCTAssertFalse(emptied.contains("WalletRepository"), "the root still names a destroyed type")
        XCTAssertFalse(emptied.contains("WalletRoute"), "HomeView still links to or routes a destroyed feature")
        XCTAssertTrue(emptied.contains("// scaffold:begin feature:Wallet.routes\n                // scaffold:end feature:Wallet.routes\n"), emptied)
        XCTAssertTrue(emptied.contains("ReminderListRepository"), "another feature's region was touched")
        XCTAssertFalse(try workspace.repositorySnapshot().paths.contains { $0.hasSuffix("/Wallet.swift") })

        try Self.requireSuccess(workspace.featureInRepository(spec: wallet))

        XCTAssertEqual(try workspace.compositionRoot(), registered, "the region is filled again in place")
    }

    private static func requireSuccess(_ output: ProcessOutput) throws {
        guard output.exitCode == 0 else { throw HarnessError("scaffold failed:\n\(output.transcript)") }
    }
}
