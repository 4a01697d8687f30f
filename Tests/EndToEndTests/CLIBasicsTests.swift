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

    func testPlanExplainsThatDoubtMakesCompleteAUseCaseAndWritesNothing() throws {
        let workspace = try Workspace("plan")
        let spec = try workspace.copyFixture("Reminder.yml")

        let output = try workspace.run(["plan", "--spec", spec, "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let decision = Self.section(of: output.stdout, from: "complete")
        XCTAssertTrue(decision.contains("UseCase"), "no UseCase decision for `complete`:\n\(output.stdout)")
        XCTAssertTrue(decision.lowercased().contains("doubt"), "the `complete` decision does not cite doubt:\n\(output.stdout)")
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty, "plan wrote files")
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
