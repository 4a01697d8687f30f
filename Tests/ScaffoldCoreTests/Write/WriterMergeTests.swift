import Foundation
@testable import ScaffoldCore
import XCTest

/// An edited file that merges (`GeneratedFile.merges`) is merged three-way with what scaffold last wrote there as the
/// base: edits that do not overlap scaffold's changes are kept (`merge`), overlapping ones are written as diff3-style
/// conflicts (`conflict`, with their lines) and the report fails as "conflicts to resolve"; the base of the next run is
/// recorded under `.scaffold/base/`, in the same all-or-nothing write.
final class WriterMergeTests: WriteTestCase {
    let path = "Sources/App/Models/Wallet.swift"
    let v1 = "struct Wallet {\n    var name: String\n    var balance: Decimal\n}\n\nextension Wallet {\n    static let kind = 1\n}\n"
    let v2 = "struct Wallet {\n    var name: String\n    var balance: Decimal\n    var currency: String\n}\n\nextension Wallet {\n    static let kind = 1\n}\n"

    func merging(_ files: [String: String], group: String = "feature:Wallet") -> ChangeSet {
        ChangeSet(files: files.map { GeneratedFile(path: $0.key, contents: $0.value, merges: true) }, group: group)
    }

    /// v1 written, then edited by a person: `edit` replaces `old` in it.
    func generatedAndEdited(_ old: String, _ edit: String) throws -> String {
        try apply(merging([path: v1]))
        let edited = v1.replacingOccurrences(of: old, with: edit)
        XCTAssertNotEqual(edited, v1)
        try put(path, edited)
        return edited
    }

    func testTheFirstWriteRecordsTheBaseBesideTheFile() throws {
        try apply(merging([path: v1]))

        XCTAssertEqual(text(MergeBase.path(for: path)), v1)
        XCTAssertEqual(text(".scaffold/base/.gitattributes")?.contains("linguist-generated=true"), true)
        let report = try apply(merging([path: v1]))
        XCTAssertEqual(report.results.map(\.path), [path], "the base is never a line of the report")
    }

    func testEditsAwayFromWhatChangedAreMergedAndKept() throws {
        _ = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 1\n    var label: String { name }\n")

        let report = try apply(merging([path: v2]))

        XCTAssertEqual(status(report, path), .merge)
        XCTAssertEqual(text(path), v2.replacingOccurrences(of: "    static let kind = 1\n", with: "    static let kind = 1\n    var label: String { name }\n"))
        XCTAssertNil(report.failure)
        XCTAssertEqual(text(MergeBase.path(for: path)), v2, "the next merge's base is what was generated now")
        XCTAssertEqual(try writer.manifest().files[path]?.sha256, ContentHash.hex(Data(v2.utf8)), "the manifest knows the file is edited")
        XCTAssertNotNil(report.backup, "the file as the person left it is kept")
        XCTAssertEqual(text("\(report.backup ?? "")/\(path)"), v1.replacingOccurrences(of: "    static let kind = 1\n", with: "    static let kind = 1\n    var label: String { name }\n"))
    }

    func testOverlappingEditsAreWrittenAsConflictsWithTheBaseSection() throws {
        _ = try generatedAndEdited("    var balance: Decimal\n", "    var balance: Decimal // in cents\n")

        let report = try apply(merging([path: v2]))

        XCTAssertEqual(status(report, path), .conflict)
        let written = try XCTUnwrap(text(path))
        XCTAssertTrue(written.contains("""
            <<<<<<< yours
                var balance: Decimal // in cents
            ||||||| generated before
                var balance: Decimal
            =======
                var balance: Decimal
                var currency: String
            >>>>>>> generated now

            """), written)
        let result = try XCTUnwrap(report.results.first { $0.path == path })
        XCTAssertEqual(result.conflicts, [LineRange(first: 3, last: 10)])
        XCTAssertNil(result.refusal)
        XCTAssertEqual(report.failure, .conflictsToResolve([ConflictedFile(path: path, lines: [LineRange(first: 3, last: 10)])], dryRun: false))
        XCTAssertEqual(report.failure?.exitCode, 3)
        XCTAssertEqual(text(MergeBase.path(for: path)), v2)
    }

