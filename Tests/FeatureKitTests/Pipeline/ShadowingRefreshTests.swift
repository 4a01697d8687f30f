import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// An entity named like a framework type, added after other features: their files that name that type are
/// regenerated from their specs in the same change set (and spelled plainly again when it goes), so every feature
/// reads as it would have, had it been generated after the entity.
final class ShadowingRefreshTests: XCTestCase {
    private var root: URL!
    private let roots = ProjectRoots(module: "App")

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "shadowing-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func generator() throws -> FeatureGenerator {
        FeatureGenerator(templates: try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates())))
    }

    private func request(_ name: String, _ fields: [String], preset: Preset = .layered) -> FeatureRequest {
        FeatureRequest(input: .shorthand(name: name, fields: fields, operations: nil), preset: preset, roots: roots, root: root)
    }

    private var writer: Writer { Writer(root: root) }

    /// What `scaffold feature` does: plan, changes, write (or, with `dryRun`, the report alone).
    @discardableResult
    private func feature(_ name: String, _ fields: [String], preset: Preset = .layered, dryRun: Bool = false) throws -> (FeatureChanges, WriteReport) {
        let generator = try generator()
        let request = request(name, fields, preset: preset)
        let changes = try generator.changes(for: try generator.plan(request), request: request, manifest: try writer.manifest())
        return (changes, try writer.apply(changes.changeSet, options: WriteOptions(dryRun: dryRun)))
    }

    /// The feature's files as a fresh run generates them today, by path.
    private func fresh(_ name: String, _ fields: [String], known: Set<String>, preset: Preset = .layered) throws -> [String: String] {
        let spec = try SpecLoader.shorthand(name: name, fields: fields, operations: nil, context: SpecContext(knownEntities: known))
        let plan = try Planner(preset: preset, roots: roots, knownEntities: known).plan(spec)
        return Dictionary(uniqueKeysWithValues: try generator().render(plan).files.filter { $0.mode == .regenerate }.map { ($0.path, $0.contents) })
    }

    private func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appending(path: path).path(percentEncoded: false)).map { String(decoding: $0, as: UTF8.self) }
    }

    private let wallet = ["name:String", "createdAt:Date"]
    private let task = ["title:String"]

    func testANewTaskRegeneratesTheFilesOfWalletThatSpellTask() throws {
        try feature("Wallet", wallet)
        let (changes, report) = try feature("Task", task)

        let regenerated = try XCTUnwrap(changes.refresh.features.first)
        XCTAssertEqual(changes.refresh.features.map(\.name), ["Wallet"])
        XCTAssertEqual(regenerated.spec, "Specs/Wallet.yml")
        XCTAssertTrue(regenerated.files.contains("Sources/App/Views/WalletListView.swift"), "\(regenerated.files)")
        XCTAssertFalse(regenerated.files.contains("Sources/App/Models/Wallet.swift"), "a file without `Task` is not touched")
        for path in regenerated.files where path.hasSuffix(".swift") && !path.contains("AppFactory") {
            XCTAssertEqual(report.results.first { $0.path == path }?.status, .update, path)
        }
        // Every Wallet file is now what a run after Task generates: `Swift.Task`, and nothing else changed.
        for (path, contents) in try fresh("Wallet", wallet, known: ["Wallet", "Task"]) {
            XCTAssertEqual(text(path), contents, path)
        }
        XCTAssertTrue(text("Sources/App/Views/WalletListView.swift")?.contains("Swift.Task {") == true)
        let manifest = try writer.manifest()
        XCTAssertEqual(manifest.files["Sources/App/Views/WalletListView.swift"]?.group, "feature:Wallet", "still Wallet's")
        XCTAssertEqual(changes.notes.first, "entity Task shadows Swift's `Task` in the whole module: Wallet is regenerated from "
            + "Specs/Wallet.yml to spell it `Swift.Task` (\(regenerated.files.count) files)")

        let (again, _) = try feature("Task", task, dryRun: true)
        XCTAssertEqual(again.refresh, ShadowingRefresh(), "Task exists now: nothing newly shadowed")
    }

    func testAnEditedFileOfWalletIsAConflictAndNothingIsWritten() throws {
        try feature("Wallet", wallet)
        let view = root.appending(path: "Sources/App/Views/WalletListView.swift")
        try Data(((text("Sources/App/Views/WalletListView.swift") ?? "") + "// mine\n").utf8).write(to: view)

        let (_, report) = try feature("Task", task, dryRun: true)

        XCTAssertEqual(report.results.first { $0.path == "Sources/App/Views/WalletListView.swift" }?.status, .conflict)
        XCTAssertEqual(report.failure, .conflicts(paths: ["Sources/App/Views/WalletListView.swift"]))
    }

    func testAFeatureWhoseSpecChangedSinceIsLeftWithANote() throws {
        try feature("Wallet", wallet)
        let spec = root.appending(path: "Specs/Wallet.yml")
        let edited = (text("Specs/Wallet.yml") ?? "").replacingOccurrences(of: "fields:\n", with: "fields:\n  - { name: note, type: \"String?\" }\n")
        try Data(edited.utf8).write(to: spec)

        let (changes, _) = try feature("Task", task, dryRun: true)

        XCTAssertEqual(changes.refresh.features, [])
        XCTAssertFalse(changes.changeSet.files.contains { $0.path.contains("Wallet") }, "no file of Wallet is rewritten")
        XCTAssertEqual(changes.refresh.notes.count, 1)
        XCTAssertTrue(changes.refresh.notes[0].hasPrefix("Wallet was left as it is: its files are not what Specs/Wallet.yml generates"),
                      changes.refresh.notes[0])
        XCTAssertTrue(changes.refresh.notes[0].contains("run `scaffold feature Wallet`"), changes.refresh.notes[0])
    }

    func testAFeatureWithoutASpecIsLeftWithANoteWhenItSpellsTheName() throws {
        try feature("Wallet", wallet)
        try FileManager.default.removeItem(at: root.appending(path: "Specs/Wallet.yml"))

        let (changes, _) = try feature("Task", task, dryRun: true)

        XCTAssertEqual(changes.refresh.features, [])
        XCTAssertEqual(changes.refresh.notes.count, 1)
        XCTAssertTrue(changes.refresh.notes[0].contains("it has no spec at Specs/Wallet.yml"), changes.refresh.notes[0])
        XCTAssertTrue(changes.refresh.notes[0].hasSuffix("where it spells `Task` plainly, it means the new entity"), changes.refresh.notes[0])
    }

    func testAnEntityNamedLikeAFoundationTypeRegeneratesWhatSpellsIt() throws {
        try feature("Wallet", wallet)
        try feature("Budget", ["limit:Decimal"])
        let (changes, _) = try feature("Date", ["day:Int"])

        XCTAssertEqual(changes.refresh.names, ["Date"])
        XCTAssertEqual(changes.refresh.features.map(\.name), ["Wallet"], "Budget names no Date")
        XCTAssertTrue(text("Sources/App/Models/Wallet.swift")?.contains("var createdAt: Foundation.Date") == true)
        for (path, contents) in try fresh("Wallet", wallet, known: ["Wallet", "Budget", "Date"]) {
            XCTAssertEqual(text(path), contents, path)
        }
    }

    func testAnEntityNamedLikeNoTypeGeneratedCodeUsesChangesNothing() throws {
        try feature("Wallet", wallet)
        let (changes, _) = try feature("Color", ["hex:String"])
        XCTAssertEqual(changes.refresh, ShadowingRefresh())
        XCTAssertEqual(changes.notes, [])
    }

    /// The composition root holds each feature's region: the new feature's and the regenerated one's are one text.
    func testTheCompositionRootGetsBothFeaturesRegions() throws {
        let specs = root.appending(path: "Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try Data("""
            feature: Wallet
            fields:
              - { name: name, type: String }
              - { name: stampedAt, type: "Date?" }
            operations:
              - { name: list, kind: fetchAll }
              - { name: update, kind: update }
              - { name: stamp, sets: { stampedAt: now } }

            """.utf8).write(to: specs.appending(path: "Wallet.yml"))
        let generator = try generator()
        let request = FeatureRequest(input: .specFile(path: "Specs/Wallet.yml", contents: try Data(contentsOf: specs.appending(path: "Wallet.yml"))),
                                     preset: .clean, roots: roots, root: root)
        let changes = try generator.changes(for: try generator.plan(request), request: request, manifest: try writer.manifest())
        try writer.apply(changes.changeSet, options: WriteOptions())
        let rootPath = "Sources/App/App/AppDependencies.swift"
        XCTAssertTrue(text(rootPath)?.contains("now: { Date() }") == true, text(rootPath) ?? "no root")

        let (dated, report) = try feature("Date", ["day:Int"], preset: .clean)

        XCTAssertTrue(dated.refresh.features.first?.files.contains(rootPath) == true, "\(dated.refresh.features)")
        XCTAssertEqual(report.results.filter { $0.path == rootPath }.count, 1)
        let merged = text(rootPath) ?? ""
        XCTAssertTrue(merged.contains("now: { Foundation.Date() }"), merged)
        XCTAssertTrue(merged.contains("// scaffold:begin feature:Date\n"), merged)
        XCTAssertTrue(merged.contains("// scaffold:begin feature:Wallet\n"), merged)
    }

    func testDestroyingTheEntitySpellsTheNamePlainlyAgain() throws {
        try feature("Wallet", wallet)
        try feature("Task", task)
        let generator = try generator()
        let manifest = try writer.manifest()
        let removal = FeatureRemoval.changeSet(feature: "Task", projectRoot: root, preset: .layered, roots: roots, manifest: manifest)
        let preview = try writer.apply(removal, options: WriteOptions(dryRun: true))

        let refresh = FeatureRemoval.refresh(after: preview, feature: "Task", generator: generator, project: request("Task", []), manifest: manifest)

        XCTAssertFalse(refresh.shadows)
        XCTAssertEqual(refresh.features.map(\.name), ["Wallet"])
        XCTAssertTrue(refresh.summary[0].hasPrefix("without entity Task, Swift's `Task` is no longer shadowed: Wallet is regenerated"), refresh.summary[0])
        try writer.apply(refresh.applied(to: removal), options: WriteOptions())
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appending(path: "Sources/App/Models/Task.swift").path(percentEncoded: false)))
        for (path, contents) in try fresh("Wallet", wallet, known: ["Wallet"]) {
            XCTAssertEqual(text(path), contents, path)
        }
    }

    func testTheProjectsOwnCodeThatSpellsTheNameIsNamed() throws {
        try feature("Wallet", wallet)
        let mine = root.appending(path: "Sources/App/Support/Poller.swift")
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("func poll() { Task { await work() } }\nlet done = Swift.Task { }\n".utf8).write(to: mine)
        let qualified = root.appending(path: "Sources/App/Support/Qualified.swift")
        try Data("let done = Swift.Task { } // Task\n".utf8).write(to: qualified)

        let (changes, _) = try feature("Task", task, dryRun: true)

        XCTAssertEqual(changes.notes.last, "Sources/App/Support/Poller.swift is yours and spells `Task` plainly, which now means the "
            + "entity: write `Swift.Task` where you mean the framework's (scaffold does not rewrite your code)")
    }
}
