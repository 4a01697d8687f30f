import Foundation
import XCTest

/// Any valid name works (not only a keyword is refused): a Post whose fields are named like members of
/// generated views and view models (`body`, `state`, `id`, `description`, `isLoading`, `viewModel`,
/// `errorMessage`), and entities named like types generated code uses (`Task`, `Result`, `Error`, `Data`,
/// `Date`, `Decimal`, `Set`, `Label`, `Section`, `List`) or like one it does not (`Color`), generated into one
/// project, build and pass their tests.
///
/// An entity shadows the framework type of its name in the whole module. The features generated before it
/// (Wallet and Post first, with `Date`, `Decimal` and `Task` in their code) are regenerated from their specs by
/// the run that adds it, so the project builds after each run: every feature is generated once, in order, as a
/// user adds them. Each isolation mode proves two presets, so every preset is proven once and both modes are,
/// at the cost of two builds.
final class NamesTests: XCTestCase {
    static let entities = ["Wallet", "Post", "Task", "Result", "Error", "Data", "Date", "Decimal", "Color", "Set", "Label", "Section", "List"]
    static let specs = entities.map { "Names/\($0).yml" }

    func testTrickyNamesBuildAndPassWithDefaultIsolation() throws {
        try assertTrickyNamesBuildAndPass([.layered, .clean], .nonisolated)
    }

    func testTrickyNamesBuildAndPassWithApproachableConcurrency() throws {
        try assertTrickyNamesBuildAndPass([.features, .mvvm], .mainActor)
    }

    private func assertTrickyNamesBuildAndPass(_ presets: [Preset], _ isolation: HarnessPackage.Isolation, line: UInt = #line) throws {
        let workspace = try Workspace("names-\(isolation.rawValue)")
        var modules: [HarnessPackage.Module] = []
        for preset in presets {
            let module = "Names" + preset.rawValue.prefix(1).uppercased() + preset.rawValue.dropFirst()
            guard let generated = try workspace.generateModule(Self.specs, preset: preset, module: module, line: line) else { return }
            for (entity, module) in [("Task", "Swift"), ("Date", "Foundation"), ("Decimal", "Foundation")] {
                XCTAssertTrue(generated.stderr.contains("note: entity \(entity) shadows \(module)'s `\(entity)` in the whole module: Wallet is regenerated"),
                              "\(preset.rawValue): Wallet not regenerated for \(entity):\n\(generated.stderr)", line: line)
            }
            XCTAssertFalse(generated.stderr.contains("was left as it is"), "\(preset.rawValue):\n\(generated.stderr)", line: line)
            XCTAssertFalse(generated.stderr.contains("entity Color shadows"), "\(preset.rawValue): generated code names no Color", line: line)
            let sources = workspace.directory.path(generated.module.sources)
            let model = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.first { $0.hasSuffix("/Wallet.swift") })
            let wallet = try String(contentsOf: sources.appendingPathComponent(model), encoding: .utf8)
            XCTAssertTrue(wallet.contains("var balance: Foundation.Decimal") && wallet.contains("var openedAt: Foundation.Date"),
                          "\(preset.rawValue): Wallet's model, regenerated:\n\(wallet)", line: line)
            modules.append(generated.module)
        }
        let package = HarnessPackage(root: workspace.directory.url, modules: modules, isolation: isolation)
        try package.assertBuildsAndPasses(minimumTests: 400, isolation.rawValue, line: line)
    }
}