    func testAFileStillHoldingMarkersIsRefusedAndNothingIsWritten() throws {
        _ = try generatedAndEdited("    var balance: Decimal\n", "    var balance: Decimal // in cents\n")
        try apply(merging([path: v2]))
        let before = try snapshot(folderTimes: false)

        let error = scaffoldError { try self.apply(self.merging([self.path: self.v2 + "// v3\n", "New.swift": "new\n"])) }

        XCTAssertEqual(error, .unresolvedConflicts([ConflictedFile(path: path, lines: [LineRange(first: 3, last: 10)])]))
        XCTAssertEqual(error?.exitCode, 3)
        XCTAssertEqual(try snapshot(folderTimes: false), before, "a refused run writes nothing, not even a base")
    }

    func testAResolvedFileMergesAgainFromTheLastGeneratedVersion() throws {
        _ = try generatedAndEdited("    var balance: Decimal\n", "    var balance: Decimal // in cents\n")
        try apply(merging([path: v2]))
        let resolved = v2.replacingOccurrences(of: "    var balance: Decimal\n", with: "    var balance: Decimal // in cents\n")
        try put(path, resolved)
        let v3 = v2.replacingOccurrences(of: "    static let kind = 1\n", with: "    static let kind = 2\n")

        let report = try apply(merging([path: v3]))

        XCTAssertEqual(status(report, path), .merge)
        XCTAssertEqual(text(path), resolved.replacingOccurrences(of: "    static let kind = 1\n", with: "    static let kind = 2\n"))
    }

    func testAnEditedFileWhoseOutputDidNotChangeIsLeftAsItIs() throws {
        let edited = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 7\n")
        let before = try snapshot(folderTimes: false)

        let report = try apply(merging([path: v1]))

        XCTAssertEqual(status(report, path), .identical)
        XCTAssertEqual(text(path), edited)
        XCTAssertEqual(try snapshot(folderTimes: false), before)
    }

    func testSkipConflictsMergesWhatMergesAndLeavesOverlapsAlone() throws {
        let other = "Sources/App/Views/WalletRow.swift"
        try apply(merging([path: v1, other: "row v1\nline 2\nline 3\nline 4\n"]))
        try put(other, "row v1\nline 2\nline 3\nline 4\n// mine\n")
        try put(path, v1.replacingOccurrences(of: "    var balance: Decimal\n", with: "    var balance: Decimal // in cents\n"))
        let kept = text(path)

        let report = try apply(merging([path: v2, other: "row v2\nline 2\nline 3\nline 4\n"]), WriteOptions(skipConflicts: true))

        XCTAssertEqual(status(report, other), .merge)
        XCTAssertEqual(text(other), "row v2\nline 2\nline 3\nline 4\n// mine\n")
        XCTAssertEqual(status(report, path), .skip)
        XCTAssertEqual(text(path), kept)
        XCTAssertEqual(text(MergeBase.path(for: path)), v1, "a skipped file keeps its base: the next run merges from it")
        XCTAssertEqual(try writer.manifest().files[path]?.sha256, ContentHash.hex(Data(v1.utf8)))
        XCTAssertNil(report.failure)
    }

    func testForceOverwritesWithoutMergingAndKeepsACopy() throws {
        let edited = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 7\n")

        let report = try apply(merging([path: v2]), WriteOptions(force: true))

        XCTAssertEqual(status(report, path), .force)
        XCTAssertEqual(text(path), v2)
        XCTAssertEqual(text("\(report.backup ?? "")/\(path)"), edited)
        XCTAssertEqual(text(MergeBase.path(for: path)), v2)
    }

    func testADryRunShowsTheMergedResultAsADiffAndWritesNothing() throws {
        _ = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 7\n")
        let before = try snapshot(folderTimes: false)

        let report = try apply(merging([path: v2]), WriteOptions(dryRun: true))

        XCTAssertEqual(status(report, path), .merge)
        let diff = try XCTUnwrap(report.results.first { $0.path == path }?.diff)
        XCTAssertTrue(diff.contains("+    var currency: String"), diff)
        XCTAssertFalse(diff.contains("kind = 1"), "the edit stays, so the diff does not undo it:\n\(diff)")
        XCTAssertEqual(try snapshot(folderTimes: false), before)
    }

