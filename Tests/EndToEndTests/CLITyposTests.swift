import Foundation
import XCTest

/// Typos are caught before anything is written: operation names near a built-in one, subcommands, option values
/// and option names, each with a did-you-mean, said `scaffold: error: …` with a hint and exit code 64 or 65.
final class CLITyposTests: XCTestCase {
    private func assertRefused(
        _ output: ProcessOutput, code: Int32, saying expected: [String], in workspace: Workspace, line: UInt = #line
    ) throws {
        XCTAssertEqual(output.exitCode, code, output.transcript, line: line)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error: "), output.transcript, line: line)
        XCTAssertTrue(output.stderr.contains("\n    hint: "), "every error has a hint:\n\(output.transcript)", line: line)
        for text in expected { XCTAssertTrue(output.stderr.contains(text), "missing \(text):\n\(output.transcript)", line: line) }
        XCTAssertFalse(output.stderr.contains("Error:"), "ArgumentParser's own wording:\n\(output.transcript)", line: line)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty, "a typo wrote files", line: line)
    }

    func testOperationNamesNearABuiltInOneAreTypos() throws {
        let workspace = try Workspace("typo-operations")
        let output = try workspace.run(["feature", "Wallet", "name:String", "--operations", "list,creat,delet", "--root", "project"])
        try assertRefused(output, code: 65, saying: [
            "unknown operation `creat`", "did you mean `create`?", "unknown operation `delet`", "did you mean `delete`?", "`creat:custom`",
        ], in: workspace)
    }

    func testACustomOperationIsSpelledOutAsOne() throws {
        let workspace = try Workspace("custom-operation")
        let bare = try workspace.run(["feature", "Wallet", "name:String", "--operations", "list,archive", "--root", "project"])
        try assertRefused(bare, code: 65, saying: ["`archive` is not a built-in operation", "write `archive:custom`"], in: workspace)

        let spelled = try workspace.run(["plan", "Wallet", "name:String", "--operations", "list,archive:custom", "--root", "project"])
        XCTAssertEqual(spelled.exitCode, 0, spelled.transcript)
        XCTAssertTrue(spelled.stdout.contains("archive"), spelled.transcript)
        XCTAssertTrue(spelled.stdout.contains("UseCase"), spelled.transcript)
    }

    func testASubcommandTypoIsCaught() throws {
        let workspace = try Workspace("typo-command")
        try assertRefused(try workspace.run(["feture", "Wallet", "name:String", "--root", "project"]), code: 64,
                          saying: ["unknown command 'feture'", "did you mean `feature`?"], in: workspace)
        try assertRefused(try workspace.run(["templates", "ejct", "Model", "--root", "project"]), code: 64,
                          saying: ["unknown command 'templates ejct'", "did you mean `eject`?"], in: workspace)
        try assertRefused(try workspace.run(["destroy", "featur", "Wallet", "--root", "project"]), code: 64,
                          saying: ["unknown kind 'featur'", "did you mean `feature`?"], in: workspace)
    }

    func testOptionValueTyposAreCaught() throws {
        let workspace = try Workspace("typo-values")
        try assertRefused(try workspace.run(["feature", "Wallet", "name:String", "--preset", "layerd", "--root", "project"]), code: 64,
                          saying: ["--preset does not take 'layerd'", "did you mean `layered`? presets: layered, features, clean, mvvm"],
                          in: workspace)
        try assertRefused(try workspace.run(["feature", "Wallet", "name:String", "--persistence=jsn", "--root", "project"]), code: 64,
                          saying: ["--persistence does not take 'jsn'", "did you mean `json`?"], in: workspace)
        try assertRefused(try workspace.run(["init", "Demo", "--project", "xcodegn", "--root", "project"]), code: 64,
                          saying: ["did you mean `xcodegen`?"], in: workspace)
    }

    func testUsageErrorsReadLikeEveryOtherError() throws {
        let workspace = try Workspace("usage-errors")
        try assertRefused(try workspace.run(["feature", "Wallet", "name:String", "--forse", "--root", "project"]), code: 64,
                          saying: ["unknown option '--forse'", "did you mean '--force'", "`scaffold feature --help`"], in: workspace)
        try assertRefused(try workspace.run(["feature", "--root", "project"]), code: 64,
                          saying: ["missing feature name"], in: workspace)

        let json = try workspace.run(["feature", "Wallet", "--forse", "--json"])
        XCTAssertEqual(json.exitCode, 64, json.transcript)
        let error = try json.jsonError()
        XCTAssertEqual(error["code"] as? Int, 64)
        XCTAssertEqual(error["kind"] as? String, "usage")
        XCTAssertTrue((error["hint"] as? String)?.contains("--force") == true, json.stdout)
    }
}
