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
            var sawShadowingNote = false
            for pass in 1...2 {
                for spec in Self.specs {
                    let output = try workspace.run([
                        "feature", "--spec", workspace.copyFixture(spec), "--preset", preset.rawValue, "--module", module, "--root", preset.rawValue,
                    ])
                    guard output.exitCode == 0 else {
                        return XCTFail("\(preset.rawValue): generating \(spec) (pass \(pass)) failed:\n\(output.transcript)", line: line)
                    }
                    sawShadowingNote = sawShadowingNote || output.stderr.contains("run `scaffold feature` again for")
                }
            }
            XCTAssertTrue(sawShadowingNote, "\(preset.rawValue): no note that earlier features need generating again", line: line)
            modules.append(HarnessPackage.Module(name: module, sources: "\(preset.rawValue)/Sources/\(module)", tests: "\(preset.rawValue)/Tests/\(module)Tests"))
        }
        let package = HarnessPackage(root: workspace.directory.url, modules: modules, isolation: isolation)
        try package.install()

        let outcome = try package.buildAndTest(buildTimeout: 1800)

        XCTAssertEqual(outcome.build.exitCode, 0, "\(isolation.rawValue): does not build:\n\(outcome.transcript)", line: line)
        XCTAssertEqual(outcome.test?.exitCode, 0, "\(isolation.rawValue): tests fail:\n\(outcome.transcript)", line: line)
        XCTAssertGreaterThan(outcome.executedTests ?? 0, 400, "\(isolation.rawValue): too few tests ran:\n\(outcome.transcript)", line: line)
    }
}
