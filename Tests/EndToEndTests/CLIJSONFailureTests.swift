import Foundation
import XCTest

/// Machine-readable failures: with `--json` every failure is one JSON object on stdout (code, kind, message,
/// location, hint) with the documented exit code, and `--dry-run` exits with the code the real run would.
final class CLIJSONFailureTests: XCTestCase {
    func testAConflictIsAJSONObjectWithExitCodeThree() throws {
        let workspace = try conflicted()
        let output = try workspace.feature(spec: "specs/Note.yml", ["--json"])
        XCTAssertEqual(output.exitCode, 3, output.transcript)
        let error = try output.jsonError()
        XCTAssertEqual(error["code"] as? Int, 3)
        XCTAssertEqual(error["kind"] as? String, "conflictsToResolve")
        let location = try XCTUnwrap(error["location"] as? [String: Any], output.stdout)
        XCTAssertEqual(location["file"] as? String, "Sources/App/Models/Note.swift")
        XCTAssertNotNil(location["line"] as? Int, "the first conflict's line:\n\(output.stdout)")
        XCTAssertEqual(error["details"] as? [String], ["Sources/App/Models/Note.swift"])
        XCTAssertTrue((error["hint"] as? String)?.contains("<<<<<<< yours") == true, output.stdout)
        XCTAssertTrue((error["message"] as? String)?.hasPrefix("1 file merged with conflicts to resolve") == true, output.stdout)
        let report = try XCTUnwrap(try output.jsonObject()["report"] as? [String: Any], output.stdout)
        let results = try XCTUnwrap(report["results"] as? [[String: Any]])
        let model = try XCTUnwrap(results.first { $0["path"] as? String == "Sources/App/Models/Note.swift" })
        XCTAssertEqual(model["status"] as? String, "conflict")
        XCTAssertEqual((model["conflicts"] as? [[String: Int]])?.first?["first"], location["line"] as? Int, output.stdout)
    }

    func testAFileScaffoldDidNotWriteIsARefusalWithItsOwnKind() throws {
        let workspace = try Workspace("json-not-scaffolds")
        let spec = try workspace.writeSpec(CLIRerunTests.noteSpec, named: "Note.yml")
        try workspace.directory.write("// a person's file\n", to: "project/Sources/App/Models/Note.swift")
        let before = try workspace.projectSnapshot()

        let output = try workspace.feature(spec: spec, ["--json"])

        XCTAssertEqual(output.exitCode, 3, output.transcript)
        let error = try output.jsonError()
        XCTAssertEqual(error["kind"] as? String, "conflicts")
        XCTAssertTrue((error["message"] as? String)?.hasPrefix("1 generated file was edited") == true, output.stdout)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "a refusal writes nothing")
    }

    func testASpecErrorIsAJSONObjectWithItsLocation() throws {
        let workspace = try Workspace("json-spec-error")
        let spec = try workspace.writeSpec("feature: Note\nfeilds:\n  - { name: title, type: String }\n", named: "Note.yml")
        let output = try workspace.feature(spec: spec, ["--json"])
        XCTAssertEqual(output.exitCode, 65, output.transcript)
        let error = try output.jsonError()
        XCTAssertEqual(error["kind"] as? String, "invalidSpec")
        XCTAssertTrue(error["hint"] is NSNull, "every key is there, null when empty:\n\(output.stdout)")
        let location = try XCTUnwrap(error["location"] as? [String: Any])
        XCTAssertEqual(location["file"] as? String, "specs/Note.yml")
        XCTAssertEqual(location["line"] as? Int, 1, "the first problem: `fields` is missing")
        let diagnostics = try XCTUnwrap(error["diagnostics"] as? [[String: Any]])
        XCTAssertTrue(diagnostics.contains { ($0["hint"] as? String)?.contains("did you mean `fields`?") == true }, output.stdout)
    }

    func testADryRunExitsWithTheCodeTheRealRunWould() throws {
        let workspace = try conflicted()
        let before = try workspace.projectSnapshot()

        let dryRun = try workspace.feature(spec: "specs/Note.yml", ["--dry-run"])

        XCTAssertEqual(dryRun.exitCode, 3, dryRun.transcript)
        XCTAssertTrue(dryRun.stdout.contains("conflict   Sources/App/Models/Note.swift"), "the report and diff are still shown:\n\(dryRun.transcript)")
        XCTAssertTrue(dryRun.stdout.contains("+<<<<<<< yours"), "the diff shows the conflict as it would be written:\n\(dryRun.transcript)")
        XCTAssertTrue(dryRun.stderr.contains("scaffold: error: 1 file would be merged with conflicts to resolve"), dryRun.transcript)
        let json = try workspace.feature(spec: "specs/Note.yml", ["--dry-run", "--json"])
        XCTAssertEqual(json.exitCode, 3, json.transcript)
        let object = try json.jsonObject()
        XCTAssertNotNil(object["report"], "the dry run's report and its failure are one object")
        XCTAssertEqual((object["error"] as? [String: Any])?["code"] as? Int, 3)
        XCTAssertEqual(try workspace.run(["feature", "--spec", "specs/Note.yml", "--root", "project", "--dry-run", "--skip-conflicts"]).exitCode, 0)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [])
    }

    func testStaleMocksUnderCheckAreOneJSONObject() throws {
        let workspace = try Workspace("json-mocks-check")
        try workspace.directory.write("/// @mockable\nprotocol Clock { func now() -> Int }\n", to: "project/Sources/App/Clock.swift")
        let output = try workspace.run(["mocks", "--root", "project", "--check", "--json"])
        XCTAssertEqual(output.exitCode, 1, output.transcript)
        let object = try output.jsonObject()
        XCTAssertEqual((object["problems"] as? [String])?.count, 1, output.stdout)
        XCTAssertEqual((object["error"] as? [String: Any])?["kind"] as? String, "checkFailed")
    }

    /// Note generated from a spec, its model edited by hand where the new field goes, the spec given one more field.
    private func conflicted() throws -> Workspace {
        let workspace = try Workspace("json-conflict")
        let spec = try workspace.writeSpec(CLIRerunTests.noteSpec, named: "Note.yml")
        XCTAssertEqual(try workspace.feature(spec: spec).exitCode, 0)
        let model = "project/Sources/App/Models/Note.swift"
        let text = try String(contentsOf: workspace.directory.path(model), encoding: .utf8)
        try workspace.directory.write(text.replacingOccurrences(of: "    var content: String?\n", with: "    var content: String? // mine\n"), to: model)
        try workspace.writeSpec(CLIRerunTests.noteSpecWithPinned, named: "Note.yml")
        return workspace
    }
}
