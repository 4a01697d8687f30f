import Foundation
import FeatureKit
import ScaffoldCore
import XCTest

/// The binary's simple contracts: version, plan, dry run, unreadable input, bad usage.
final class CLIBasicsTests: XCTestCase {
    func testVersionPrintsTheLibraryVersion() throws {
        let output = try ScaffoldBinary.locate().run(["--version"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertEqual(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines), ScaffoldVersion.current)
    }

    func testPlanExplainsDecisionsAndEffectsAndWritesNothing() throws {
        let workspace = try Workspace("plan")
        XCTAssertEqual(try workspace.feature(spec: workspace.copyFixture("ReminderList.yml")).exitCode, 0)
        let spec = try workspace.copyFixture("Reminder.yml")
        let before = try workspace.projectSnapshot()

        let output = try workspace.run(["plan", "--spec", spec, "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let archive = Self.section(of: output.stdout, from: "archive")
        XCTAssertTrue(archive.contains("UseCase"), "no UseCase decision for `archive`:\n\(output.stdout)")
        XCTAssertTrue(archive.lowercased().contains("doubt"), "the `archive` decision does not cite doubt:\n\(output.stdout)")
        XCTAssertTrue(archive.contains("[effect] the spec states no effect for archive"), "plan hides that archive is unwritten:\n\(output.stdout)")
        XCTAssertTrue(Self.section(of: output.stdout, from: "complete").contains("[effect] sets isDone = true, doneAt = now"), output.stdout)
        XCTAssertTrue(Self.section(of: output.stdout, from: "move").contains("[effect] reads ReminderList"), output.stdout)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "plan wrote files")
    }

    func testDryRunCreatesNothingAtAll() throws {
        let workspace = try Workspace("dry-run")
        let spec = try workspace.copyFixture("Wallet.yml")

        let output = try workspace.feature(spec: spec, ["--dry-run"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("create"), "a dry run should list the files it would create:\n\(output.transcript)")
        let left = try FileManager.default.contentsOfDirectory(atPath: workspace.project.path)
        XCTAssertEqual(left, [], "a dry run left entries in the project root")
    }

    func testMissingSpecFileExitsSixtySix() throws {
        let workspace = try Workspace("missing-spec")

        let output = try workspace.feature(spec: "specs/Nowhere.yml")

        XCTAssertEqual(output.exitCode, 66, output.transcript)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error:"), output.transcript)
        XCTAssertTrue(output.stderr.contains("Nowhere.yml"), output.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty)
    }

    func testUnknownFlagIsBadUsage() throws {
        let workspace = try Workspace("bad-usage")

        let output = try workspace.run(["feature", "Wallet", "name:String", "--no-such-flag"])

        XCTAssertEqual(output.exitCode, 64, output.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty)
    }

    /// The text from the first line naming `operation` up to the next line naming another operation.
    static func section(of text: String, from operation: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { names(operation, in: $0) }) else { return "" }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { names(#"list|add|update|delete"#, in: $0) } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// Whether `line` has one of the `|`-separated words as a whole word.
    private static func names(_ words: String, in line: String) -> Bool {
        line.range(of: #"\b(\#(words))\b"#, options: .regularExpression) != nil
    }
}
