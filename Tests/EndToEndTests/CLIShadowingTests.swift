import Foundation
import XCTest

/// An entity named like a framework type, added after another feature, as a user does it with the built binary:
/// `plan` says which of the earlier feature's files the run regenerates; `feature` regenerates them in the same
/// run (or refuses, writing nothing, when one was edited); `destroy` spells the name plainly again. The whole
/// project is built by `NamesTests`, which adds such entities after earlier features in every preset.
final class CLIShadowingTests: XCTestCase {
    private let listView = "Sources/App/Views/WalletListView.swift"

    private func walletThen(_ name: String) throws -> Workspace {
        let workspace = try Workspace("shadowing-\(name)")
        let wallet = try workspace.run(["feature", "Wallet", "name:String", "openedAt:Date", "--root", "project"])
        XCTAssertEqual(wallet.exitCode, 0, wallet.transcript)
        return workspace
    }

    private func text(_ workspace: Workspace, _ path: String) throws -> String {
        try XCTUnwrap(workspace.projectSnapshot().text(path), path)
    }

    func testPlanShowsTheRegeneratedFilesAndFeatureWritesThemInTheSameRun() throws {
        let workspace = try walletThen("task")
        XCTAssertTrue(Self.spellsTaskPlainly(try text(workspace, listView)))

        let plan = try workspace.run(["plan", "Task", "title:String", "--root", "project"])
        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains("  - entity Task shadows Swift's `Task` in the whole module: Wallet is regenerated from "
            + "Specs/Wallet.yml to spell it `Swift.Task`"), plan.stdout)
        XCTAssertTrue(plan.stdout.contains("update     \(listView)"), plan.stdout)
        let json = try workspace.run(["plan", "Task", "title:String", "--root", "project", "--json"]).jsonObject()
        let regenerated = try XCTUnwrap((json["plan"] as? [String: Any])?["regenerated"] as? [[String: Any]], "\(json)")
        XCTAssertEqual(regenerated.first?["name"] as? String, "Wallet")
        XCTAssertTrue((regenerated.first?["files"] as? [String])?.contains(listView) == true, "\(regenerated)")

        let output = try workspace.run(["feature", "Task", "title:String", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: note: entity Task shadows Swift's `Task`"), output.transcript)
        XCTAssertTrue(output.stdout.contains("update     \(listView)"), output.transcript)
        XCTAssertTrue(try text(workspace, listView).contains("Swift.Task {"))
        XCTAssertFalse(Self.spellsTaskPlainly(try text(workspace, listView)))
    }

    func testAnEditedFileOfTheEarlierFeatureIsAConflictAndNothingIsWritten() throws {
        let workspace = try walletThen("edited")
        let edited = workspace.project.appendingPathComponent(listView)
        try (try text(workspace, listView) + "// mine\n").write(to: edited, atomically: true, encoding: .utf8)
        let before = try workspace.projectSnapshot()

        let output = try workspace.run(["feature", "Task", "title:String", "--root", "project"])

        XCTAssertEqual(output.exitCode, 3, output.transcript)
        XCTAssertTrue(output.stdout.contains("conflict   \(listView)"), output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: note: \(listView) (Wallet) is regenerated because entity Task shadows"), output.transcript)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "nothing is written")

        let forced = try workspace.run(["feature", "Task", "title:String", "--root", "project", "--force"])
        XCTAssertEqual(forced.exitCode, 0, forced.transcript)
        XCTAssertTrue(try text(workspace, listView).contains("Swift.Task {"))
        XCTAssertTrue(forced.stdout.contains(".scaffold/backup/"), "the edited file is kept under the backup folder:\n\(forced.transcript)")
    }

    func testDestroyingTheEntitySpellsTheNamePlainlyAgainAndItIsNoDependent() throws {
        let workspace = try walletThen("destroy")
        let wallet = try text(workspace, listView)
        XCTAssertEqual(try workspace.run(["feature", "Task", "title:String", "--root", "project"]).exitCode, 0)

        // `Swift.Task` in Wallet's files names the framework's, not the entity: Wallet does not use Task.
        let output = try workspace.run(["destroy", "feature", "Task", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: note: without entity Task, Swift's `Task` is no longer shadowed: Wallet is regenerated"),
                      output.transcript)
        XCTAssertTrue(output.stdout.contains("update     \(listView)"), output.transcript)
        XCTAssertEqual(try text(workspace, listView), wallet, "as it was before Task")
    }

    func testAnEntityNamedLikeNoTypeGeneratedCodeNamesRegeneratesNothing() throws {
        let workspace = try walletThen("color")
        let before = try workspace.projectSnapshot()

        let output = try workspace.run(["feature", "Color", "hex:String", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(output.stderr.contains("shadows"), output.transcript)
        XCTAssertFalse(try workspace.projectSnapshot().changedPaths(since: before).contains { $0.contains("Wallet") })
    }

    /// `Task {` not after a `.`: the Task of the module, whichever it is.
    private static func spellsTaskPlainly(_ text: String) -> Bool {
        text.range(of: #"(?<![.\w])Task \{"#, options: .regularExpression) != nil
    }
}
