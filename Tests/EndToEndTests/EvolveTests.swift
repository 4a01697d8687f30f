import Foundation
import ScaffoldCore
import XCTest

/// A feature lives on, as a user sees it, and the result builds and passes its tests (the suite package, default
/// isolation):
///
/// - for `layered`, `features` and `clean`: `scaffold init`, `scaffold feature Wallet name:String balance:Decimal`, two
///   hand edits (the list's title, a computed property on the model), two fields added to `Specs/Wallet.yml`,
///   `scaffold feature Wallet` again: both edited files are merged, the new fields reach them, nothing conflicts;
/// - the project scaffold 897fb66 generated (Tests/Fixtures/Upgrade), committed, edited by hand in its model, list,
///   form, a UseCase and a test, then `scaffold upgrade` with changed templates (the next release, as project
///   overrides): the bases come from the git history, every edit is kept and every template change arrives.
final class EvolveTests: XCTestCase {
    func testAnEditedFeatureFollowsItsSpecInEveryPresetAndBuilds() throws {
        let outcome = try SuitePackage.outcome(of: EvolvePart.self, .nonisolated)
        guard case .success(let generated) = outcome.generated else { return XCTFail("\(outcome.generated)") }
        for app in generated.apps {
            let run = app.regeneration
            XCTAssertEqual(run.exitCode, 0, "\(app.module): \(run.transcript)")
            XCTAssertTrue(run.stdout.contains("merge      \(app.model)\n"), "\(app.module): the model is merged:\n\(run.transcript)")
            // clean's list shows rows, not fields: where its generated version does not change, it stays as edited.
            let listMerged = run.stdout.contains("merge      \(app.list)\n")
            XCTAssertTrue(listMerged || app.module == "LedgerClean", "\(app.module): the list is merged:\n\(run.transcript)")
            for path in listMerged ? [app.model, app.list] : [app.model] {
                let text = try XCTUnwrap(app.after.text(path), path)
                XCTAssertTrue(text.contains("currency"), "\(app.module): the new field reaches \(path):\n\(text)")
            }
            XCTAssertTrue(app.after.text(app.list)?.contains(".navigationTitle(\"My Wallets\")") ?? false, app.module)
            XCTAssertTrue(app.after.text(app.model)?.contains("var summary: String") ?? false, app.module)
            XCTAssertTrue(app.after.text(app.model)?.contains("var note: String?") ?? false, app.module)
            XCTAssertFalse(run.stdout.contains("conflict") || run.stderr.contains("warning"), "\(app.module):\n\(run.transcript)")
        }
        outcome.assertTestsPass(EvolvePart.ledgers, minimumTests: 60, "edited Ledger apps regenerated")
    }

    /// Issue 33's check, for every preset: records version 1's own generated store saved (three wallets, written by a
    /// test of the version 1 app) load in version 2 after `scaffold feature` with the spec changed (`name` renamed
    /// `title`, `balance` widened to `Double`, `currency` added with a default, `nickname` removed, `oldNote`
    /// dropped); saved again, each keeps `nickname` and loses `oldNote`.
    func testRecordsVersion1StoredLoadAfterTheSpecChangedInEveryPreset() throws {
        let outcome = try SuitePackage.outcome(of: EvolvePart.self, .nonisolated)
        guard case .success(let generated) = outcome.generated else { return XCTFail("\(outcome.generated)") }
        for run in generated.storeRuns {
            XCTAssertEqual(run.exitCode, 0, "the version 2 run of `scaffold feature`:\n\(run.transcript)")
        }
        let stored = outcome.assertTestsPass(EvolvePart.storedByVersion1, minimumTests: EvolvePart.storePresets.count, "version 1 stores wallets")
        XCTAssertNotNil(stored)
        let read = outcome.assertTestsPass(EvolvePart.readByVersion2, minimumTests: EvolvePart.storePresets.count, "version 2 reads them")
        for preset in EvolvePart.storePresets {
            XCTAssertTrue(read.map { ($0.stdout + $0.stderr).contains(EvolvePart.storeModule(preset, version: 2)) } ?? false, "\(preset.rawValue) ran")
        }
    }

