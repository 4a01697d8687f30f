import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The types a run would declare are read from every file it would write: the composition root's and the home
/// screen's with the feature's own, a created-once or inserted-into file only where it is missing.
final class ChangeSetTypesTests: XCTestCase {
    private func changes(_ preset: Preset) throws -> (Plan, ChangeSet) {
        let plan = try Specs.plan(Specs.wallet(), preset: preset)
        let templates = try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates()))
        return (plan, try Renderer(templates: templates).render(plan))
    }

    func testAMissingRootCountsWithTheHomeScreenItDeclares() throws {
        let (plan, changes) = try changes(.clean)
        let planned = ChangeSetTypes.planned(changes, plans: [plan]) { _ in false }
        let root = try XCTUnwrap(planned.first { $0.name == "HomeView" })
        XCTAssertEqual(root.path, "Sources/App/App/AppDependencies.swift")
        XCTAssertEqual(root.keys, [ChangeSetTypes.appRootKey])
        XCTAssertTrue(planned.contains { $0.name == "AppDependencies" })
        // The feature's own types keep the role and keys the plan gives them.
        XCTAssertEqual(planned.first { $0.name == "Wallet" }?.role, "the entity")
        XCTAssertEqual(Set(plan.plannedTypes.map(\.name)).subtracting(planned.map(\.name)), [], "every type the plan names is read")
    }

    func testARootThatExistsIsInsertedIntoAndDeclaresNothingNew() throws {
        let (plan, changes) = try changes(.clean)
        let planned = ChangeSetTypes.planned(changes, plans: [plan]) { $0.hasSuffix("AppDependencies.swift") }
        XCTAssertFalse(planned.contains { $0.name == "HomeView" || $0.name == "AppDependencies" })
    }

    func testACollisionWithTheRootSaysHowToAdoptTheApp() throws {
        let (plan, changes) = try changes(.clean)
        let planned = ChangeSetTypes.planned(changes, plans: [plan]) { _ in false }
        let existing = LocatedName(name: "HomeView", location: SourceLocation(file: "App/HomeView.swift", line: 3, column: 8))
        let problems = TypeCollisions.problems(plan: plan, planned: planned, existing: [existing])
        XCTAssertEqual(problems.map(\.rendered), [
            "App/HomeView.swift:3:8: error: `HomeView` is already declared here; the Wallet feature would declare it again as part of the "
                + "preset's composition root and first screen (Sources/App/App/AppDependencies.swift) (at adopted)\n"
                + "    hint: the app has a root of its own: run `scaffold adopt` to write .scaffold.yml, or add `adopted: true` (with "
                + "`compositionRoot:` and `rootView:`) to it, and scaffold registers features into the app's root instead of writing one",
        ])
    }
}
