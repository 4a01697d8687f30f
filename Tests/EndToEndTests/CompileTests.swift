import Foundation
import XCTest

/// Generated code is proved, not eyeballed: every preset's project, with all the fixture features, builds
/// with warnings as errors (Swift 6 mode) and passes its own tests — once under Swift 6's default isolation
/// and once under Xcode 26's approachable concurrency (`-default-isolation MainActor` + its upcoming
/// features). The four presets are four modules of the mode's suite package (SuitePackage), and each preset that
/// generates a server-backed slice one more (`Remote<Preset>`, issue 31: a remote spec, then the Book of an OpenAPI
/// document by `--openapi`), and one more again where a feature may name a remote feature's records (`Refs<Preset>`: a
/// remote feature and an on-device one naming its records, its tests in the framework `Remote<Preset>` does not use in
/// that mode; RemoteLoopbackTests drives its remote slice against a server).
final class CompileTests: XCTestCase {
    /// ReminderList before Reminder (whose `move` reads it); Transaction before Account (whose `transfer` uses it).
    static let specs = ["Wallet.yml", "ReminderList.yml", "Reminder.yml", "Transaction.yml", "Account.yml"]
    /// `persistence: json` (the JSON file store, or clean's JSON file data source, and their tests), for every preset.
    static let jsonSpecs = ["Budget.yml"]
    /// The presets whose `remote:` generates the server slice: every one (mvvm's behind seed 003's Service).
    static let remotePresets: [Preset] = [.layered, .features, .clean, .mvvm]

    /// The remote spec of `preset`'s `Remote<Preset>` module: a cursor over a wrapped list in `layered`, numbered pages
    /// in the others (MutationTests' Purse pages by `link`; RemoteLoopbackTests' Wallet is a cursor too).
    static func remoteSpec(_ preset: Preset) -> String {
        preset == .layered ? "RemoteLedger.cursor.yml" : "RemoteLedger.yml"
    }

    /// The test framework of `preset`'s remote module in `isolation`: each preset's remote tests run in XCTest in one
    /// mode and in Swift Testing in the other, and each mode runs both frameworks.
    static func remoteTests(_ preset: Preset, _ isolation: HarnessPackage.Isolation) -> String {
        let first = (remotePresets.firstIndex(of: preset) ?? 0).isMultiple(of: 2)
        return first == (isolation == .nonisolated) ? "swift-testing" : "xctest"
    }

    /// The test framework of `preset`'s `Refs<Preset>` module in `isolation`: the one its `Remote<Preset>` module does not
    /// use, so every preset's remote tests (the saved copy's among them) are built and run in both frameworks in both
    /// modes, with no module added.
    static func referenceTests(_ preset: Preset, _ isolation: HarnessPackage.Isolation) -> String {
        remoteTests(preset, isolation) == "xctest" ? "swift-testing" : "xctest"
    }

    /// The OpenAPI document whose Book every `Remote<Preset>` module also generates (`feature Book --openapi`): the one
    /// CLIRemoteTests reads (`allOf`, its own `id`, formats, `enum`, `default`, page parameters, a custom operation).
    static let openAPIDocument = "library.yaml"

    /// A remote feature and an on-device one naming its records (issue 31): module `Refs<Preset>` of every preset (in
    /// `features` the shared list UseCase takes its page in seed 001's `Input`).
    static let remoteReferenceSpecs = ["RemoteWallet.yml", "Payment.yml"]
    static let referencePresets: [Preset] = [.layered, .features, .clean, .mvvm]

    /// Every preset's generated tests are built and run in both frameworks in both isolation modes here (its
    /// `Remote<Preset>` in one, its `Refs<Preset>` in the other), which lets the parts whose point is not the framework
    /// (the sweep, the names, approachable concurrency's style combination) use XCTest alone.
    func testEveryPresetRunsBothFrameworksInBothModes() {
        for isolation in HarnessPackage.Isolation.allCases {
            for preset in Preset.allCases {
                XCTAssertTrue(Self.remotePresets.contains(preset) && Self.referencePresets.contains(preset), preset.rawValue)
                XCTAssertEqual(Set([Self.remoteTests(preset, isolation), Self.referenceTests(preset, isolation)]), ["xctest", "swift-testing"],
                               "\(preset.rawValue), \(isolation.rawValue)")
            }
        }
    }

