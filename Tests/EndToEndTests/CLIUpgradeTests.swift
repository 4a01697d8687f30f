import Foundation
import ScaffoldCore
import XCTest

/// Projects generated before scaffold kept merge bases (the 897fb66 fixture: hashes only), taken forward by this
/// scaffold: `upgrade` with the same templates records exact bases and changes nothing; with changed templates it
/// merges into the edited files from the bases it recorded, or — with no base anywhere — writes every difference as a
/// conflict; `feature` after a spec change merges from the feature rendered as recorded. (The upgrade from the git
/// history, built and tested, is `EvolveTests`.)
final class CLIUpgradeTests: XCTestCase {
    private func legacy(_ name: String) throws -> (Workspace, URL) {
        let workspace = try Workspace(name)
        let root = workspace.directory.path("legacy")
        try LegacyProject.copy(to: root)
        return (workspace, root)
    }

    func testAnUpgradeWithTheSameTemplatesRecordsTheBasesAndChangesNothing() throws {
        let (workspace, root) = try legacy("upgrade-same")
        try LegacyProject.edit(root)
        // The edited files the list owns render as 897fb66 wrote them; the migrating store (issue 33) is this
        // scaffold's own change, and arrives as updates of files nobody edited.
        try LegacyProject.overrideWith897fb66Templates(root, binary: workspace.binary)
        let storeChanges = [
            "Sources/Ledger/Repositories/InMemoryWalletRepository.swift", "Sources/Ledger/Repositories/WalletRepository.swift",
            "Sources/Ledger/Repositories/WalletRepositoryProtocol.swift", "Sources/Ledger/Repositories/WalletStoredRecord.swift",
            "Sources/Ledger/ViewModels/WalletListViewModel.swift", "Tests/LedgerTests/Mocks/WalletRepositoryProtocolMock.swift",
            "Tests/LedgerTests/WalletRepositoryTests.swift",
        ]
        let before = try TreeSnapshot(of: root)
        let dryRun = try workspace.binary.run(["upgrade", "--root", root.path, "--dry-run"])
        XCTAssertTrue(dryRun.stdout.contains("dry run, nothing written: 1 create, 6 update\n"
                                             + "would record what scaffold generated at 23 paths under .scaffold/base/: the bases of later merges; commit them\n"),
                      dryRun.transcript)
        XCTAssertEqual(try TreeSnapshot(of: root).changedPaths(since: before), [])

        let output = try workspace.binary.run(["upgrade", "--root", root.path, "--json"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let report = try WriteReportReader.read(output)
        let changedResults = report.results.filter { $0.status != .identical }
        XCTAssertEqual(changedResults.map(\.path).sorted(), storeChanges, "only the migrating store changed:\n\(output.stdout)")
        XCTAssertTrue(changedResults.allSatisfy { $0.status == .update || $0.status == .create }, "\(changedResults)")
        let after = try TreeSnapshot(of: root)
        let changed = after.changedPaths(since: before)
        XCTAssertTrue(changed.allSatisfy { $0.hasPrefix(MergeBase.folder + "/") || $0 == ".scaffold/manifest.json" || storeChanges.contains($0) },
                      "\(changed)")
        for edit in LegacyProject.edits {
            XCTAssertEqual(after.text(MergeBase.path(for: edit.path)), try String(contentsOf: LegacyProject.fixture.appendingPathComponent(edit.path), encoding: .utf8),
                           "the base of an edited file is what 897fb66 wrote: \(edit.path)")
        }
        let text = try workspace.binary.run(["upgrade", "--root", root.path])
        XCTAssertEqual(text.stdout, "Regenerated from their records: Wallet\nno file to change: this scaffold generates what the one that wrote them did\n",
                       "the bases are recorded once:\n\(text.transcript)")

        // The next release (template overrides here) merges from those bases.
        try LegacyProject.overrideTemplates(root, binary: workspace.binary)
        let upgraded = try workspace.binary.run(["upgrade", "--root", root.path])

        XCTAssertEqual(upgraded.exitCode, 0, upgraded.transcript)
        for edit in LegacyProject.edits {
            XCTAssertTrue(upgraded.stdout.contains("merge      \(edit.path)"), upgraded.transcript)
        }
        XCTAssertTrue(upgraded.stdout.hasPrefix("Regenerated from their records: Wallet\n"), upgraded.transcript)
        try LegacyProject.assertUpgraded(root)
    }

    func testWithoutAnyBaseEveryDifferenceIsAConflictAndNothingIsLost() throws {
        let (workspace, root) = try legacy("upgrade-no-base")
        try LegacyProject.edit(root)
        try LegacyProject.overrideTemplates(root, binary: workspace.binary)
        let edited = try TreeSnapshot(of: root)

        let dryRun = try workspace.binary.run(["upgrade", "--root", root.path, "--dry-run"])
        XCTAssertEqual(dryRun.exitCode, 3, dryRun.transcript)
        XCTAssertEqual(try TreeSnapshot(of: root).changedPaths(since: edited), [], "a dry run writes nothing")

        let output = try workspace.binary.run(["upgrade", "--root", root.path])

        XCTAssertEqual(output.exitCode, 3, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: error: 5 files merged with conflicts to resolve; every other file was written"),
                      output.transcript)
        for edit in LegacyProject.edits {
            XCTAssertTrue(output.stdout.contains("conflict   \(edit.path)\n             your edits overlap scaffold's changes: resolve the conflicts at line"),
                          output.transcript)
            let text = try XCTUnwrap(try TreeSnapshot(of: root).text(edit.path))
            XCTAssertTrue(text.contains("<<<<<<< yours\n") && text.contains(">>>>>>> generated now\n"), text)
            XCTAssertFalse(text.contains("|||||||"), "no base, no base section:\n\(text)")
        }
        let backup = try XCTUnwrap(output.stdout.split(separator: "\n").first { $0.hasPrefix("kept a copy of the 5 files merged") })
        let folder = String(backup.split(separator: " ").last ?? "").dropLast()
        for edit in LegacyProject.edits {
            XCTAssertEqual(try TreeSnapshot(of: root).files["\(folder)/\(edit.path)"]?.contents, edited.files[edit.path]?.contents)
        }

        // Unresolved, the next run refuses; resolved (here: the person's side), it merges from the new base.
        let again = try workspace.binary.run(["upgrade", "--root", root.path])
        XCTAssertEqual(again.exitCode, 3, again.transcript)
        XCTAssertTrue(again.stderr.contains("5 files still hold the conflict markers of an earlier run; nothing was written"), again.transcript)
        for edit in LegacyProject.edits {
            let file = root.appendingPathComponent(edit.path)
            try Self.keepYours(String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
        let resolved = try workspace.binary.run(["upgrade", "--root", root.path])
        XCTAssertEqual(resolved.exitCode, 0, resolved.transcript)
    }

    func testAFeatureRunAfterASpecChangeMergesFromTheFeatureRenderedAsRecorded() throws {
        let (workspace, root) = try legacy("legacy-feature")
        try LegacyProject.edit(root)
        try LegacyProject.overrideWith897fb66Templates(root, binary: workspace.binary)
        let spec = root.appendingPathComponent("Specs/Wallet.yml")
        let text = try String(contentsOf: spec, encoding: .utf8)
        try text.replacingOccurrences(of: "  - { name: balance, type: Decimal }\n",
                                      with: "  - { name: balance, type: Decimal }\n  - { name: currency, type: String, default: \"EUR\" }\n  - { name: note, type: String? }\n")
            .write(to: spec, atomically: true, encoding: .utf8)

        let output = try workspace.binary.run(["feature", "Wallet"], in: root)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        for path in [LegacyProject.model, LegacyProject.form] {
            XCTAssertTrue(output.stdout.contains("merge      \(path)"), output.transcript)
        }
        let model = try String(contentsOf: root.appendingPathComponent(LegacyProject.model), encoding: .utf8)
        XCTAssertTrue(model.contains("    var currency: String\n    var note: String?\n"), model)
        XCTAssertTrue(model.contains("var summary: String"), model)
        let form = try String(contentsOf: root.appendingPathComponent(LegacyProject.form), encoding: .utf8)
        XCTAssertTrue(form.contains("Section(\"Wallet\")") && form.contains("viewModel.draft.currency"), form)
    }

    func testWithoutGitAnEditedFileStopsTheRunAndSaysWhy() throws {
        let (workspace, root) = try legacy("no-git")
        try LegacyProject.edit(root)
        try LegacyProject.overrideTemplates(root, binary: workspace.binary)
        let before = try TreeSnapshot(of: root)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/nonexistent"
        environment["NO_COLOR"] = "1"

        let output = try ProcessRunner.run(workspace.binary.url, ["upgrade", "--root", root.path], environment: environment)

        XCTAssertEqual(output.exitCode, 3, output.transcript)
        XCTAssertTrue(output.stderr.contains("5 edited files cannot be merged: git was not found on PATH"), output.transcript)
        XCTAssertTrue(output.stderr.contains("hint: install git"), output.transcript)
        XCTAssertEqual(try TreeSnapshot(of: root).changedPaths(since: before), [], "nothing written")
    }

    func testAProjectWithoutRecordedFeaturesHasNothingToUpgrade() throws {
        let workspace = try Workspace("upgrade-nothing")
        let output = try workspace.binary.run(["upgrade", "--root", "project"], in: workspace.directory.url)
        XCTAssertEqual(output.exitCode, 66, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: error: no feature to upgrade"), output.transcript)
    }

    /// The conflicts resolved by keeping the person's side of each.
    static func keepYours(_ text: String) -> String {
        var lines: [Substring] = []
        var side: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<<<<<<< ") { side = 0; continue }
            if line.hasPrefix("||||||| ") || line == "=======" { side = 1; continue }
            if line.hasPrefix(">>>>>>> ") { side = nil; continue }
            if side == nil || side == 0 { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }
}
