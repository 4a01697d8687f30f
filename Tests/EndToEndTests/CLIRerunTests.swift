import Foundation
import FeatureKit
import ScaffoldCore
import XCTest

/// Re-running `scaffold feature`: identical input touches nothing, edits are never lost, spec changes
/// flow into files nobody edited.
final class CLIRerunTests: XCTestCase {
    static let noteSpec = """
    feature: Note
    fields:
      - { name: title, type: String, rules: [nonEmpty] }
      - { name: content, type: "String?" }
    operations:
      - { name: list, kind: fetchAll }
      - { name: create, kind: create }

    """

    /// The same spec with one more field.
    static let noteSpecWithPinned = noteSpec.replacingOccurrences(
        of: #"  - { name: content, type: "String?" }"#,
        with: #"  - { name: content, type: "String?" }"# + "\n  - { name: pinned, type: Bool }"
    )

    /// The project `feature --spec specs/Note.yml` makes of `noteSpec`: made once for the tests that start from it.
    private static let noteProject = Result { () throws -> TreeSnapshot in
        let workspace = try Workspace("rerun-note")
        let output = try workspace.feature(spec: workspace.writeSpec(noteSpec, named: "Note.yml"))
        guard output.exitCode == 0 else { throw HarnessError("scaffold failed:\n\(output.transcript)") }
        return try workspace.projectSnapshot()
    }

    /// A workspace holding `specs/Note.yml` (`noteSpec`) and the project its feature run made; the spec's path.
    private func noteWorkspace(_ prefix: String) throws -> (workspace: Workspace, spec: String) {
        let workspace = try Workspace(prefix)
        try Self.noteProject.get().write(under: workspace.project)
        return (workspace, try workspace.writeSpec(Self.noteSpec, named: "Note.yml"))
    }

    func testIdenticalRerunReportsIdenticalAndTouchesNoFile() throws {
        let (workspace, spec) = try noteWorkspace("rerun")
        let before = try workspace.projectSnapshot()

        let output = try workspace.feature(spec: spec, ["--json"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let report = try WriteReportReader.read(output)
        XCTAssertFalse(report.results.isEmpty, output.transcript)
        XCTAssertEqual(report.results.filter { $0.status != .identical }, [], "a re-run changed statuses")
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "files were touched")
    }

    func testAnEditedFileIsMergedUnlessForcedOrItsEditsOverlap() throws {
        let (workspace, spec) = try noteWorkspace("conflict")
        let edited = "Sources/App/Models/Note.swift"
        try editByHand(edited, in: workspace)
        try workspace.writeSpec(Self.noteSpecWithPinned, named: "Note.yml")

        let merged = try workspace.feature(spec: spec, ["--json"])

        XCTAssertEqual(merged.exitCode, 0, merged.transcript)
        XCTAssertEqual(try WriteReportReader.read(merged).statuses[edited], .merge)
        let text = try XCTUnwrap(workspace.projectSnapshot().text(edited))
        XCTAssertTrue(text.hasPrefix(Self.handEdit), "the merge lost the edit:\n\(text)")
        XCTAssertTrue(text.contains("var pinned: Bool"), "the new field did not reach the edited file:\n\(text)")

        try workspace.writeSpec(Self.noteSpec, named: "Note.yml")
        let forced = try workspace.feature(spec: spec, ["--force", "--json"])

        XCTAssertEqual(forced.exitCode, 0, forced.transcript)
        XCTAssertEqual(try WriteReportReader.read(forced).statuses[edited], .force)
        XCTAssertFalse(try workspace.projectSnapshot().text(edited)?.contains(Self.handEdit) ?? true, "--force kept the edit")

        // Edited on the line the new field follows: merged, the two overlap.
        let file = workspace.project.appendingPathComponent(edited)
        let overlapping = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "    var content: String?\n", with: "    var content: String? // the body\n")
        try overlapping.write(to: file, atomically: true, encoding: .utf8)
        try workspace.writeSpec(Self.noteSpecWithPinned, named: "Note.yml")
        let before = try workspace.projectSnapshot()
        let skipped = try workspace.feature(spec: spec, ["--skip-conflicts", "--json"])

        XCTAssertEqual(skipped.exitCode, 0, skipped.transcript)
        XCTAssertEqual(try WriteReportReader.read(skipped).statuses[edited], .skip)
        XCTAssertEqual(try workspace.projectSnapshot().text(edited), overlapping, "--skip-conflicts touched the file")
        XCTAssertEqual(try workspace.projectSnapshot().files[edited], before.files[edited])
    }