    func testAProject897fb66GeneratedIsUpgradedKeepingItsEditsAndBuilds() throws {
        let outcome = try SuitePackage.outcome(of: EvolvePart.self, .nonisolated)
        guard case .success(let generated) = outcome.generated else { return XCTFail("\(outcome.generated)") }
        let run = generated.upgrade
        XCTAssertEqual(run.exitCode, 0, run.transcript)
        for edit in LegacyProject.edits {
            XCTAssertTrue(run.stdout.contains("merge      \(edit.path)\n"), "\(edit.path) is merged:\n\(run.transcript)")
        }
        try LegacyProject.assertUpgraded(generated.upgraded)
        let tests = outcome.assertTestsPass(EvolvePart.upgraded, minimumTests: 20, "897fb66's project upgraded")
        XCTAssertTrue(tests.map { ($0.stdout + $0.stderr).contains("testANewListShowsNoWalletsYet") } ?? false, "the hand-written test ran")
    }
}

/// EvolveTests' share of the suite package: an `init`ed app per preset after the edit-and-regenerate sequence, and the
/// 897fb66 project after its upgrade, each a module with its app target.
enum EvolvePart: SuitePart {
    static let folder = "evolve"
    static let presets: [Preset] = [.layered, .features, .clean]
    static let ledgers = "ledgers", upgraded = "upgraded"

    /// One app after `scaffold feature Wallet` ran again over its edits.
    struct App {
        var module: String
        var model: String
        var list: String
        /// The second `scaffold feature Wallet`.
        var regeneration: ProcessOutput
        var after: TreeSnapshot
    }

    struct Generated: GeneratedPart {
        var apps: [App]
        var upgrade: ProcessOutput
        /// The upgraded repository.
        var upgraded: URL
        /// Each preset's second `scaffold feature --spec Wallet.yml` (version 2).
        var storeRuns: [ProcessOutput]
        /// Where version 1 stores its wallets and version 2 reads them: a folder (mvvm: a UserDefaults suite's name).
        var storeLocation: String
        var modules: [HarnessPackage.Module]

        /// Version 1 stores, then version 2 reads what it stored.
        var testGroupsRunInOrder: Bool { true }

        var testGroups: [TestGroup] {
            // Version 1 stores, then version 2 reads: the groups run in this order.
            let environment = [EvolvePart.storeVariable: storeLocation]
            return [
                TestGroup(label: EvolvePart.ledgers, modules: apps.map(\.module)), TestGroup(label: EvolvePart.upgraded, modules: ["Ledger"]),
                TestGroup(label: EvolvePart.storedByVersion1, modules: EvolvePart.storePresets.map { EvolvePart.storeModule($0, version: 1) },
                          environment: environment),
                TestGroup(label: EvolvePart.readByVersion2, modules: EvolvePart.storePresets.map { EvolvePart.storeModule($0, version: 2) },
                          environment: environment),
            ]
        }
    }

    static let storePresets: [Preset] = [.layered, .features, .clean, .mvvm]
    static let storedByVersion1 = "stored-by-version-1", readByVersion2 = "read-by-version-2"
    /// The environment variable naming where the stores keep their wallets.
    static let storeVariable = "SCAFFOLD_STORED_RECORDS"

