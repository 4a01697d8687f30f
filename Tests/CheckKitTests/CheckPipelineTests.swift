import CheckKit
import Foundation
import ScaffoldCore
import XCTest

/// The pipeline over a real folder: files found and excluded, facts cached by content, only changed files parsed.
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
        let shards = Set(["Sources/App/Views/A.swift", "Sources/App/Views/B.swift"].map(Self.shard(of:)))
        XCTAssertEqual(Set(first.cache.keys), Set(["check.json"] + shards.flatMap { ["check-files-\($0).json", "check-facts-\($0).json"] }),
                       "the index, and the shards of summaries and of facts holding the two files")
        XCTAssertNil(CheckPipeline.saveCache(first, root: root))

        let unchanged = try check()
        XCTAssertEqual(unchanged.report.filesParsed, 0)
        XCTAssertEqual(unchanged.report.filesFromCache, 2)
        XCTAssertEqual(unchanged.cache, [:], "an up-to-date cache is not written again")
        XCTAssertEqual(unchanged.report.findings, first.report.findings)

        try write("struct B: View { var body: some View { Text(\"b\") } }", to: "Sources/App/Views/B.swift")
        let edited = try check()
        XCTAssertEqual(edited.report.filesParsed, 1)
        XCTAssertEqual(edited.cache.keys.filter { $0.hasPrefix("check-facts") }, ["check-facts-\(Self.shard(of: "Sources/App/Views/B.swift")).json"],
                       "only the shard holding the changed file is written again")
        XCTAssertEqual(edited.report.findings, [])
        XCTAssertNil(CheckPipeline.saveCache(edited, root: root))

        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Views/A.swift"))
        let removed = try check()
        XCTAssertEqual(removed.report.filesParsed, 0)
        XCTAssertEqual(removed.report.filesChecked, 1)
        XCTAssertEqual(removed.cache.keys.filter { $0.hasPrefix("check-facts") }, ["check-facts-\(Self.shard(of: "Sources/App/Views/A.swift")).json"], "the cache forgets the removed file")
    }

    func testACacheFromAnotherVersionOrDamagedIsIgnored() throws {
        try write("{ not json", to: ".scaffold/cache/check.json")
        XCTAssertEqual(try check().report.filesParsed, 2)
        try write("{\"version\": \"scaffold 0.0.0 check cache 1\", \"files\": {}}", to: ".scaffold/cache/check.json")
        XCTAssertEqual(try check().report.filesParsed, 2)
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

    func testAChangedSettingRunsTheRulesAgainFromTheCachedFacts() throws {
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

        // A declaration changes (A becomes a repository other files name): every file is checked again.
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

    /// The shard of a path, as the cache computes it: the first hex digit of the path's SHA-256.
    static func shard(of path: String) -> Int {
        Int(String(ContentHash.hex(Array(path.utf8)).prefix(1)), radix: 16) ?? 0
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