    func testSpecChangeUpdatesUneditedFiles() throws {
        let (workspace, spec) = try noteWorkspace("spec-change")
        let before = try workspace.projectSnapshot()
        try workspace.writeSpec(Self.noteSpecWithPinned, named: "Note.yml")

        let output = try workspace.feature(spec: spec, ["--json"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let statuses = try WriteReportReader.read(output).statuses
        XCTAssertFalse(statuses.values.contains(.conflict), output.stdout)
        let updated = statuses.filter { $0.value == .update }.map(\.key).sorted()
        XCTAssertFalse(updated.isEmpty, "adding a field updated no file:\n\(output.stdout)")
        let after = try workspace.projectSnapshot()
        XCTAssertTrue(after.paths.contains { after.text($0)?.contains("pinned") ?? false }, "the new field appears nowhere")
        for path in updated {
            XCTAssertNotEqual(after.files[path]?.contents, before.files[path]?.contents, "\(path) reported updated but unchanged")
        }
        for (path, status) in statuses where status == .identical {
            XCTAssertEqual(after.files[path], before.files[path], "\(path) reported identical but touched")
        }
    }

    /// Evolve.md's own example, through the binary: a field renamed in the spec (`name` → `title`) while a hand-written
    /// line still names it. The warning must come although the regenerated store's tests bind a local `name`
    /// (`case .setAside(let name)`): a local is nothing another file can use.
    func testARenamedFieldAHandEditStillUsesIsAWarning() throws {
        let workspace = try Workspace("rename-still-used")
        let v1 = """
        feature: Wallet
        persistence: json
        fields:
          - { name: name, type: String }
          - { name: balance, type: Decimal }

        """
        let spec = try workspace.writeSpec(v1, named: "Wallet.yml")
        try requireSuccess(workspace.feature(spec: spec))
        let model = "Sources/App/Models/Wallet.swift"
        try edit(model, in: workspace, replacing: "\n}\n", with: "\n}\n\nextension Wallet {\n    var summary: String { name + \": \\(balance)\" }\n}\n", last: true)
        try workspace.writeSpec(
            v1.replacingOccurrences(of: "{ name: name, type: String }", with: "{ name: title, type: String, renamedFrom: name }"),
            named: "Wallet.yml"
        )

        let output = try workspace.feature(spec: spec)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(
            output.stderr.contains("\(model) merged cleanly, but your edits there still use `name`, which the regenerated files no longer declare"),
            output.transcript
        )
    }

    /// A removed optional field that a hand edit unwraps the usual way (`if let memo = note.memo`): the edit's own
    /// local of the same name is no declaration other code can use, so the warning still comes.
    func testARemovedFieldAHandEditUnwrapsIsAWarning() throws {
        let workspace = try Workspace("removed-still-unwrapped")
        let withMemo = Self.noteSpec.replacingOccurrences(of: "name: content,", with: "name: memo,")
        let spec = try workspace.writeSpec(withMemo, named: "Note.yml")
        try requireSuccess(workspace.feature(spec: spec))
        let row = "Sources/App/Views/NoteRow.swift"
        try edit(row, in: workspace, replacing: "    var body: some View {\n", with: "    var body: some View {\n        if let memo = note.memo { Text(memo) }\n")
        try workspace.writeSpec(withMemo.replacingOccurrences(of: "  - { name: memo, type: \"String?\" }\n", with: ""), named: "Note.yml")

        let output = try workspace.feature(spec: spec)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stderr.contains("\(row) merged cleanly, but your edits there still use `memo`"), output.transcript)
    }

    /// A field renamed while an edited file whose generated version did not change (the list's view model: its search
    /// reads the text fields only) uses it: the file is left as the person edited it (`identical`), and still the run
    /// says what does not build.
    func testARenamedFieldAnEditedFileLeftAsItIsStillUsesIsAWarning() throws {
        let workspace = try Workspace("rename-left-as-is")
        let withPages = Self.noteSpec.replacingOccurrences(of: #"name: content, type: "String?""#, with: "name: pages, type: Int")
        let spec = try workspace.writeSpec(withPages, named: "Note.yml")
        try requireSuccess(workspace.feature(spec: spec))
        let viewModel = "Sources/App/ViewModels/NoteListViewModel.swift"
        let edited = try edit(
            viewModel, in: workspace, replacing: "    func load() async {\n",
            with: "    var allPages: Int { notes.reduce(0) { $0 + $1.pages } }\n\n    func load() async {\n"
        )
        try workspace.writeSpec(
            withPages.replacingOccurrences(of: "name: pages, type: Int", with: "name: leaves, type: Int, renamedFrom: pages"),
            named: "Note.yml"
        )

        let output = try workspace.feature(spec: spec, ["--json"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertEqual(try WriteReportReader.read(output).statuses[viewModel], .identical, output.transcript)
        XCTAssertEqual(try workspace.projectSnapshot().text(viewModel), edited)
        XCTAssertTrue(output.stdout.contains("\(viewModel) was left as you edited it, but your edits there still use `pages`"), output.transcript)
    }

    /// The composition root deleted (by mistake, or to start it again), then one feature run again: the root it
    /// writes registers every recorded feature, not only the one run, so the app still builds and reaches them all.
    func testAFeatureRunAfterTheCompositionRootWentWritesItWithEveryFeature() throws {
        let workspace = try Workspace("root-gone")
        let note = try workspace.writeSpec(Self.noteSpec, named: "Note.yml")
        let wallet = try workspace.writeSpec(
            Self.noteSpec.replacingOccurrences(of: "feature: Note", with: "feature: Wallet"), named: "Wallet.yml"
        )
        try requireSuccess(workspace.feature(spec: note))
        try requireSuccess(workspace.feature(spec: wallet))
        let root = "Sources/App/App/AppFactory.swift"
        let before = try XCTUnwrap(workspace.projectSnapshot().text(root), "no composition root at \(root)")
        try FileManager.default.removeItem(at: workspace.project.appendingPathComponent(root))

        let output = try workspace.feature(spec: note, ["--json"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertEqual(try WriteReportReader.read(output).statuses[root], .create, output.transcript)
        let after = try XCTUnwrap(workspace.projectSnapshot().text(root))
        for feature in ["Note", "Wallet"] {
            XCTAssertTrue(after.contains("// scaffold:begin feature:\(feature)\n"), "\(feature) is not registered:\n\(after)")
        }
        XCTAssertEqual(Set(after.split(separator: "\n")), Set(before.split(separator: "\n")), "the root written again holds other lines")
    }

    /// A generated feature whose saved spec is gone (deleted, or never under `Specs/`), run by its name alone: the
    /// error says it was generated before and how to get it back, not only how to describe a new feature.
    func testAGeneratedFeatureRunByNameWithoutItsSpecSaysHowToGetItBack() throws {
        let workspace = try noteWorkspace("spec-gone").workspace

        let output = try workspace.run(["feature", "Note", "--root", "project"])

        XCTAssertEqual(output.exitCode, 65, output.transcript)
        XCTAssertTrue(output.stderr.contains("`Note` was generated before (scaffold's record of it: .scaffold/specs/Note.json)"), output.transcript)
        XCTAssertTrue(output.stderr.contains("`scaffold upgrade` generates it again as recorded"), output.transcript)
    }

    // MARK: - Helpers

    private static let handEdit = "// edited by hand\n"

    private func editByHand(_ path: String, in workspace: Workspace) throws {
        let file = workspace.project.appendingPathComponent(path)
        let original = try String(contentsOf: file, encoding: .utf8)
        try (Self.handEdit + original).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Replaces `original` in a generated file (its last occurrence when `last`) as a person would, and returns the text.
    @discardableResult
    private func edit(_ path: String, in workspace: Workspace, replacing original: String, with edit: String, last: Bool = false) throws -> String {
        let file = workspace.project.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let range = last ? text.range(of: original, options: .backwards) : text.range(of: original) else {
            throw HarnessError("\(path) no longer holds the line to edit: \(original)")
        }
        let edited = text.replacingCharacters(in: range, with: edit)
        try edited.write(to: file, atomically: true, encoding: .utf8)
        return edited
    }

    /// Stops the test when the first generation already fails: nothing after it would mean anything.
    private func requireSuccess(_ output: ProcessOutput) throws {
        guard output.exitCode == 0 else {
            throw HarnessError("first generation failed:\n\(output.transcript)")
        }
    }
}
