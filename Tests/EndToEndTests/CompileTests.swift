import Foundation
import XCTest

/// Generated code is proved, not eyeballed: every preset's project, with all the fixture features, builds
/// with warnings as errors (Swift 6 mode) and passes its own tests — once under Swift 6's default isolation
/// and once under Xcode 26's approachable concurrency (`-default-isolation MainActor` + its upcoming
/// features). Per isolation mode one package holds the four presets as four modules, so each mode costs
/// one build.
final class CompileTests: XCTestCase {
    /// ReminderList before Reminder (whose `move` reads it); Transaction before Account (whose `transfer` uses it).
    static let specs = ["Wallet.yml", "ReminderList.yml", "Reminder.yml", "Transaction.yml", "Account.yml"]
    /// `persistence: json` (the JSON file store, or clean's JSON file data source, and their tests), for every preset.
    static let jsonSpecs = ["Budget.yml"]

    func testEveryPresetBuildsAndPassesWithDefaultIsolation() throws {
        try assertEveryPresetBuildsAndPasses(.nonisolated)
    }

    func testEveryPresetBuildsAndPassesWithApproachableConcurrency() throws {
        try assertEveryPresetBuildsAndPasses(.mainActor)
    }

    private func assertEveryPresetBuildsAndPasses(_ isolation: HarnessPackage.Isolation, line: UInt = #line) throws {
        let workspace = try Workspace("compile-\(isolation.rawValue)")
        var modules: [HarnessPackage.Module] = []
        for preset in Preset.allCases {
            let module = "App" + preset.rawValue.prefix(1).uppercased() + preset.rawValue.dropFirst()
            let specs = Self.specs + Self.jsonSpecs
            guard let generated = try workspace.generateModule(specs, preset: preset, module: module, line: line) else { return }
            modules.append(generated.module)
        }
        // Apps scaffold did not create, adopted and given a feature: their own code and tests with the feature's.
        guard let adopted = try workspace.adoptedModules(line: line) else { return }
        modules += adopted
        let package = HarnessPackage(root: workspace.directory.url, modules: modules, isolation: isolation)
        try package.assertBuildsAndPasses(minimumTests: 200, isolation.rawValue, line: line)
    }
}
