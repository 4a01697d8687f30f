import Foundation
@testable import ScaffoldCore
import XCTest

/// `--force` keeps what it overwrites under `.scaffold/backup/<time>/`, and `--skip-conflicts` says when what it
/// kept leaves the rest unable to build.
final class WriterBackupTests: WriteTestCase {
    func testForceKeepsACopyOfEveryOverwrittenEditedFile() throws {
        try apply(changes(["Sources/App/Note.swift": "struct Note {}\n", "Sources/App/NoteView.swift": "struct NoteView {}\n"]))
        try put("Sources/App/Note.swift", "struct Note { var mine = 1 }\n")
        let report = try apply(changes(["Sources/App/Note.swift": "struct Note { var title = \"\" }\n",
                                        "Sources/App/NoteView.swift": "struct NoteView { }\n"]), WriteOptions(force: true))
        XCTAssertEqual(status(report, "Sources/App/Note.swift"), .force)
        XCTAssertEqual(status(report, "Sources/App/NoteView.swift"), .update)
        let backup = try XCTUnwrap(report.backup)
        XCTAssertTrue(backup.hasPrefix(".scaffold/backup/"), backup)
        XCTAssertNotNil(backup.range(of: #"^\.scaffold/backup/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?$"#, options: .regularExpression), backup)
        XCTAssertEqual(text("\(backup)/Sources/App/Note.swift"), "struct Note { var mine = 1 }\n", "the edit is one cp away")
        XCTAssertFalse(exists("\(backup)/Sources/App/NoteView.swift"), "an unedited file needs no copy")
        XCTAssertEqual(text(".scaffold/backup/.gitignore")?.hasSuffix("*\n"), true, "copies are never committed")
        XCTAssertFalse(try writer.manifest().files.keys.contains { $0.hasPrefix(".scaffold/") }, "copies are not generated files")
    }

    func testTwoForcedRunsInOneSecondKeepTwoFolders() throws {
        try apply(changes(["A.swift": "a\n"]))
        try put("A.swift", "mine 1\n")
        let first = try apply(changes(["A.swift": "b\n"]), WriteOptions(force: true))
        try put("A.swift", "mine 2\n")
        let second = try apply(changes(["A.swift": "c\n"]), WriteOptions(force: true))
        XCTAssertNotEqual(first.backup, second.backup)
        XCTAssertEqual(text("\(try XCTUnwrap(first.backup))/A.swift"), "mine 1\n")
        XCTAssertEqual(text("\(try XCTUnwrap(second.backup))/A.swift"), "mine 2\n")
    }

    func testNoBackupWithoutAnOverwriteOrInADryRun() throws {
        try apply(changes(["A.swift": "a\n"]))
        XCTAssertNil(try apply(changes(["A.swift": "b\n"]), WriteOptions(force: true)).backup)
        try put("A.swift", "mine\n")
        XCTAssertNil(try apply(changes(["A.swift": "c\n"]), WriteOptions(dryRun: true, force: true)).backup)
        XCTAssertFalse(exists(".scaffold/backup"))
    }

    func testSkippingTheModelWhileItsUsersChangeIsAWarning() throws {
        try apply(changes(["Models/Note.swift": "struct Note {\n    var title: String\n}\n",
                           "Views/NoteRow.swift": "struct NoteRow { let note: Note; var body: String { note.title } }\n"]))
        try put("Models/Note.swift", "// mine\nstruct Note {\n    var title: String\n}\n")
        let next = changes(["Models/Note.swift": "struct Note {\n    var title: String\n    var pinned: Bool\n}\n",
                            "Views/NoteRow.swift": "struct NoteRow { let note: Note; var body: String { note.pinned ? note.title : \"\" } }\n"])
        let report = try apply(next, WriteOptions(skipConflicts: true))
        XCTAssertEqual(status(report, "Models/Note.swift"), .skip)
        let warnings = SkipImpact.warnings(for: next, report: report, root: root)
        XCTAssertEqual(warnings.count, 1)
        let warning = try XCTUnwrap(warnings.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertTrue(warning.message.contains("Models/Note.swift was skipped"), warning.message)
        XCTAssertTrue(warning.message.contains("`pinned`"), warning.message)
        XCTAssertTrue(warning.message.contains("Views/NoteRow.swift"), warning.message)
        XCTAssertFalse(warning.message.contains("`title`"), "the kept version has title:\n\(warning.message)")
    }

    func testSkippingALeafFileIsNoWarning() throws {
        try apply(changes(["Views/NoteRow.swift": "struct NoteRow {}\n", "Models/Note.swift": "struct Note {}\n"]))
        try put("Views/NoteRow.swift", "struct NoteRow { } // mine\n")
        let next = changes(["Views/NoteRow.swift": "struct NoteRow { var badge: Int }\n", "Models/Note.swift": "struct Note { var x: Int }\n"])
        let report = try apply(next, WriteOptions(skipConflicts: true))
        XCTAssertEqual(SkipImpact.warnings(for: next, report: report, root: root), [])
    }

    func testTheRegistryForgetsWhatAWriteRenamedOrRemoved() throws {
        let registry = Interruption()
        let temp = url("t.tmp").path(percentEncoded: false), other = url("u.tmp").path(percentEncoded: false)
        try registry.creating(temp) { () throws(FileSystemError) in try FileSystem.writeNew(Data("x".utf8), to: temp) }
        try registry.creating(other) { () throws(FileSystemError) in try FileSystem.writeNew(Data("y".utf8), to: other) }
        try registry.renaming(temp, to: url("t.swift").path(percentEncoded: false))
        let undone = registry.undo()
        XCTAssertEqual(undone.removed, 1, "only the temp still registered is removed")
        XCTAssertEqual(undone.placed, 1)
        XCTAssertFalse(exists("u.tmp"))
        XCTAssertTrue(exists("t.swift"))
    }
}
