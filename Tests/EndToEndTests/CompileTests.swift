import Foundation
import XCTest

/// Generated code is proved, not eyeballed: for each preset, all four fixture features are generated
/// into one project, which must build with warnings as errors (Swift 6 mode) and pass its own tests.
final class CompileTests: XCTestCase {
    /// Transaction comes before Account: Account's `transfer` uses the Transaction repository.
    private let specs = ["Wallet.yml", "Reminder.yml", "Transaction.yml", "Account.yml"]

    func testLayeredProjectBuildsAndPassesItsTests() throws {
        try assertGeneratedProjectBuildsAndPasses(.layered)
    }

    func testFeaturesProjectBuildsAndPassesItsTests() throws {
        try assertGeneratedProjectBuildsAndPasses(.features)
    }

    private func assertGeneratedProjectBuildsAndPasses(_ preset: Preset, line: UInt = #line) throws {
        let workspace = try Workspace("compile-\(preset.rawValue)")
        guard try workspace.generateFixtures(specs, preset: preset, line: line) else { return }
        let package = HarnessPackage(root: workspace.project)
        try package.install()

        let outcome = try package.buildAndTest()

        XCTAssertEqual(outcome.build.exitCode, 0, "\(preset.rawValue) does not build:\n\(outcome.transcript)", line: line)
        XCTAssertEqual(outcome.test?.exitCode, 0, "\(preset.rawValue) tests fail:\n\(outcome.transcript)", line: line)
        XCTAssertGreaterThan(outcome.executedTests ?? 0, 0, "\(preset.rawValue) ran no tests:\n\(outcome.transcript)", line: line)
    }
}
