import Foundation
import ScaffoldCore
import XCTest

/// `scaffold destroy feature`: removes what nobody edited, keeps and reports what a person changed.
final class CLIDestroyTests: XCTestCase {
    func testDestroyRemovesUneditedFilesAndKeepsEditedOnes() throws {
        let workspace = try Workspace("destroy")
        let spec = try workspace.writeSpec(CLIRerunTests.noteSpec, named: "Note.yml")
        XCTAssertEqual(try workspace.feature(spec: spec).exitCode, 0)
        let edited = workspace.project.appendingPathComponent("Sources/App/Models/Note.swift")
        try "// mine\n".write(to: edited, atomically: true, encoding: .utf8)

        let dryRun = try workspace.run(["destroy", "feature", "Note", "--root", "project", "--dry-run"])
        XCTAssertEqual(dryRun.exitCode, 0, dryRun.transcript)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.project.appendingPathComponent("Sources/App/Views/NoteListView.swift").path))

        let output = try workspace.run(["destroy", "feature", "Note", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("keep       Sources/App/Models/Note.swift"), output.transcript)
        XCTAssertTrue(output.stdout.contains("delete     Sources/App/Views/NoteListView.swift"), output.transcript)
        let remaining = try workspace.projectSnapshot().files.keys.filter { !$0.hasPrefix(".scaffold/") }.sorted()
        // The composition root belongs to the project: destroy only empties the feature's region in it.
        XCTAssertEqual(remaining, ["Sources/App/App/AppFactory.swift", "Sources/App/Models/Note.swift"])
        let root = try XCTUnwrap(workspace.projectSnapshot().text("Sources/App/App/AppFactory.swift"))
        XCTAssertFalse(root.contains("noteRepository"), root)
        XCTAssertFalse(root.contains("NoteRoute"), "the home link and the routes are emptied too:\n\(root)")
        XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), "// mine\n")
        // The merge bases follow the files: the kept file keeps its own (its manifest entry stays), the others go.
        let bases = try workspace.projectSnapshot().paths.filter { $0.hasPrefix(MergeBase.folder + "/") }
        XCTAssertEqual(bases, [MergeBase.attributesPath, MergeBase.path(for: "Sources/App/Models/Note.swift")])
    }

    func testDestroyOfAnUnknownFeatureSaysSo() throws {
        let workspace = try Workspace("destroy-unknown")
        let output = try workspace.run(["destroy", "feature", "Nothing", "--root", "project"])
        XCTAssertEqual(output.exitCode, 66)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error:"), output.transcript)
    }

    func testSpecChangeRemovesAUseCaseTheRulesNoLongerRequire() throws {
        let workspace = try Workspace("stale")
        let withRules = try workspace.writeSpec(CLIRerunTests.noteSpec, named: "Note.yml")
        XCTAssertEqual(try workspace.feature(spec: withRules).exitCode, 0)
        let useCase = workspace.project.appendingPathComponent("Sources/App/UseCases/CreateNoteUseCase.swift")
        XCTAssertTrue(FileManager.default.fileExists(atPath: useCase.path))

        // No rules, and no data preparation (which writes of text do unless told not to): nothing asks for a UseCase.
        let plain = CLIRerunTests.noteSpec.replacingOccurrences(of: ", rules: [nonEmpty]", with: "")
            .replacingOccurrences(of: "{ name: create, kind: create }", with: "{ name: create, kind: create, transformation: false }")
        let noRules = try workspace.writeSpec(plain, named: "Note.yml")
        let output = try workspace.feature(spec: noRules)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("delete     Sources/App/UseCases/CreateNoteUseCase.swift"), output.transcript)
        XCTAssertFalse(FileManager.default.fileExists(atPath: useCase.path))
    }
}
