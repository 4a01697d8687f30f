import Foundation
import XCTest

/// `scaffold templates list|eject`, and project overrides used by `scaffold feature`.
final class TemplatesCLITests: XCTestCase {
    func testListShowsBuiltInsAndOverrides() throws {
        let workspace = try Workspace("templates-list")
        try workspace.directory.write("// mine\n", to: "project/.scaffold/templates/Model.mustache")

        let output = try workspace.run(["templates", "list", "--root", "project"])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let lines = output.stdout.split(separator: "\n")
        let model = try XCTUnwrap(lines.first { $0.hasPrefix("  Model ") }, output.stdout)
        XCTAssertTrue(model.contains(" override ") && model.hasSuffix(" .scaffold/templates/Model.mustache"), String(model))
        let listView = try XCTUnwrap(lines.first { $0.hasPrefix("  ListView ") }, output.stdout)
        XCTAssertTrue(listView.contains("built-in") && listView.hasSuffix("/ListView.mustache"), String(listView))
        XCTAssertTrue(lines.contains { $0.hasPrefix("  AppEnvironment ") }, output.stdout)
    }

    func testEjectCopiesOnceThenRefusesUnlessForced() throws {
        let workspace = try Workspace("templates-eject")
        let ejected = workspace.project.appendingPathComponent(".scaffold/templates/RowView.mustache")
        let builtIn = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Templates/RowView.mustache"), encoding: .utf8)

        let first = try workspace.run(["templates", "eject", "RowView", "--root", "project"])

        XCTAssertEqual(first.exitCode, 0, first.transcript)
        XCTAssertEqual(try String(contentsOf: ejected, encoding: .utf8), builtIn)

        try "// edited\n".write(to: ejected, atomically: true, encoding: .utf8)
        let again = try workspace.run(["templates", "eject", "RowView", "--root", "project"])

        XCTAssertEqual(again.exitCode, 4, again.transcript)
        XCTAssertTrue(again.stderr.contains(".scaffold/templates/RowView.mustache already holds an override of RowView"), again.transcript)
        XCTAssertTrue(again.stderr.contains("--force"), again.transcript)
        XCTAssertEqual(try String(contentsOf: ejected, encoding: .utf8), "// edited\n")

        let forced = try workspace.run(["templates", "eject", "RowView", "--root", "project", "--force"])

        XCTAssertEqual(forced.exitCode, 0, forced.transcript)
        XCTAssertEqual(try String(contentsOf: ejected, encoding: .utf8), builtIn)
    }

    func testEjectingAnUnknownTemplateSuggestsTheClosestName() throws {
        let workspace = try Workspace("templates-unknown")

        let output = try workspace.run(["templates", "eject", "ListVeiw", "--root", "project"])

        XCTAssertEqual(output.exitCode, 64, output.transcript)
        XCTAssertTrue(output.stderr.contains("did you mean 'ListView'?"), output.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty)
    }

    func testAnOverrideChangesGeneratedFilesAndABrokenOneNamesItsFileAndLine() throws {
        let workspace = try Workspace("templates-override")
        try workspace.run(["templates", "eject", "RowView", "--root", "project"]).assertSuccess()
        let override = workspace.project.appendingPathComponent(".scaffold/templates/RowView.mustache")
        let text = try String(contentsOf: override, encoding: .utf8)
        try text.replacingOccurrences(of: "{{header}}\n", with: "{{header}}\n// Our row.\n").write(to: override, atomically: true, encoding: .utf8)
        let spec = try workspace.copyFixture("Wallet.yml")

        XCTAssertEqual(try workspace.feature(spec: spec).exitCode, 0)
        XCTAssertTrue(try workspace.projectSnapshot().text("Sources/App/Views/WalletRow.swift")?.contains("\n// Our row.\n") ?? false)

        try "first line\nsecond line\n{{#rows}}\n{{/columns}}\n".write(to: override, atomically: true, encoding: .utf8)
        let before = try workspace.projectSnapshot()
        let broken = try workspace.feature(spec: spec)
        let listed = try workspace.run(["templates", "list", "--root", "project"])

        XCTAssertEqual(broken.exitCode, 78, broken.transcript)
        XCTAssertNotNil(broken.stderr.range(of: #"\.scaffold/templates/RowView\.mustache:4:\d+"#, options: .regularExpression), broken.transcript)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "a broken template wrote files")
        XCTAssertEqual(listed.exitCode, 78, listed.transcript)
        XCTAssertTrue(listed.stderr.contains("RowView.mustache:4:"), listed.transcript)
    }

    /// An ejected template with a typo in a variable and in a section close: both refused at once, with their lines
    /// and the names meant, and nothing written (before, `{{rowTitel}}` wrote `Text()`).
    func testAnEjectedTemplateWithTyposIsRefusedWithItsLinesAndTheNamesMeant() throws {
        let workspace = try Workspace("templates-typos")
        try workspace.run(["templates", "eject", "RowView", "--root", "project"]).assertSuccess()
        let override = workspace.project.appendingPathComponent(".scaffold/templates/RowView.mustache")
        let text = try String(contentsOf: override, encoding: .utf8)
        XCTAssertTrue(text.contains("({{rowTitle}})") && text.contains("{{/rowSubtitle}}"), text)
        try text.replacingOccurrences(of: "({{rowTitle}})", with: "({{rowTitel}})")
            .replacingOccurrences(of: "{{/rowSubtitle}}", with: "{{/rowSubtitel}}")
            .write(to: override, atomically: true, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let titleLine = try XCTUnwrap(lines.firstIndex { $0.contains("({{rowTitle}})") }) + 1
        let closeLine = try XCTUnwrap(lines.firstIndex { $0.contains("{{/rowSubtitle}}") }) + 1
        let spec = try workspace.copyFixture("Wallet.yml")
        let before = try workspace.projectSnapshot()

        let output = try workspace.feature(spec: spec)

        XCTAssertEqual(output.exitCode, 78, output.transcript)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error: "), output.transcript)
        XCTAssertTrue(output.stderr.contains(
            "RowView.mustache:\(titleLine):24: error: template RowView uses `rowTitel`, which is not in its context\n    hint: did you mean `rowTitle`?"
        ), output.transcript)
        XCTAssertTrue(output.stderr.contains(
            "RowView.mustache:\(closeLine):1: error: template RowView: `{{/rowSubtitel}}` does not close `{{#rowSubtitle}}`"
        ), output.transcript)
        XCTAssertTrue(output.stderr.contains("did you mean `{{/rowSubtitle}}`?"), output.transcript)
        XCTAssertFalse(output.stderr.contains("sectionCloseNameIncorrect"), output.transcript)
        XCTAssertEqual(try workspace.projectSnapshot().changedPaths(since: before), [], "a template with typos wrote files")
    }
}

extension ProcessOutput {
    /// Fails the test with the transcript unless the process exited 0.
    func assertSuccess(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(exitCode, 0, transcript, file: file, line: line)
    }
}
