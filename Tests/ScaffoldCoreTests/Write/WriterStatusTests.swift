import Foundation
import ScaffoldCore
import XCTest

/// Statuses of regenerated and create-only files: create, identical, update, conflict, force, skip.
final class WriterStatusTests: WriteTestCase {
    private let first = [
        "Sources/App/Wallet/WalletView.swift": "struct WalletView {}\n",
        "Sources/App/Wallet/WalletViewModel.swift": "final class WalletViewModel {}\n",
    ]

    func testFirstRunCreatesFilesFoldersAndManifest() throws {
        let report = try apply(changes(first))
        XCTAssertEqual(report.results.map(\.status), [.create, .create])
        XCTAssertFalse(report.dryRun)
        XCTAssertEqual(text("Sources/App/Wallet/WalletView.swift"), "struct WalletView {}\n")
        let manifest = try writer.manifest()
        XCTAssertEqual(manifest.paths(inGroup: "feature:Wallet"), first.keys.sorted())
        XCTAssertEqual(
            manifest.files["Sources/App/Wallet/WalletView.swift"]?.sha256, ContentHash.hex(Data("struct WalletView {}\n".utf8)))
        XCTAssertEqual(manifest.groups, ["feature:Wallet"])
    }

    func testManifestIsSortedPrettyJSON() throws {
        try apply(changes(["b.swift": "b\n", "a/c.swift": "c\n"], group: "mocks"))
        let hashB = ContentHash.hex(Data("b\n".utf8)), hashC = ContentHash.hex(Data("c\n".utf8))
        XCTAssertEqual(
            text(".scaffold/manifest.json"),
            """
            {
              "files" : {
                "a/c.swift" : {
                  "group" : "mocks",
                  "sha256" : "\(hashC)"
                },
                "b.swift" : {
                  "group" : "mocks",
                  "sha256" : "\(hashB)"
                }
              },
              "version" : 1
            }

            """)
    }

    func testReRunWithSameInputTouchesNothing() throws {
        try apply(changes(first))
        let before = try snapshot()
        let report = try apply(changes(first))
        XCTAssertEqual(report.results.map(\.status), [.identical, .identical])
        XCTAssertEqual(try snapshot(), before)
    }

    func testSpecChangeUpdatesAnUneditedFile() throws {
        try apply(changes(first))
        var next = first
        next["Sources/App/Wallet/WalletView.swift"] = "struct WalletView { var title = \"\" }\n"
        let report = try apply(changes(next))
        XCTAssertEqual(status(report, "Sources/App/Wallet/WalletView.swift"), .update)
        XCTAssertEqual(status(report, "Sources/App/Wallet/WalletViewModel.swift"), .identical)
        XCTAssertEqual(text("Sources/App/Wallet/WalletView.swift"), "struct WalletView { var title = \"\" }\n")
        // The manifest now knows the new bytes, so the next change is an update again, not a conflict.
        next["Sources/App/Wallet/WalletView.swift"] = "struct WalletView {}\n"
        XCTAssertEqual(status(try apply(changes(next)), "Sources/App/Wallet/WalletView.swift"), .update)
    }

    func testEditedFileIsAConflictAndNothingIsWritten() throws {
        try apply(changes(first))
        try put("Sources/App/Wallet/WalletView.swift", "struct WalletView { /* mine */ }\n")
        var next = first
        next["Sources/App/Wallet/WalletView.swift"] = "struct WalletView { var title = \"\" }\n"
        next["Sources/App/Wallet/WalletRepository.swift"] = "protocol WalletRepository {}\n"
        let before = try snapshot()
        let error = scaffoldError { try self.apply(self.changes(next)) }
        XCTAssertEqual(error, .conflicts(paths: ["Sources/App/Wallet/WalletView.swift"]))
        XCTAssertEqual(error?.exitCode, 3)
        XCTAssertEqual(try snapshot(), before)
    }

    func testFileScaffoldNeverWroteIsAConflict() throws {
        try put("Sources/App/Wallet/WalletView.swift", "// hand-written\n")
        let report = try apply(changes(first), WriteOptions(dryRun: true))
        let result = report.results.first { $0.path == "Sources/App/Wallet/WalletView.swift" }
        XCTAssertEqual(result?.status, .conflict)
        XCTAssertEqual(result?.note, "scaffold did not write this file (it is not in the manifest)")
    }

    func testForceOverwritesAConflict() throws {
        try apply(changes(first))
        try put("Sources/App/Wallet/WalletView.swift", "edited\n")
        let report = try apply(changes(first), WriteOptions(force: true))
        XCTAssertEqual(status(report, "Sources/App/Wallet/WalletView.swift"), .force)
        XCTAssertEqual(text("Sources/App/Wallet/WalletView.swift"), "struct WalletView {}\n")
        XCTAssertEqual(status(try apply(changes(first)), "Sources/App/Wallet/WalletView.swift"), .identical)
    }

