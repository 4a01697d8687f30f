import Foundation
import XCTest

/// `scaffold check` as a user runs it: on what `init` and `feature` generate (no findings, for every preset), on
/// the fixture projects that break every rule once (their output is a golden), and after hand edits.
final class CLICheckTests: XCTestCase {
    /// Budget.yml states `persistence: json`: the JSON file store, or clean's JSON file data source and its protocol.
    static let specs = ["Wallet.yml", "ReminderList.yml", "Reminder.yml", "Transaction.yml", "Account.yml", "Budget.yml"]

    func testGeneratedProjectsHaveNoFindingsForEveryPreset() throws {
        for preset in Preset.allCases {
            let workspace = try Workspace("check-generated")
            try requireSuccess(workspace.initRepository(preset))
            for spec in Self.specs {
                try requireSuccess(workspace.featureInRepository(spec: workspace.copyFixture(spec)))
            }

            let output = try workspace.binary.run(["check"], in: workspace.repository)

            XCTAssertEqual(output.exitCode, 0, "\(preset.rawValue):\n\(output.transcript)")
            XCTAssertTrue(output.stdout.hasPrefix("no findings in "), "\(preset.rawValue):\n\(output.transcript)")
            XCTAssertEqual(output.stderr, "", preset.rawValue)
        }
    }

