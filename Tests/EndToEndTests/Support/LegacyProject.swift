import Foundation
import XCTest

/// The project scaffold at commit 897fb66 generated (Tests/Fixtures/Upgrade: `init Ledger --preset layered`, then
/// `feature Wallet name:String balance:Decimal`; its manifest has hashes only, no merge bases), and what a team does
/// to it: hand edits in the model, the list, the form, a UseCase and a test, and — standing in for the templates of a
/// later scaffold release — template overrides that change each of those files elsewhere.
enum LegacyProject {
    static let fixture = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Upgrade/Ledger-897fb66")

    /// One hand edit: in `path`, `original` (found exactly once) becomes `edited`.
    struct Edit {
        var path: String
        var original: String
        var edited: String
    }

    static let model = "Sources/Ledger/Models/Wallet.swift"
    static let list = "Sources/Ledger/Views/WalletListView.swift"
    static let form = "Sources/Ledger/Views/WalletFormView.swift"
    static let useCase = "Sources/Ledger/UseCases/CreateWalletUseCase.swift"
    static let test = "Tests/LedgerTests/WalletListViewModelTests.swift"

    static let edits = [
        Edit(path: model, original: "        self.balance = balance\n    }\n}\n",
             edited: "        self.balance = balance\n    }\n\n    /// How the wallet reads in a list.\n    var summary: String { \"\\(name): \\(balance)\" }\n}\n"),
        // Not the title: a later release adds the search right below it, and an edit beside a change is a conflict.
        Edit(path: list, original: "// The sheet has its own stack, so the form's toolbar shows Cancel and Save; once it closes, the list reloads.",
             edited: "// The form's own stack gives it Cancel and Save; when the sheet closes, the list loads again."),
        Edit(path: form, original: "Section(\"Details\") {", edited: "Section(\"Wallet\") {"),
        Edit(path: useCase, original: "        self.repository = repository\n    }\n",
             edited: "        self.repository = repository\n    }\n\n    /// How many wallets a person keeps at most.\n    static let limit = 100\n"),
        Edit(path: test, original: "    }\n}\n", edited: """
                }

                @MainActor
                func testANewListShowsNoWalletsYet() {
                    let viewModel = Doubles().makeViewModel()
                    XCTAssertTrue(viewModel.wallets.isEmpty)
                }
            }

            """),
    ]

    /// A template change of the release after 897fb66 (a project override here): `original` becomes `changed`, and
    /// the generated file shows `shows`.
    struct TemplateChange {
        var template: String
        var original: String
        var changed: String
        var path: String
        var shows: String
    }

    static let release = [
        TemplateChange(template: "Model", original: "a value type that any actor may hold", changed: "a value any actor may hold and send",
                       path: model, shows: "a value any actor may hold and send"),
        TemplateChange(template: "ListView", original: "(\"Add\") {", changed: "(\"New\") {", path: list, shows: "Button(\"New\")"),
        TemplateChange(template: "FormView", original: "(\"Save\") {", changed: "(\"Done\") {", path: form, shows: "Button(\"Done\")"),
        TemplateChange(template: "UseCase", original: "/// Data preparation before storing:", changed: "/// Prepared before it is stored:",
                       path: useCase, shows: "/// Prepared before it is stored:"),
        TemplateChange(template: "ListViewModelTests", original: "with every dependency replaced by a mock",
                       changed: "with a mock for every dependency", path: test, shows: "with a mock for every dependency"),
    ]

    /// Copies the fixture to `destination` (which must not exist).
    static func copy(to destination: URL) throws {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: destination)
    }

    /// Makes every hand edit; throws when an original is not found exactly once (the fixture changed).
    static func edit(_ root: URL) throws {
        for edit in edits {
            let file = root.appendingPathComponent(edit.path)
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.components(separatedBy: edit.original).count == 2 else {
                throw HarnessError("\(edit.path): the text to edit is not there exactly once: \(edit.original)")
            }
            try text.replacingOccurrences(of: edit.original, with: edit.edited).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// Ejects each template the release changes and changes it, with the binary under test (an override of it already
    /// there, `overrideWith897fb66Templates`'s, gives way to the built-in one).
    static func overrideTemplates(_ root: URL, binary: ScaffoldBinary) throws {
        for change in release {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(".scaffold/templates/\(change.template).mustache"))
            let ejected = try binary.run(["templates", "eject", change.template, "--root", root.path])
            guard ejected.exitCode == 0 else { throw HarnessError("eject \(change.template):\n\(ejected.transcript)") }
            let file = root.appendingPathComponent(".scaffold/templates/\(change.template).mustache")
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.components(separatedBy: change.original).count == 2 else {
                throw HarnessError("\(change.template).mustache: not there exactly once: \(change.original)")
            }
            try text.replacingOccurrences(of: change.original, with: change.changed).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// The templates of the files the team edited that this scaffold renders differently, as 897fb66 had them
    /// (Tests/Fixtures/Upgrade/Templates-897fb66: the list and its test, which gained the store's notice, search,
    /// pull-to-refresh and Try again since), as project overrides, read through `TemplateAliases` like any template
    /// ejected back then: with them this scaffold renders those edited files as 897fb66 wrote them, so `upgrade` finds
    /// their bases (a rendering that matches what was written) and the migrating store's other files arrive as plain
    /// updates. The rest of the feature renders as this scaffold does. A later release that changes another edited
    /// file's template adds 897fb66's version of it to that folder.
    static func overrideWith897fb66Templates(_ root: URL, binary: ScaffoldBinary) throws {
        let folder = fixture.deletingLastPathComponent().appendingPathComponent("Templates-897fb66")
        let overrides = root.appendingPathComponent(".scaffold/templates")
        try FileManager.default.createDirectory(at: overrides, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            try? FileManager.default.removeItem(at: overrides.appendingPathComponent(file))
            try FileManager.default.copyItem(at: folder.appendingPathComponent(file), to: overrides.appendingPathComponent(file))
        }
    }

    /// `git` in `root`, failing with its transcript.
    static func git(_ arguments: [String], in root: URL) throws {
        let output = try ProcessRunner.runTool("git", ["-c", "user.name=Team", "-c", "user.email=team@example.com"] + arguments, in: root)
        guard output.exitCode == 0 else { throw HarnessError("git \(arguments.joined(separator: " ")):\n\(output.transcript)") }
    }

    /// The fixture as the team's repository has it: generated, committed, edited by hand, committed again.
    static func editedRepository(at root: URL) throws {
        try copy(to: root)
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-qm", "Generated by scaffold 897fb66"], in: root)
        try edit(root)
        try git(["commit", "-qam", "Hand edits"], in: root)
    }

    /// Every edit and every release change is in the upgraded file; the failures name what is missing.
    static func assertUpgraded(_ root: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for edit in edits {
            let text = try String(contentsOf: root.appendingPathComponent(edit.path), encoding: .utf8)
            XCTAssertTrue(text.contains(edit.edited), "\(edit.path) lost its hand edit:\n\(text)", file: file, line: line)
        }
        for change in release {
            let text = try String(contentsOf: root.appendingPathComponent(change.path), encoding: .utf8)
            XCTAssertTrue(text.contains(change.shows), "\(change.path) lacks the release's \(change.shows):\n\(text)", file: file, line: line)
            XCTAssertFalse(text.contains("<<<<<<<"), "\(change.path) has conflicts:\n\(text)", file: file, line: line)
        }
    }
}
