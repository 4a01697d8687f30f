import Foundation
import XCTest

/// What `feature` says after a run (issue 35): the operations whose UseCase is still the team's to write, and the
/// app-wide files created once, counted instead of listed as `skip` on every later feature.
final class CLIReviewNotesTests: XCTestCase {
    static let book = """
    feature: Book
    fields:
      - { name: title, type: String }
      - { name: isOnLoan, type: Bool }
    operations:
      - { name: list }
      - { name: lend, sets: { isOnLoan: true } }
      - { name: withdraw, kind: custom }

    """

    func testAnOperationWhoseUseCaseIsNotWrittenIsNamed() throws {
        let workspace = try Workspace("unwritten")
        let spec = try workspace.writeSpec(Self.book, named: "Book.yml")

        let first = try workspace.feature(spec: spec)

        XCTAssertEqual(first.exitCode, 0, first.transcript)
        let path = "Sources/App/UseCases/WithdrawBookUseCase.swift"
        XCTAssertTrue(first.stderr.contains("note: withdraw is not written yet: \(path) is yours to write"), first.transcript)
        XCTAssertFalse(first.stderr.contains("lend is not written"), first.transcript)
        XCTAssertTrue(first.stderr.contains("then delete its `static let isImplemented = false` line, and the screens offer withdraw"), first.transcript)

        // Written by the team: the throw is gone, but the line that keeps withdraw off the screens is still there.
        let file = workspace.project.appendingPathComponent(path)
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "throw BookOperationError.notImplemented(operation: \"withdraw\")", with: "return book")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let second = try workspace.feature(spec: spec)

        XCTAssertEqual(second.exitCode, 0, second.transcript)
        XCTAssertTrue(second.stderr.contains("withdraw is not written"), second.transcript)

        // And deleted: the screens offer withdraw, and the note goes.
        XCTAssertTrue(text.contains("    static let isImplemented = false\n"), text)
        try text.replacingOccurrences(of: "    static let isImplemented = false\n", with: "").write(to: file, atomically: true, encoding: .utf8)
        let third = try workspace.feature(spec: spec)

        XCTAssertEqual(third.exitCode, 0, third.transcript)
        XCTAssertFalse(third.stderr.contains("withdraw is not written"), third.transcript)
    }

    func testFilesCreatedOnceAreCountedNotListedOnEveryLaterFeature() throws {
        let workspace = try Workspace("created-once")
        let book = try workspace.writeSpec(Self.book, named: "Book.yml")
        try requireSuccess(workspace.feature(spec: book, preset: .features))
        let wallet = try workspace.writeSpec("feature: Wallet\nfields:\n  - { name: name, type: String }\n", named: "Wallet.yml")

        let output = try workspace.feature(spec: wallet, preset: .features)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(output.stdout.contains("Core/UseCase.swift"), output.transcript)
        XCTAssertFalse(output.stdout.contains("Core/ViewModel.swift"), output.transcript)
        XCTAssertTrue(output.stdout.contains("skip       2 files created once, yours since (--verbose lists them)"), output.transcript)

        let verbose = try workspace.feature(spec: wallet, preset: .features, ["--verbose"])

        XCTAssertTrue(verbose.stdout.contains("skip       Sources/App/Core/UseCase.swift"), verbose.transcript)
    }

    /// `plan` names a referenced record with its article ("deleting an author", not "deleting a Author").
    func testPlanNamesTheDeletedRecordWithItsArticle() throws {
        let workspace = try Workspace("plan-article")
        let author = try workspace.writeSpec("feature: Author\nfields:\n  - { name: name, type: String }\n", named: "Author.yml")
        try requireSuccess(workspace.feature(spec: author))
        let book = try workspace.writeSpec("""
        feature: Book
        fields:
          - { name: title, type: String }
          - { name: authorID, type: UUID, onDelete: cascade }
        operations:
          - { name: list }
          - { name: create, reads: { authorID: Author } }

        """, named: "Book.yml")

        let output = try workspace.run(["plan", "--spec", book, "--preset", "layered", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("deleting an author: cascade"), output.transcript)
    }

    private func requireSuccess(_ output: ProcessOutput) throws {
        guard output.exitCode == 0 else { throw HarnessError("the first feature run failed:\n\(output.transcript)") }
    }
}