    func testWithoutGitAnEditedFileIsRefusedAndSaysWhy() throws {
        _ = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 7\n")
        let before = try snapshot(folderTimes: false)
        let noGit = Writer(root: root, mergeTool: MergeTool(git: nil))

        let error = scaffoldError { _ = try noGit.apply(self.merging([self.path: self.v2]), options: WriteOptions()) }

        guard case .cannotMerge(let paths, let reason) = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(paths, [path])
        XCTAssertTrue(reason.contains("git was not found"), reason)
        XCTAssertEqual(error?.exitCode, 3)
        XCTAssertEqual(try snapshot(folderTimes: false), before)
        let skipped = try noGit.apply(merging([path: v2]), options: WriteOptions(skipConflicts: true))
        XCTAssertEqual(status(skipped, path), .skip)
    }

    func testABaseThatIsNotWhatTheManifestSaysIsIgnored() throws {
        _ = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 7\n")
        // Stale: not the bytes the manifest's hash is of (another command wrote the file since).
        try put(MergeBase.path(for: path), "struct Wallet {}\n")

        let report = try apply(merging([path: v2]))

        XCTAssertEqual(status(report, path), .conflict, "without a true base every difference is a conflict")
        let result = try XCTUnwrap(report.results.first { $0.path == path })
        XCTAssertTrue(result.note?.contains("no record of what scaffold wrote before") ?? false, result.note ?? "")
        XCTAssertFalse(text(path)?.contains("|||||||") ?? true, "no base, so no base section")
        let written = text(path) ?? ""
        for side in ["<<<<<<< yours\n", "    static let kind = 7\n", "=======\n", "    var currency: String\n", ">>>>>>> generated now\n"] {
            XCTAssertTrue(written.contains(side), "both versions are in the conflict:\n\(written)")
        }
    }

    func testARenderedBaseIsUsedWhenItIsWhatWasWritten() throws {
        _ = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 7\n")
        try FileManager.default.removeItem(at: url(MergeBase.path(for: path)))
        var asked: [String] = []

        let report = try writer.apply(merging([path: v2]), options: WriteOptions()) { path in
            asked.append(path)
            return Data(self.v1.utf8)
        }

        XCTAssertEqual(asked, [path])
        XCTAssertEqual(status(report, path), .merge)
        XCTAssertTrue(text(path)?.contains("kind = 7") ?? false)
        XCTAssertTrue(text(path)?.contains("var currency: String") ?? false)

        // A rendering that is not what was written is no base.
        try put(path, v2.replacingOccurrences(of: "    static let kind = 1\n", with: "    static let kind = 8\n"))
        try FileManager.default.removeItem(at: url(MergeBase.path(for: path)))
        let v3 = v2 + "// v3\n"
        let other = try writer.apply(merging([path: v3]), options: WriteOptions()) { _ in Data("something else\n".utf8) }
        XCTAssertEqual(status(other, path), .conflict)
    }

    func testABaseIsFoundInTheProjectsGitHistory() throws {
        try apply(merging([path: v1]))
        try git("init", "-q")
        try git("add", path)
        try git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "generated")
        try FileManager.default.removeItem(at: url(MergeBase.folder))
        try put(path, v1.replacingOccurrences(of: "    static let kind = 1\n", with: "    static let kind = 7\n"))

        let report = try apply(merging([path: v2]))