    func testEveryPresetBuildsAndPassesWithDefaultIsolation() throws {
        try SuitePackage.outcome(of: CompilePart.self, .nonisolated).assertTestsPass(minimumTests: 200, "nonisolated")
    }

    func testEveryPresetBuildsAndPassesWithApproachableConcurrency() throws {
        try SuitePackage.outcome(of: CompilePart.self, .mainActor).assertTestsPass(minimumTests: 200, "mainActor")
    }
}

/// CompileTests' share of the suite package: module `App<Preset>` per preset with every fixture spec, module
/// `Remote<Preset>` per preset with a remote slice, and the adopted apps (Tests/Fixtures/Adopt) with their feature.
enum CompilePart: SuitePart {
    static let folder = "compile"

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let modules = try Preset.allCases.map { preset in
            try workspace.generateModule(CompileTests.specs + CompileTests.jsonSpecs, preset: preset, module: "App" + preset.capitalized, in: folder).module
        }
        let remote = try CompileTests.remotePresets.map { try remoteModule($0, workspace: workspace, isolation: isolation) }
        let references = try CompileTests.referencePresets.map { try referenceModule($0, workspace: workspace, isolation: isolation) }
        // Apps scaffold did not create, adopted and given a feature: their own code and tests with the feature's.
        return try Generated(modules: modules + remote + references + workspace.adoptedModules(under: folder))
    }

    /// The modules, whose tests run in one go but for RemoteLoopbackTests' drivers, which need its server.
    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            [TestGroup(label: "all", modules: modules.map(\.name), skip: RemoteLoopbackTests.driverClass)]
        }
    }

    /// `Refs<Preset>`: the remote Wallet and a Payment naming its wallets, in the framework `referenceTests` picks; in the
    /// both isolations with RemoteLoopbackTests' driver beside the generated tests (`RemoteLoopbackTests.addDriver`).
    private static func referenceModule(_ preset: Preset, workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> HarnessPackage.Module {
        let folder = "\(folder)/refs"
        let name = "Refs" + preset.capitalized
        let configuration = "preset: \(preset.rawValue)\nmodule: \(name)\nstyle:\n  tests: \(CompileTests.referenceTests(preset, isolation))\n"
        try workspace.directory.write(configuration, to: "\(folder)/\(preset.rawValue)/.scaffold.yml")
        let (module, _) = try workspace.generateModule(CompileTests.remoteReferenceSpecs, preset: preset, module: name, in: folder)
        try RemoteLoopbackTests.addDriver(to: module, preset: preset, workspace: workspace)
        return module
    }

    /// `Remote<Preset>`: a project configured for a server (snake_case keys, dates with fractional seconds), then the
    /// remote Ledger and the OpenAPI document's Book (`feature Book --openapi`), with the preset's remote tests in the
    /// framework `CompileTests.remoteTests` picks.
    private static func remoteModule(_ preset: Preset, workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> HarnessPackage.Module {
        let name = "Remote" + preset.capitalized
        let root = "\(folder)/remote-\(preset.rawValue)"
        let configuration = """
            preset: \(preset.rawValue)
            module: \(name)
            style:
              tests: \(CompileTests.remoteTests(preset, isolation))
            remote:
              baseURL: https://ledgers.example.com/v1
              keyStyle: snake_case
              dates: iso8601Fractional

            """
        try workspace.directory.write(configuration, to: "\(root)/.scaffold.yml")
        let spec = CompileTests.remoteSpec(preset)
        let output = try workspace.run(["feature", "--spec", workspace.copyFixture(spec), "--root", root])
        guard output.exitCode == 0 else { throw HarnessError("\(name): generating \(spec) failed:\n\(output.transcript)") }
        let document = "\(root)/openapi/\(CompileTests.openAPIDocument)"
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/OpenAPI/\(CompileTests.openAPIDocument)"), encoding: .utf8)
        try workspace.directory.write(text, to: document)
        let book = try workspace.run(["feature", "Book", "--openapi", document, "--root", root])
        guard book.exitCode == 0 else { throw HarnessError("\(name): generating Book from \(document) failed:\n\(book.transcript)") }
        return HarnessPackage.Module(name: name, sources: "\(root)/Sources/\(name)", tests: "\(root)/Tests/\(name)Tests")
    }
}
