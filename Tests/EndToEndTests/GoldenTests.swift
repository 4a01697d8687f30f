import Foundation
import XCTest

/// The whole generated tree (sources, tests, mocks, manifest) for Wallet.yml, ReminderList.yml and Reminder.yml, per
/// preset, and Budget.yml (`persistence: json`: a JSON file store, or clean's JSON file data source), must equal
/// Tests/Fixtures/Golden/<preset>/ byte for byte.
final class GoldenTests: XCTestCase {
    func testLayeredTreeMatchesGolden() throws {
        try assertMatchesGolden(.layered)
    }

    func testFeaturesTreeMatchesGolden() throws {
        try assertMatchesGolden(.features)
    }

    func testCleanTreeMatchesGolden() throws {
        try assertMatchesGolden(.clean)
    }

    func testMVVMTreeMatchesGolden() throws {
        try assertMatchesGolden(.mvvm)
    }

    private func assertMatchesGolden(_ preset: Preset, line: UInt = #line) throws {
        let workspace = try Workspace("golden-\(preset.rawValue)")
        let specs = ["Wallet.yml", "ReminderList.yml", "Reminder.yml", "Budget.yml"]
        guard try workspace.generateFixtures(specs, preset: preset, line: line) else { return }

        try GoldenTree.assertMatches(
            workspace.project,
            golden: RepositoryPaths.goldens.appendingPathComponent(preset.rawValue),
            line: line
        )
    }
}