    func testEachFixtureProjectPrintsItsGoldenOutput() throws {
        for preset in Preset.allCases {
            let workspace = try Workspace("check-fixture")
            let project = workspace.directory.path("fixture")
            try FileManager.default.copyItem(at: RepositoryPaths.checkFixture(preset), to: project)
            let golden = project.appendingPathComponent("expected-output.txt")
            try? FileManager.default.removeItem(at: golden)

            let output = try workspace.binary.run(["check", "--no-cache"], in: project)

            XCTAssertEqual(output.exitCode, 2, "errors exit 2:\n\(output.transcript)")
            XCTAssertEqual(output.stderr, "", preset.rawValue)
            let recorded = RepositoryPaths.checkFixture(preset).appendingPathComponent("expected-output.txt")
            if GoldenTree.isRecording {
                try output.stdout.write(to: recorded, atomically: true, encoding: .utf8)
                XCTFail("recorded \(recorded.path); re-run without SCAFFOLD_RECORD")
                continue
            }
            let expected = try String(contentsOf: recorded, encoding: .utf8)
            XCTAssertEqual(output.stdout, expected, "\(preset.rawValue) output differs from \(recorded.path) (re-record with SCAFFOLD_RECORD=1)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(".scaffold").path), "--no-cache writes nothing")
        }
    }

    func testHandEditsAreReportedIgnoredAndConfiguredAsDocumented() throws {
        let workspace = try Workspace("check-edits")
        try requireSuccess(workspace.initRepository(.layered))
        try requireSuccess(workspace.featureInRepository(spec: workspace.copyFixture("Wallet.yml")))
        let before = try workspace.binary.run(["check"], in: workspace.repository)
        XCTAssertEqual(before.exitCode, 0, before.transcript)
        XCTAssertTrue(before.stdout.hasSuffix("no findings in 17 files (17 parsed, 0 from the cache)\n"), before.transcript)
        let viewPath = "Sources/Demo/Views/WalletListView.swift"
        let view = workspace.repository.appendingPathComponent(viewPath)
        let original = try String(contentsOf: view, encoding: .utf8)
        let edited = original.replacingOccurrences(
            of: "    var body: some View {\n",
            with: "    var body: some View {\n        let _ = WalletRepository.shared\n"
        )
        XCTAssertNotEqual(edited, original)
        // The inserted line follows `var body`, wherever the generated view has it.
        let line = try XCTUnwrap(edited.components(separatedBy: "\n").firstIndex { $0.contains("WalletRepository.shared") }) + 1
        try edited.write(to: view, atomically: true, encoding: .utf8)

        let broken = try workspace.binary.run(["check"], in: workspace.repository)
        XCTAssertEqual(broken.exitCode, 2, broken.transcript)
        XCTAssertTrue(broken.stdout.hasPrefix("\(viewPath):\(line):17: error: WalletListView is a View and uses WalletRepository, a repository [view-data-access]\n"
            + "    seed 000 (000_c7ec1093a6c69dce.txt), View layer - P1: \"Prohibited:\" … \"Direct Repository access\"\n    hint: "), broken.transcript)
        XCTAssertTrue(broken.stdout.hasSuffix("1 error, 0 warnings in 17 files (1 parsed, 16 from the cache)\n"), broken.transcript)

        let json = try workspace.binary.run(["check", "--json"], in: workspace.repository)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(report["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["ruleID"] as? String }, ["view-data-access"])
        XCTAssertEqual(findings.first?["line"] as? Int, line)
        XCTAssertEqual(report["filesFromCache"] as? Int, 17, "nothing changed since the last run")
        XCTAssertEqual(json.exitCode, 2)

        let sarif = try workspace.binary.run(["check", "--sarif"], in: workspace.repository)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")

        try edited.replacingOccurrences(of: "WalletRepository.shared\n", with: "WalletRepository.shared // scaffold:ignore view-data-access\n")
            .write(to: view, atomically: true, encoding: .utf8)
        let ignored = try workspace.binary.run(["check"], in: workspace.repository)
        XCTAssertEqual(ignored.exitCode, 0, ignored.transcript)

        try edited.write(to: view, atomically: true, encoding: .utf8)
        let config = workspace.repository.appendingPathComponent(".scaffold.yml")
        let settings = try String(contentsOf: config, encoding: .utf8)
        try (settings + "check:\n  rules:\n    view-data-access: warning\n").write(to: config, atomically: true, encoding: .utf8)
        let warned = try workspace.binary.run(["check"], in: workspace.repository)
        XCTAssertEqual(warned.exitCode, 0, "warnings do not fail the run:\n\(warned.transcript)")
        XCTAssertTrue(warned.stdout.contains(": warning: WalletListView is a View"), warned.transcript)

        try (settings + "check:\n  rules:\n    view-data-acces: off\n").write(to: config, atomically: true, encoding: .utf8)
        let misspelled = try workspace.binary.run(["check"], in: workspace.repository)
        XCTAssertEqual(misspelled.exitCode, 78, misspelled.transcript)
        XCTAssertTrue(misspelled.stderr.contains(".scaffold.yml:"), misspelled.transcript)
        XCTAssertTrue(misspelled.stderr.contains("unknown rule `view-data-acces` in `check.rules`"), misspelled.transcript)
        XCTAssertTrue(misspelled.stderr.contains("did you mean `view-data-access`?"), misspelled.transcript)

        let bothFormats = try workspace.binary.run(["check", "--json", "--sarif"], in: workspace.repository)
        XCTAssertEqual(bothFormats.exitCode, 64, bothFormats.transcript)
    }

    func testPathsLimitTheReportAndAMissingPathIsAnInputError() throws {
        let workspace = try Workspace("check-paths")
        let project = workspace.directory.path("fixture")
        try FileManager.default.copyItem(at: RepositoryPaths.checkFixture(.layered), to: project)

        let views = try workspace.binary.run(["check", "Sources/App/Views"], in: project)
        let missing = try workspace.binary.run(["check", "Sources/App/Nowhere"], in: project)

        XCTAssertEqual(views.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("Sources/") }.count, 3, views.transcript)
        XCTAssertTrue(views.stdout.contains("Sources/App/Views/TransferView.swift:14:9: warning:"), views.transcript)
        XCTAssertTrue(views.stdout.contains("Sources/App/Views/WalletDetailView.swift:10:18: error:"), views.transcript)
        XCTAssertEqual(missing.exitCode, 66, missing.transcript)
    }

    func testACheckRunLeavesGitStatusClean() throws {
        let workspace = try Workspace("check-git")
        let project = workspace.directory.path("fixture")
        try FileManager.default.copyItem(at: RepositoryPaths.checkFixture(.clean), to: project)
        let git = URL(fileURLWithPath: "/usr/bin/git")
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixture"]] {
            let output = try ProcessRunner.run(git, arguments, in: project)
            XCTAssertEqual(output.exitCode, 0, output.transcript)
        }

        let first = try workspace.binary.run(["check"], in: project)
        let second = try workspace.binary.run(["check"], in: project)

        XCTAssertEqual(first.exitCode, 2, first.transcript)
        XCTAssertTrue(second.stdout.hasSuffix("(0 parsed, 20 from the cache)\n"), second.transcript)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(".scaffold/cache/check-files.cache").path))
        let status = try ProcessRunner.run(git, ["status", "--porcelain", "--untracked-files=all"], in: project)
        XCTAssertEqual(status.stdout, "", "the cache ignores itself:\n\(status.transcript)")
    }

    func testExplainPrintsEachFilesLayerAndEachTypesRoleWithTheReason() throws {
        let workspace = try Workspace("check-explain")
        let project = workspace.directory.path("shapes")
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Check/shapes/app-shapes"), to: project)

        let explained = try workspace.binary.run(["check", "--explain", "App/presentation"], in: project)
        let json = try workspace.binary.run(["check", "--explain", "--json", "App/data"], in: project)

        XCTAssertEqual(explained.exitCode, 0, explained.transcript)
        XCTAssertTrue(explained.stdout.contains("""
            App/presentation/login/LoginStore.swift: Presentation (in the folder `presentation`)
              5: class LoginStore: view model, it is an ObservableObject and holds LoginUseCase (a use case)
            """), explained.transcript)
        XCTAssertFalse(explained.stdout.contains("App/data/"), "only the paths asked for:\n\(explained.stdout)")
        let files = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], json.transcript)
        XCTAssertEqual(files.map { $0["path"] as? String }, ["App/data/LoginRepositoryImpl.swift"])
        XCTAssertEqual(files.first?["layer"] as? String, "data")
        XCTAssertEqual(try workspace.binary.run(["check", "--explain", "--sarif"], in: project).exitCode, 64)
    }

    func testSeveralPackagesAtTheRootAreAllRead() throws {
        let workspace = try Workspace("check-packages")
        let project = workspace.directory.path("packages")
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Check/shapes/multi-package"), to: project)

        let output = try workspace.binary.run(["check", "--no-cache"], in: project)

        XCTAssertEqual(output.exitCode, 2, output.transcript)
        XCTAssertTrue(output.stdout.contains("NotesUI/Sources/UI/NotesScreen.swift:3:1: error: the Presentation layer imports NotesData, a module of Data [dependency-direction]"), output.transcript)
        XCTAssertTrue(output.stdout.hasSuffix("4 errors, 0 warnings in 7 files (7 parsed, 0 from the cache)\n"), output.transcript)
    }

    private func requireSuccess(_ output: ProcessOutput) throws {
        guard output.exitCode == 0 else { throw HarnessError("scaffold failed:\n\(output.transcript)") }
    }
}

extension RepositoryPaths {
    /// `Tests/Fixtures/Check/<preset>`: a project breaking each of the preset's rules once.
    static func checkFixture(_ preset: Preset) -> URL {
        root.appendingPathComponent("Tests/Fixtures/Check/\(preset.rawValue)")
    }
}
