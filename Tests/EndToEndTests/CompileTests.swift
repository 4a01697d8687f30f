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
            guard try generate(Self.specs, preset: preset, module: module, in: workspace, line: line) else { return }
            modules.append(HarnessPackage.Module(name: module, sources: "\(preset.rawValue)/Sources/\(module)", tests: "\(preset.rawValue)/Tests/\(module)Tests"))
        }
        let package = HarnessPackage(root: workspace.directory.url, modules: modules, isolation: isolation)
        try package.install()

        let outcome = try package.buildAndTest(buildTimeout: 1800)

        XCTAssertEqual(outcome.build.exitCode, 0, "\(isolation.rawValue): does not build:\n\(outcome.transcript)", line: line)
        XCTAssertEqual(outcome.test?.exitCode, 0, "\(isolation.rawValue): tests fail:\n\(outcome.transcript)", line: line)
        XCTAssertGreaterThan(outcome.executedTests ?? 0, 200, "\(isolation.rawValue): too few tests ran:\n\(outcome.transcript)", line: line)
    }

    /// `scaffold feature --spec specs/<spec> --preset <preset> --module <module> --root <preset>` for each spec, in order.
    private func generate(_ specs: [String], preset: Preset, module: String, in workspace: Workspace, line: UInt) throws -> Bool {
        for spec in specs {
            let output = try workspace.run([
                "feature", "--spec", workspace.copyFixture(spec), "--preset", preset.rawValue, "--module", module, "--root", preset.rawValue,
            ])
            guard output.exitCode == 0 else {
                XCTFail("generating \(spec) with preset \(preset.rawValue) failed:\n\(output.transcript)", line: line)
                return false
            }
        }
        return true
    }
}
