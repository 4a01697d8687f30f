import Foundation
import ScaffoldCore
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
        // The merge bases are the generated files again, byte for byte: checked here, kept out of the recorded trees.
        try assertBasesAreTheGeneratedFiles(in: workspace.project, line: line)
        try FileManager.default.removeItem(at: workspace.project.appendingPathComponent(MergeBase.folder))

        try GoldenTree.assertMatches(
            workspace.project,
            golden: RepositoryPaths.goldens.appendingPathComponent(preset.rawValue),
            line: line
        )
    }

    /// Every file of a feature that merges has its base (`.scaffold/base/<path>.base`), equal to the file as generated; every
    /// base is such a file's; records, saved specs and `init`'s files have none.
    private func assertBasesAreTheGeneratedFiles(in project: URL, line: UInt) throws {
        let tree = try TreeSnapshot(of: project)
        let manifest = try Writer(root: project).manifest()
        let merging = manifest.files.filter { $0.value.group.hasPrefix("feature:") && !$0.key.hasPrefix(".scaffold/") }.keys.sorted()
        XCTAssertFalse(merging.isEmpty, line: line)
        let bases = tree.paths.filter { $0.hasPrefix(MergeBase.folder + "/") && $0.hasSuffix(".base") }
        XCTAssertEqual(bases, merging.map(MergeBase.path(for:)).sorted(), "one base per merging file", line: line)
        for path in merging {
            XCTAssertEqual(tree.files[MergeBase.path(for: path)]?.contents, tree.files[path]?.contents, path, line: line)
        }
        XCTAssertTrue(tree.text("\(MergeBase.folder)/.gitattributes")?.contains("linguist-generated") ?? false, line: line)
    }
}