    /// The app of version 1 or 2 of the Wallet spec (Tests/Fixtures/Stores/HandWritten) in a preset.
    static func storeModule(_ preset: Preset, version: Int) -> String {
        "StoredV\(version)\(preset.capitalized)"
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        var apps: [App] = []
        var modules: [HarnessPackage.Module] = []
        for preset in presets {
            let name = "Ledger" + preset.capitalized
            let relative = "\(folder)/\(preset.rawValue)"
            let repository = workspace.directory.path(relative)
            try require(workspace.run(["init", name, "--preset", preset.rawValue, "--project", "none", "--root", relative]), name)
            try require(workspace.binary.run(["feature", "Wallet", "name:String", "balance:Decimal"], in: repository), name)
            let manifest = try Writer(root: repository).manifest()
            let model = try path(in: manifest, endingWith: "/Wallet.swift", under: "Sources/")
            let list = try path(in: manifest, endingWith: "/WalletListView.swift", under: "Sources/")
            try replace("        self.balance = balance\n    }\n}\n",
                        with: "        self.balance = balance\n    }\n\n    /// How the wallet reads in a list.\n    var summary: String { \"\\(name): \\(balance)\" }\n}\n",
                        in: repository.appendingPathComponent(model))
            try replace(".navigationTitle(\"Wallets\")", with: ".navigationTitle(\"My Wallets\")", in: repository.appendingPathComponent(list))
            try replace("  - { name: balance, type: Decimal }\n",
                        with: "  - { name: balance, type: Decimal }\n  - { name: currency, type: String, default: \"EUR\" }\n  - { name: note, type: String? }\n",
                        in: repository.appendingPathComponent("Specs/Wallet.yml"))
            let regeneration = try workspace.binary.run(["feature", "Wallet"], in: repository)
            apps.append(App(module: name, model: model, list: list, regeneration: regeneration, after: try TreeSnapshot(of: repository)))
            modules.append(try copy(repository, module: name, into: workspace.directory.path("\(folder)/harness")))
        }
        let storeLocation = workspace.directory.path("\(folder)/records").path
        var storeRuns: [ProcessOutput] = []
        for preset in storePresets {
            for version in [1, 2] {
                let name = storeModule(preset, version: version)
                let relative = "\(folder)/stores/\(name)"
                let repository = workspace.directory.path(relative)
                try require(workspace.run(["init", name, "--preset", preset.rawValue, "--project", "none", "--root", relative]), name)
                let specs = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Stores/HandWritten")
                for file in version == 1 ? ["Wallet.v1.yml"] : ["Wallet.v1.yml", "Wallet.yml"] {
                    try String(contentsOf: specs.appendingPathComponent(file), encoding: .utf8)
                        .write(to: repository.appendingPathComponent("Wallet.yml"), atomically: true, encoding: .utf8)
                    let run = try workspace.binary.run(["feature", "--spec", "Wallet.yml"], in: repository)
                    if file == "Wallet.yml" { storeRuns.append(run) } else { try require(run, name) }
                }
                let store = StoreCheck(preset: preset, module: name)
                try (version == 1 ? store.version1Test : store.version2Test)
                    .write(to: repository.appendingPathComponent("Tests/\(name)Tests/StoredWalletsTests.swift"), atomically: true, encoding: .utf8)
                modules.append(try copy(repository, module: name, into: workspace.directory.path("\(folder)/harness"), appTarget: false))
            }
        }
        let legacy = workspace.directory.path("\(folder)/legacy")
        try LegacyProject.editedRepository(at: legacy)
        try LegacyProject.overrideTemplates(legacy, binary: workspace.binary)
        let upgrade = try workspace.binary.run(["upgrade"], in: legacy)
        modules.append(try copy(legacy, module: "Ledger", into: workspace.directory.path("\(folder)/harness")))
        return Generated(apps: apps, upgrade: upgrade, upgraded: legacy, storeRuns: storeRuns, storeLocation: storeLocation, modules: modules)
    }

    private static func require(_ output: ProcessOutput, _ what: String) throws {
        guard output.exitCode == 0 else { throw HarnessError("\(what): scaffold failed:\n\(output.transcript)") }
    }

    private static func path(in manifest: Manifest, endingWith suffix: String, under prefix: String) throws -> String {
        guard let path = manifest.files.keys.sorted().first(where: { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }) else {
            throw HarnessError("no generated file ending with \(suffix)")
        }
        return path
    }

    private static func replace(_ original: String, with edited: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.components(separatedBy: original).count == 2 else {
            throw HarnessError("\(file.lastPathComponent): not there exactly once: \(original)")
        }
        try text.replacingOccurrences(of: original, with: edited).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Copies a repository's `Sources`, `Tests` and `AppTarget` to `<folder>/<module>/`: one module and app target
    /// (without `appTarget`, the module alone).
    private static func copy(_ repository: URL, module: String, into folder: URL, appTarget: Bool = true) throws -> HarnessPackage.Module {
        let manager = FileManager.default
        let destination = folder.appendingPathComponent(module)
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for entry in appTarget ? ["Sources", "Tests", "AppTarget"] : ["Sources", "Tests"] {
            try manager.copyItem(at: repository.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
        let root = "\(Self.folder)/harness/\(module)"
        return HarnessPackage.Module(name: module, sources: "\(root)/Sources/\(module)", tests: "\(root)/Tests/\(module)Tests",
                                     appTarget: appTarget ? "\(root)/AppTarget" : nil)
    }
}
