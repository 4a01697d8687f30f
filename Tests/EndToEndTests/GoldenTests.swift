import Foundation
import XCTest

/// One whole generated tree per preset (sources, tests, mocks, manifest, the composition root), kept as a reference a
/// reviewer reads whole: Wallet.yml with the layered preset (an in-memory store) and mvvm's (a persistence manager over
/// UserDefaults), Budget.yml (`persistence: json`) with features' (a JSON file store) and clean's (a JSON file data
/// source behind a protocol). Each must equal Tests/Fixtures/Golden/<preset>/ byte for byte. What each template says,
/// for every kind of field, operation and style, the snippet tests check (`FeatureKitTests/Render/Snippets`).
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
        let spec = preset == .features || preset == .clean ? "Budget.yml" : "Wallet.yml"
        guard try workspace.generateFixtures([spec], preset: preset, line: line) else { return }

        try GoldenTree.assertMatches(
            workspace.project,
            golden: RepositoryPaths.goldens.appendingPathComponent(preset.rawValue),
            line: line
        )
    }
}
