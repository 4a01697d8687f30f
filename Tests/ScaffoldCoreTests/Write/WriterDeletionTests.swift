import Foundation
import ScaffoldCore
import XCTest

/// Deletions, removing a group's files as `scaffold destroy` does, and reading the manifest.
final class WriterDeletionTests: WriteTestCase {
    private let wallet = [
        "Sources/App/Wallet/WalletView.swift": "struct WalletView {}\n",
        "Sources/App/Wallet/WalletViewModel.swift": "final class WalletViewModel {}\n",
        "Tests/AppTests/Wallet/WalletViewModelTests.swift": "final class WalletViewModelTests {}\n",
    ]

    func testUneditedDeletionIsRemovedWithItsEmptyFoldersAndEntry() throws {
        try apply(changes(["Mocks/Old/MockOld.swift": "old\n", "Mocks/MockKept.swift": "kept\n"], group: "mocks"))
        let report = try apply(changes(["Mocks/MockKept.swift": "kept\n"], deletions: ["Mocks/Old/MockOld.swift"], group: "mocks"))
        XCTAssertEqual(report.results.map(\.status), [.identical, .delete])
        XCTAssertFalse(exists("Mocks/Old/MockOld.swift"))
        XCTAssertFalse(exists("Mocks/Old"), "the folder left empty goes too")
        XCTAssertTrue(exists("Mocks/MockKept.swift"))
        XCTAssertEqual(try writer.manifest().paths(inGroup: "mocks"), ["Mocks/MockKept.swift"])
    }

    func testEditedDeletionIsKeptAndAbsentOneIsOmitted() throws {
        try apply(changes(["Mocks/MockA.swift": "a\n", "Mocks/MockB.swift": "b\n"], group: "mocks"))
        try put("Mocks/MockA.swift", "a, edited\n")
        try FileManager.default.removeItem(at: url("Mocks/MockB.swift"))
        let report = try apply(changes([:], deletions: ["Mocks/MockA.swift", "Mocks/MockB.swift", "Never.swift"], group: "mocks"))
        XCTAssertEqual(report.results.map(\.path), ["Mocks/MockA.swift"])
        XCTAssertEqual(report.results.first?.status, .keep)
        XCTAssertEqual(text("Mocks/MockA.swift"), "a, edited\n")
        // The entry of the vanished file is dropped; the kept file stays listed.
        XCTAssertEqual(try writer.manifest().paths(inGroup: "mocks"), ["Mocks/MockA.swift"])
    }

    func testDeletionNeverRemovesAnotherGroupsOrAPersonsFile() throws {
        try apply(changes(["Shared.swift": "s\n"], group: "feature:Profile"))
        try put("Mine.swift", "mine\n")
        let report = try apply(changes([:], deletions: ["Mine.swift", "Shared.swift"], group: "mocks"))
        XCTAssertEqual(report.results.map(\.status), [.keep, .keep])
        XCTAssertTrue(exists("Mine.swift") && exists("Shared.swift"))
    }

    func testRemoveGroupDeletesUneditedAndKeepsEdited() throws {
        try apply(changes(wallet))
        try apply(changes(["Sources/App/Profile/ProfileView.swift": "struct ProfileView {}\n"], group: "feature:Profile"))
        try put("Sources/App/Wallet/WalletViewModel.swift", "final class WalletViewModel { /* mine */ }\n")
        let report = try removeGroup("feature:Wallet", options: WriteOptions())
        XCTAssertEqual(report.paths(with: .delete), ["Sources/App/Wallet/WalletView.swift", "Tests/AppTests/Wallet/WalletViewModelTests.swift"])
        XCTAssertEqual(report.paths(with: .keep), ["Sources/App/Wallet/WalletViewModel.swift"])
        XCTAssertFalse(exists("Tests/AppTests"), "emptied folders are removed up to the root")
        XCTAssertTrue(exists("Sources/App/Wallet/WalletViewModel.swift"))
        XCTAssertTrue(exists("Sources/App/Profile/ProfileView.swift"))
        let manifest = try writer.manifest()
        XCTAssertEqual(manifest.paths(inGroup: "feature:Wallet"), ["Sources/App/Wallet/WalletViewModel.swift"])
        XCTAssertEqual(manifest.groups, ["feature:Profile", "feature:Wallet"])
    }

    func testRemoveGroupDryRunRemovesNothing() throws {
        try apply(changes(wallet))
        let before = try snapshot()
        let report = try removeGroup("feature:Wallet", options: WriteOptions(dryRun: true))
        XCTAssertEqual(report.paths(with: .delete).count, 3)
        XCTAssertTrue(report.results.allSatisfy { $0.diff != nil })
        XCTAssertEqual(try snapshot(), before)
    }

    func testRemovingAnUnknownGroupChangesNothing() throws {
        try apply(changes(wallet))
        let before = try snapshot()
        XCTAssertEqual(try removeGroup("feature:Nope", options: WriteOptions()).results, [])
        XCTAssertEqual(try snapshot(), before)
    }

    func testManifestOfAFreshProjectIsEmptyAndACorruptOneIsReported() throws {
        XCTAssertEqual(try writer.manifest(), Manifest())
        try put(".scaffold/manifest.json", "{ not json")
        let error = scaffoldError { _ = try self.writer.manifest() }
        XCTAssertEqual(error?.exitCode, 78)
        XCTAssertTrue(error?.message.contains(".scaffold/manifest.json") == true, error?.message ?? "")
        XCTAssertEqual(error?.diagnostics.first?.hint?.isEmpty, false)
        XCTAssertThrowsError(try apply(changes(["A.swift": "a\n"])))
        XCTAssertFalse(exists("A.swift"))
    }

    /// What `scaffold destroy` asks of the writer: every file of `group` the manifest lists, as deletions.
    private func removeGroup(_ group: String, options: WriteOptions) throws -> WriteReport {
        try writer.apply(ChangeSet(files: [], deletions: try writer.manifest().paths(inGroup: group), group: group), options: options)
    }
}
