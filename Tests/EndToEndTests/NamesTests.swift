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
/// presets (modules of the mode's suite package), so every preset is proven once and both modes are.
final class NamesTests: XCTestCase {
    static let specs = ["Task", "Result", "Error", "Data", "Date", "Set", "Label", "Section", "List", "Post"].map { "Names/\($0).yml" }

    func testTrickyNamesBuildAndPassWithDefaultIsolation() throws {
        try assertTrickyNamesBuildAndPass(.nonisolated)
    }

    func testTrickyNamesBuildAndPassWithApproachableConcurrency() throws {
        try assertTrickyNamesBuildAndPass(.mainActor)
    }

    private func assertTrickyNamesBuildAndPass(_ isolation: HarnessPackage.Isolation, line: UInt = #line) throws {
        let outcome = try SuitePackage.outcome(of: NamesPart.self, isolation)
        guard let generated = outcome.built(isolation.rawValue, line: line) else { return }
        for (preset, stderr) in generated.stderr {
            XCTAssertTrue(stderr.contains("run `scaffold feature` again for"),
                          "\(preset.rawValue): no note that earlier features need generating again", line: line)
        }
        outcome.assertTestsPass(minimumTests: 400, isolation.rawValue, line: line)
    }
}

/// NamesTests' share of the suite package: every tricky name, twice, in module `Names<Preset>` for two presets.
enum NamesPart: SuitePart {
    static let folder = "names"

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        /// What scaffold printed on stderr while generating, by preset.
        var stderr: [(preset: Preset, text: String)]
    }

    static func presets(_ isolation: HarnessPackage.Isolation) -> [Preset] {
        isolation == .nonisolated ? [.layered, .clean] : [.features, .mvvm]
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        var generated = Generated(modules: [], stderr: [])
        for preset in presets(isolation) {
            let module = try workspace.generateModule(NamesTests.specs, preset: preset, module: "Names" + preset.capitalized, in: folder, passes: 2)
            generated.modules.append(module.module)
            generated.stderr.append((preset, module.stderr))
        }
        return generated
    }
}
