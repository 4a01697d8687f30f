import Foundation
import ScaffoldCore
import XCTest

/// A dry run reports statuses and diffs and creates nothing at all.
final class WriterDryRunTests: WriteTestCase {
    func testDryRunOnAnEmptyProjectCreatesNothing() throws {
        let report = try apply(
            changes(["Sources/App/Wallet/WalletView.swift": "struct WalletView {}\n"]), WriteOptions(dryRun: true))
        XCTAssertTrue(report.dryRun)
        XCTAssertEqual(report.results.map(\.status), [.create])
        XCTAssertEqual(
            report.results.first?.diff,
            "--- a/Sources/App/Wallet/WalletView.swift\n+++ b/Sources/App/Wallet/WalletView.swift\n@@ -0,0 +1 @@\n+struct WalletView {}\n")
        XCTAssertEqual(try snapshot(), [:], "not even .scaffold or a folder may appear")
    }

    func testDryRunShowsUpdatesAndConflictsWithoutThrowing() throws {
        try apply(changes(["A.swift": "a1\n", "B.swift": "b1\n", "C.swift": "c\n"]))
        try put("B.swift", "mine\n")
        let before = try snapshot()
        let report = try apply(changes(["A.swift": "a2\n", "B.swift": "b2\n", "C.swift": "c\n"]), WriteOptions(dryRun: true))
        XCTAssertEqual(report.results.map(\.status), [.update, .conflict, .identical])
        XCTAssertEqual(report.results[0].diff, "--- a/A.swift\n+++ b/A.swift\n@@ -1 +1 @@\n-a1\n+a2\n")
        XCTAssertEqual(report.results[1].diff, "--- a/B.swift\n+++ b/B.swift\n@@ -1 +1 @@\n-mine\n+b2\n")
        XCTAssertNil(report.results[2].diff)
        XCTAssertEqual(try snapshot(), before)
    }

    func testDryRunWithForceAndDeletionsChangesNothing() throws {
        try apply(changes(["A.swift": "a\n", "Old/Gone.swift": "gone\n"]))
        try put("A.swift", "mine\n")
        let before = try snapshot()
        let report = try apply(
            changes(["A.swift": "a\n"], deletions: ["Old/Gone.swift"]), WriteOptions(dryRun: true, force: true))
        XCTAssertEqual(report.results.map(\.status), [.force, .delete])
        XCTAssertEqual(report.results[1].diff, "--- a/Old/Gone.swift\n+++ b/Old/Gone.swift\n@@ -1 +0,0 @@\n-gone\n")
        XCTAssertEqual(try snapshot(), before)
    }

    func testRealRunsCarryNoDiffs() throws {
        let report = try apply(changes(["A.swift": "a\n"]))
        XCTAssertNil(report.results.first?.diff)
    }
}
