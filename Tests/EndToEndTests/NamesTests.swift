import Foundation
import XCTest

/// Any valid name works (not only a keyword is refused): a Post whose fields are named like members of
/// generated views and view models (`body`, `state`, `id`, `description`, `isLoading`, `viewModel`,
/// `errorMessage`), and entities named like types generated code uses (`Task`, `Result`, `Error`, `Data`,
/// `Date`, `Set`, `Label`, `Section`, `List`), generated into one project, build and pass their tests.
///
/// An entity shadows the framework type of its name in the whole module, so a feature generated before it
/// spells that type plainly; scaffold says so and the fix is to generate those features again. The test
/// does what a user does: it generates every feature, then each again. Each isolation mode proves two
/// presets, so every preset is proven once and both modes are, at the cost of two builds.
final class NamesTests: XCTestCase {
    static let specs = ["Task", "Result", "Error", "Data", "Date", "Set", "Label", "Section", "List", "Post"].map { "Names/\($0).yml" }

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
            guard let generated = try workspace.generateModule(Self.specs, preset: preset, module: module, passes: 2, line: line) else { return }
            XCTAssertTrue(generated.stderr.contains("run `scaffold feature` again for"),
                          "\(preset.rawValue): no note that earlier features need generating again", line: line)
            modules.append(generated.module)
        }
        let package = HarnessPackage(root: workspace.directory.url, modules: modules, isolation: isolation)
        try package.assertBuildsAndPasses(minimumTests: 400, isolation.rawValue, line: line)
    }
}
