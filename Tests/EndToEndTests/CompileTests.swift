import Foundation
import XCTest

/// Generated code is proved, not eyeballed: every preset's project, with all the fixture features, builds
/// with warnings as errors (Swift 6 mode) and passes its own tests — once under Swift 6's default isolation
/// and once under Xcode 26's approachable concurrency (`-default-isolation MainActor` + its upcoming
/// features). The four presets are four modules of the mode's suite package (SuitePackage), and each preset one more
/// (`Refs<Preset>`): a remote feature and an on-device one naming its records (issue 31).
final class CompileTests: XCTestCase {
    /// ReminderList before Reminder (whose `move` reads it); Transaction before Account (whose `transfer` uses it).
    static let specs = ["Wallet.yml", "ReminderList.yml", "Reminder.yml", "Transaction.yml", "Account.yml"]
    /// `persistence: json` (the JSON file store, or clean's JSON file data source, and their tests), for every preset.
    static let jsonSpecs = ["Budget.yml"]
    /// A remote feature and an on-device one naming its records (issue 31): module `Refs<Preset>` of every preset.
    static let remoteReferenceSpecs = ["RemoteWallet.yml", "Payment.yml"]

    func testEveryPresetBuildsAndPassesWithDefaultIsolation() throws {
        try SuitePackage.outcome(of: CompilePart.self, .nonisolated).assertTestsPass(minimumTests: 200, "nonisolated")
    }

    func testEveryPresetBuildsAndPassesWithApproachableConcurrency() throws {
        try SuitePackage.outcome(of: CompilePart.self, .mainActor).assertTestsPass(minimumTests: 200, "mainActor")
    }
}

/// CompileTests' share of the suite package: module `App<Preset>` per preset with every fixture spec, and the
/// adopted apps (Tests/Fixtures/Adopt) with their feature.
enum CompilePart: SuitePart {
    static let folder = "compile"

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> GeneratedModules {
        let modules = try Preset.allCases.map { preset in
            try workspace.generateModule(CompileTests.specs + CompileTests.jsonSpecs, preset: preset, module: "App" + preset.capitalized, in: folder).module
        }
        let references = try Preset.allCases.map { preset in
            try workspace.generateModule(CompileTests.remoteReferenceSpecs, preset: preset, module: "Refs" + preset.capitalized, in: "\(folder)/refs").module
        }
        // Apps scaffold did not create, adopted and given a feature: their own code and tests with the feature's.
        return try GeneratedModules(modules: modules + references + workspace.adoptedModules(under: folder))
    }
}
