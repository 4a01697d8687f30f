import CheckKit
import Foundation
import ScaffoldCore
import TextDiffTesting
import XCTest

/// The pipeline over a real folder: files found and excluded, findings cached by content, only changed files parsed, and
/// unchanged files checked again exactly when what they asked the project index changed.
final class CheckPipelineTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("check-pipeline-\(UUID().uuidString.prefix(8))")
        try write("struct A: View { var body: some View { Text(\"a\") } }", to: "Sources/App/Views/A.swift")
        try write("struct B: View { let store = UserDefaults.standard }", to: "Sources/App/Views/B.swift")
        try write("struct C: View { let store = UserDefaults.standard }", to: "Sources/App/Legacy/C.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testOnlyFilesWhoseContentsChangedAreParsedAgain() throws {
        let first = try check()
        XCTAssertEqual(first.report.filesParsed, 2)
        XCTAssertEqual(first.report.findings.map(\.file), ["Sources/App/Views/B.swift"], "Legacy is excluded")
        XCTAssertEqual(
            Set(first.cache.keys), ["check-files.cache", "check-stamps.cache", "check-report.json"],
            "one cache per file, the stamps that spare reading unchanged files, and the last report"
        )
        XCTAssertNil(CheckPipeline.saveCache(first, root: root))

        let unchanged = try check()
        XCTAssertEqual(unchanged.report.filesParsed, 0)
        XCTAssertEqual(unchanged.report.filesFromCache, 2)
        XCTAssertEqual(unchanged.cache, [:], "an up-to-date cache is not written again")
        XCTAssertEqual(unchanged.report.findings, first.report.findings)

        try write("struct B: View { var body: some View { Text(\"b\") } }", to: "Sources/App/Views/B.swift")
        let edited = try check()
        XCTAssertEqual(edited.report.filesParsed, 1)
        XCTAssertEqual(edited.report.findings, [])
        XCTAssertNil(CheckPipeline.saveCache(edited, root: root))

        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Views/A.swift"))
        let removed = try check()
        XCTAssertEqual(removed.report.filesParsed, 0)
        XCTAssertEqual(removed.report.filesChecked, 1)
        XCTAssertNotNil(removed.cache["check-files.cache"], "the cache forgets the removed file")
    }

    /// Past the racy window a run knows every file by its stamp and reads none; an edit that keeps the size and the
    /// modification time is still seen (the change time moved), and the report follows it.
    func testAnUnchangedTreeIsKnownByItsStampsAndAnEditKeepingSizeAndTimeIsSeen() throws {
        XCTAssertNil(CheckPipeline.saveCache(try check(), root: root))
        Thread.sleep(forTimeInterval: Double(FileCache<Int>.racyWindow) / 1e9 + 0.2)
        XCTAssertNil(CheckPipeline.saveCache(try check(), root: root), "saved again: the stamps are trusted from now on")
        let unchanged = try check()
        XCTAssertEqual(unchanged.cache, [:])
        XCTAssertEqual(unchanged.report.findings.map(\.file), ["Sources/App/Views/B.swift"])

        let path = root.appendingPathComponent("Sources/App/Views/B.swift").path(percentEncoded: false)
        try rewriteKeepingSizeAndTime(path, "struct B: View { let nam = \"UserDefaults.standard\" }")
        let edited = try check()
        XCTAssertEqual(edited.report.filesParsed, 1)
        XCTAssertEqual(edited.report.findings, [], "the view no longer uses UserDefaults")
    }

    func testACacheFromAnotherVersionOrDamagedIsIgnored() throws {
        try write("{ not json", to: ".scaffold/cache/check-files.cache")
        try write("{ not json", to: ".scaffold/cache/check-report.json")
        XCTAssertEqual(try check().report.filesParsed, 2)
        try write("{\"version\": \"scaffold 0.0.0 check-files.cache 1\", \"entries\": {}}", to: ".scaffold/cache/check-files.cache")
        XCTAssertEqual(try check().report.filesParsed, 2)
    }

    func testTheCacheFolderIgnoresItselfForGit() throws {
        XCTAssertNil(CheckPipeline.saveCache(try check(), root: root))
        let ignore = try String(contentsOf: root.appendingPathComponent(".scaffold/cache/.gitignore"), encoding: .utf8)
        XCTAssertTrue(ignore.split(separator: "\n").contains("*"), ignore)
    }

    func testWithoutTheCacheEverythingIsParsedAndNothingIsReturnedToSave() throws {
        XCTAssertNil(CheckPipeline.saveCache(try check(), root: root))
        let run = try self.check(useCache: false)
        XCTAssertEqual(run.report.filesParsed, 2)
        XCTAssertEqual(run.cache, [:])
    }

    func testAnUnknownRuleInTheSettingsIsAConfigurationError() {
        let settings = CheckSettings(rules: [.init(id: "view-data-acess", level: .off)])
        XCTAssertThrowsError(try check(settings: settings)) { error in
            guard case ScaffoldError.invalidConfiguration(let problems) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.first?.hint?.hasPrefix("did you mean `view-data-access`?"), true)
        }
    }

    func testAChangedSettingReportsFromTheCachedFindingsWithoutParsing() throws {
        XCTAssertNil(CheckPipeline.saveCache(try check(), root: root))
        let off = try check(settings: CheckSettings(rules: [.init(id: "view-data-access", level: .off)], exclude: ["Sources/App/Legacy"]))
        XCTAssertEqual(off.report.findings, [])
        XCTAssertEqual(off.report.filesParsed, 0)
    }

    func testAnIncrementalRunReportsWhatAFullRunReports() throws {
        let list = "Sources/App/ViewModels/ListViewModel.swift", detail = "Sources/App/ViewModels/DetailViewModel.swift"
        let viewModel = { (name: String, body: String) in
            "final class \(name): ObservableObject {\n    private let repository: any WalletRepositoryProtocol\n"
                + "    init(repository: any WalletRepositoryProtocol) { self.repository = repository }\n"
                + "    func archive(_ wallet: Wallet) async throws { \(body) }\n}\n"
        }
        try write(viewModel("ListViewModel", "try await repository.archive(id: wallet.id)"), to: list)
        try write(viewModel("DetailViewModel", "try await repository.archive(id: wallet.id)"), to: detail)
        let settings = CheckSettings(exclude: ["Sources/App/Legacy"])
        let first = try check(settings: settings)
        XCTAssertEqual(first.report.findings.filter { $0.ruleID == "usecase-criteria" }.map(\.file), [detail], "called from two view models")
        XCTAssertNil(CheckPipeline.saveCache(first, root: root))

        // A body changes: the other files' outputs are reused, and the cross-file finding goes away.
        try write(viewModel("DetailViewModel", "_ = wallet"), to: detail)
        let bodyEdit = try check(settings: settings)
        XCTAssertEqual(bodyEdit.report.filesParsed, 1)
        XCTAssertEqual(bodyEdit.report.findings, try check(useCache: false, settings: settings).report.findings)
        XCTAssertFalse(bodyEdit.report.findings.contains { $0.ruleID == "usecase-criteria" })
        XCTAssertNil(CheckPipeline.saveCache(bodyEdit, root: root))

        // A declaration changes (A becomes a repository other files name): the files that named it are checked again.
        try write("struct A: View { var body: some View { Text(\"a\") } }\nfinal class WalletRepository {}\n", to: "Sources/App/Views/A.swift")
        try write("struct B: View { let store: WalletRepository }", to: "Sources/App/Views/B.swift")
        let declarationEdit = try check(settings: settings)
        XCTAssertEqual(declarationEdit.report.filesParsed, 2)
        XCTAssertEqual(declarationEdit.report.findings, try check(useCache: false, settings: settings).report.findings)
        XCTAssertEqual(declarationEdit.report.findings.map(\.ruleID), ["view-data-access"])
        XCTAssertNil(CheckPipeline.saveCache(declarationEdit, root: root))

        // And the run after that has nothing new to read.
        XCTAssertEqual(try check(settings: settings).report.findings, declarationEdit.report.findings)
    }

    func testAnUnchangedFileIsCheckedAgainWhenANameItMentionsChangesWhatItIs() throws {
        let settings = CheckSettings(exclude: ["Sources/App/Legacy"])
        try write("struct C: View { let source: NoteRepository }", to: "Sources/App/Views/C.swift")
        let first = try check(settings: settings)
        XCTAssertEqual(first.report.findings.map(\.file), ["Sources/App/Views/B.swift", "Sources/App/Views/C.swift"],
                       "an undeclared NoteRepository is a repository by its name")
        XCTAssertNil(CheckPipeline.saveCache(first, root: root))

        // C is not edited; a new file declares NoteRepository as a model.
        try write("struct NoteRepository: Codable { let url: URL }", to: "Sources/App/Models/NoteRepository.swift")
        let declared = try check(settings: settings)
        XCTAssertEqual(declared.report.filesParsed, 2, "the new file, and C, whose answer about NoteRepository changed; A and B are kept")
        XCTAssertEqual(declared.report.findings.map(\.file), ["Sources/App/Views/B.swift"])
        XCTAssertEqual(declared.report.findings, try check(useCache: false, settings: settings).report.findings)
    }

    private func check(useCache: Bool = true, settings: CheckSettings = CheckSettings(exclude: ["Sources/App/Legacy"])) throws -> CheckRun {
        try CheckPipeline.run(CheckConfiguration(
            root: root, preset: .layered, roots: ProjectRoots(module: "App"), settings: settings,
            sources: [root.appendingPathComponent("Sources/App")], useCache: useCache
        ))
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