        XCTAssertEqual(status(report, path), .merge, report.results.first?.note ?? "")
        XCTAssertEqual(text(path), v2.replacingOccurrences(of: "    static let kind = 1\n", with: "    static let kind = 7\n"))
    }

    func testADeletedFileTakesItsBaseAlong() throws {
        try apply(merging([path: v1, "Old.swift": "old\n"]))
        XCTAssertTrue(exists(MergeBase.path(for: "Old.swift")))

        var next = merging([path: v1])
        next.deletions = ["Old.swift"]
        let report = try apply(next)

        XCTAssertEqual(status(report, "Old.swift"), .delete)
        XCTAssertFalse(exists(MergeBase.path(for: "Old.swift")))
        XCTAssertTrue(exists(MergeBase.path(for: path)))
    }

    func testFilesThatDoNotMergeAreConflictsAsBeforeAndHaveNoBase() throws {
        try apply(changes([path: v1]))
        XCTAssertFalse(exists(MergeBase.path(for: path)))
        try put(path, "// mine\n" + v1)

        let error = scaffoldError { try self.apply(self.changes([self.path: self.v2])) }

        XCTAssertEqual(error, .conflicts(paths: [path]))
    }

    func testAGeneratedFileMayNotClaimTheBaseFolder() {
        let error = scaffoldError { try self.apply(self.merging([MergeBase.path(for: "x.swift"): "x\n"])) }
        guard case .unsafePath = error else { return XCTFail("\(String(describing: error))") }
    }

    func testACompanionFileWithNothingNewStillGetsItsBaseRecorded() throws {
        try apply(merging(["Category.swift": "c1\n"], group: "feature:Category"))
        try FileManager.default.removeItem(at: url(MergeBase.folder))
        try put("Category.swift", "c1 edited\n")

        let changes = merging(["Expense.swift": "e\n"], group: "feature:Expense")
            .adding(companion: merging(["Category.swift": "c1\n"], group: "feature:Category"))
        let report = try apply(changes)

        XCTAssertNil(status(report, "Category.swift"))
        XCTAssertEqual(text("Category.swift"), "c1 edited\n")
        XCTAssertEqual(text(MergeBase.path(for: "Category.swift")), "c1\n", "the manifest's hash says c1 is what scaffold wrote")
    }

    func testACleanMergeThatStillUsesARenamedFieldIsAWarning() throws {
        let model = "Models/Wallet.swift", row = "Views/WalletRow.swift"
        let rowV1 = "struct WalletRow {\n    let wallet: Wallet\n    var body: String { wallet.name }\n}\n\nextension WalletRow {\n    var detail: String { \"\" }\n}\n"
        try apply(merging([model: "struct Wallet {\n    var name: String\n}\n", row: rowV1]))
        try put(row, rowV1.replacingOccurrences(of: "{ \"\" }", with: "{ wallet.name.uppercased() }"))
        let next = merging([model: "struct Wallet {\n    var title: String\n}\n", row: rowV1.replacingOccurrences(of: "wallet.name", with: "wallet.title")])

        let report = try apply(next)

        XCTAssertEqual(status(report, row), .merge)
        XCTAssertTrue(text(row)?.contains("wallet.title }") ?? false)
        let warnings = SkipImpact.warnings(for: next, report: report, root: root)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        let warning = try XCTUnwrap(warnings.first)
        XCTAssertTrue(warning.message.hasPrefix("\(row) merged cleanly, but your edits there still use `name`"), warning.message)
        XCTAssertFalse(warning.message.contains("`wallet`"), warning.message)
    }

    func testACleanMergeOfWhatStillExistsIsNoWarning() throws {
        _ = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 1\n    var label: String { name }\n")
        let next = merging([path: v2])
        let report = try apply(next)
        XCTAssertEqual(status(report, path), .merge)
        XCTAssertEqual(SkipImpact.warnings(for: next, report: report, root: root), [])
    }

    func testAFailedWriteLeavesTheMergedFileAndTheBasesAsTheyWere() throws {
        _ = try generatedAndEdited("    static let kind = 1\n", "    static let kind = 7\n")
        try put("Blocked", "a file where a folder must go\n")
        let before = try snapshot(folderTimes: false)

        let error = scaffoldError { try self.apply(self.merging([self.path: self.v2, "Blocked/New.swift": "new\n"])) }

        guard case .writeFailed = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(try snapshot(folderTimes: false), before, "all or nothing: no merge, no base, no backup")
    }

    private func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
    }
}