    func testSkipConflictsKeepsTheEditAndWritesTheRest() throws {
        try apply(changes(first))
        try put("Sources/App/Wallet/WalletView.swift", "edited\n")
        var next = first
        next["Sources/App/Wallet/WalletView.swift"] = "struct WalletView { var title = \"\" }\n"
        next["Sources/App/Wallet/WalletViewModel.swift"] = "final class WalletViewModel { var count = 0 }\n"
        let report = try apply(changes(next), WriteOptions(skipConflicts: true))
        XCTAssertEqual(status(report, "Sources/App/Wallet/WalletView.swift"), .skip)
        XCTAssertEqual(status(report, "Sources/App/Wallet/WalletViewModel.swift"), .update)
        XCTAssertEqual(text("Sources/App/Wallet/WalletView.swift"), "edited\n")
        XCTAssertEqual(text("Sources/App/Wallet/WalletViewModel.swift"), "final class WalletViewModel { var count = 0 }\n")
        // The skipped file is still an edit of scaffold's earlier output: it stays a conflict next time.
        XCTAssertThrowsError(try apply(changes(next)))
    }

    func testSkipConflictsWinsOverForce() throws {
        try apply(changes(first))
        try put("Sources/App/Wallet/WalletView.swift", "edited\n")
        let report = try apply(changes(first), WriteOptions(force: true, skipConflicts: true))
        XCTAssertEqual(status(report, "Sources/App/Wallet/WalletView.swift"), .skip)
        XCTAssertEqual(text("Sources/App/Wallet/WalletView.swift"), "edited\n")
    }

    func testIdenticalFileOutsideTheManifestIsAdoptedWithoutBeingTouched() throws {
        try put("Sources/App/Wallet/WalletView.swift", "struct WalletView {}\n")
        let before = try snapshot()["Sources/App/Wallet/WalletView.swift"]
        let report = try apply(changes(first))
        XCTAssertEqual(status(report, "Sources/App/Wallet/WalletView.swift"), .identical)
        XCTAssertEqual(try snapshot()["Sources/App/Wallet/WalletView.swift"], before)
        XCTAssertEqual(try writer.manifest().files["Sources/App/Wallet/WalletView.swift"]?.group, "feature:Wallet")
    }

    func testCreateOnlyFilesAreWrittenOnceThenLeftAlone() throws {
        let project = ["Package.swift": "// swift-tools-version: 6.0\n"]
        XCTAssertEqual(try apply(changes(project, mode: .createOnly, group: "project")).results.map(\.status), [.create])
        XCTAssertEqual(try apply(changes(project, mode: .createOnly, group: "project")).results.map(\.status), [.identical])
        try put("Package.swift", "// swift-tools-version: 6.0\n// my targets\n")
        let changed = ["Package.swift": "// swift-tools-version: 6.1\n"]
        let report = try apply(changes(changed, mode: .createOnly, group: "project"))
        XCTAssertEqual(report.results.map(\.status), [.skip])
        XCTAssertEqual(text("Package.swift"), "// swift-tools-version: 6.0\n// my targets\n")
    }

    func testUpdateKeepsFilePermissions() throws {
        try apply(changes(["run.sh": "#!/bin/sh\necho 1\n"], group: "project"))
        let path = url("run.sh").path(percentEncoded: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try apply(changes(["run.sh": "#!/bin/sh\necho 2\n"], group: "project"))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o755)
        XCTAssertEqual(text("run.sh"), "#!/bin/sh\necho 2\n")
    }

    func testTwoFilesWithOnePathAreRejected() throws {
        let changeSet = ChangeSet(
            files: [GeneratedFile(path: "A.swift", contents: "1"), GeneratedFile(path: "A.swift", contents: "2")],
            group: "feature:Wallet")
        let error = scaffoldError { try self.apply(changeSet) }
        XCTAssertEqual(error?.exitCode, 78)
        XCTAssertFalse(exists("A.swift"))
    }

    func testRootThatDoesNotExistYetIsCreatedOnlyByARealRun() throws {
        let fresh = Writer(root: url("NewApp/Nested"))
        let changeSet = changes(["Package.swift": "// swift-tools-version: 6.0\n"], group: "project")
        XCTAssertEqual(try fresh.apply(changeSet, options: WriteOptions(dryRun: true)).results.map(\.status), [.create])
        XCTAssertFalse(exists("NewApp"))
        XCTAssertEqual(try fresh.apply(changeSet, options: WriteOptions()).results.map(\.status), [.create])
        XCTAssertEqual(text("NewApp/Nested/Package.swift"), "// swift-tools-version: 6.0\n")
        XCTAssertEqual(try fresh.manifest().paths(inGroup: "project"), ["Package.swift"])
    }
}
