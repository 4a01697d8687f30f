import Foundation
import XCTest

/// Overwrites are recoverable: `--force` keeps every edited file it overwrites under `.scaffold/backup/<time>/` and
/// says where; `--skip-conflicts` warns when what it kept leaves the rest of the slice unable to build.
final class CLIOverwriteSafetyTests: XCTestCase {
    private let model = "Sources/App/Models/Note.swift"
    /// On the line after which the new field goes: merged, it is a conflict.
    private let edit = "    var content: String? // edited by hand\n"

    private func editedProject() throws -> Workspace {
        let workspace = try Workspace("overwrite")
        let spec = try workspace.writeSpec(CLIRerunTests.noteSpec, named: "Note.yml")
        XCTAssertEqual(try workspace.feature(spec: spec).exitCode, 0)
        let original = try XCTUnwrap(workspace.projectSnapshot().text(model))
        XCTAssertTrue(original.contains("    var content: String?\n"), original)
        try workspace.directory.write(original.replacingOccurrences(of: "    var content: String?\n", with: edit), to: "project/\(model)")
        try workspace.writeSpec(CLIRerunTests.noteSpecWithPinned, named: "Note.yml")
        return workspace
    }

    func testForceKeepsACopyOfTheEditAndSaysWhere() throws {
        let workspace = try editedProject()
        let edited = try XCTUnwrap(workspace.projectSnapshot().text(model))

        let output = try workspace.feature(spec: "specs/Note.yml", ["--force"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("force      \(model)"), output.transcript)
        let line = try XCTUnwrap(output.stdout.split(separator: "\n").first { $0.hasPrefix("kept a copy of the file --force overwrote in ") },
                                 output.transcript)
        let folder = String(line.dropFirst("kept a copy of the file --force overwrote in ".count).dropLast())
        XCTAssertTrue(folder.hasPrefix(".scaffold/backup/"), folder)
        let after = try workspace.projectSnapshot()
        XCTAssertEqual(after.text("\(folder)/\(model)"), edited, "the overwritten edit is kept, byte for byte")
        XCTAssertFalse(after.text(model)?.contains(edit) ?? true)
        XCTAssertEqual(after.paths.filter { $0.hasPrefix(".scaffold/backup/") && !$0.hasSuffix(".gitignore") }, ["\(folder)/\(model)"],
                       "only the edited file is copied")
    }

    func testForceWithJSONNamesTheBackupFolder() throws {
        let workspace = try editedProject()
        let output = try workspace.feature(spec: "specs/Note.yml", ["--force", "--json"])
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let report = try XCTUnwrap(try output.jsonObject()["report"] as? [String: Any])
        XCTAssertTrue((report["backup"] as? String)?.hasPrefix(".scaffold/backup/") == true, output.stdout)
    }

    func testSkippingTheEditedModelWhileItsUsersChangeIsAWarning() throws {
        let workspace = try editedProject()

        let output = try workspace.feature(spec: "specs/Note.yml", ["--skip-conflicts"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("skip       \(model)\n             your edits overlap scaffold's changes"), output.transcript)
        XCTAssertTrue(output.stderr.contains("scaffold: warning: \(model) was skipped as edited, but"), output.transcript)
        XCTAssertTrue(output.stderr.contains("`pinned`"), output.transcript)
        XCTAssertTrue(output.stderr.contains("hint: the project will not build until"), output.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().text(model)?.contains(edit) ?? false, "the edit is kept")
    }

    func testAMergeKeepsACopyOfTheEditedFileAsItWas() throws {
        let workspace = try Workspace("overwrite-merge")
        let spec = try workspace.writeSpec(CLIRerunTests.noteSpec, named: "Note.yml")
        XCTAssertEqual(try workspace.feature(spec: spec).exitCode, 0)
        let edited = "// mine\n" + (try XCTUnwrap(workspace.projectSnapshot().text(model)))
        try workspace.directory.write(edited, to: "project/\(model)")
        try workspace.writeSpec(CLIRerunTests.noteSpecWithPinned, named: "Note.yml")

        let output = try workspace.feature(spec: spec)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("merge      \(model)"), output.transcript)
        let prefix = "kept a copy of the file merged, as you left it, in "
        let line = try XCTUnwrap(output.stdout.split(separator: "\n").first { $0.hasPrefix(prefix) }, output.transcript)
        let folder = String(line.dropFirst(prefix.count).dropLast())
        XCTAssertEqual(try workspace.projectSnapshot().text("\(folder)/\(model)"), edited, "the file as it was before the merge")
    }
}
