import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A feature never declares a type the module has: each clash is an error at the existing declaration, naming
/// what the feature would have declared and the keys that rename it.
final class TypeCollisionsTests: XCTestCase {
    func testEveryTypeAPlanDeclaresIsListedWithTheKeysThatRenameIt() throws {
        let planned = try AdoptedPlanTests.plan().plannedTypes
        let byName = Dictionary(planned.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byName["WalletRepositoryImpl"]?.keys, ["style.implementationName", "style.naming", "entity"])
        XCTAssertEqual(byName["WalletRepository"]?.keys, ["style.protocolName", "style.naming", "entity"])
        XCTAssertEqual(byName["Wallet"]?.role, "the entity")
        XCTAssertEqual(byName["WalletRepositoryError"]?.path, "Notes/Domain/Repositories/WalletRepository.swift")
        XCTAssertNotNil(byName["WalletValidationError"])
        XCTAssertNotNil(byName["WalletTestError"])
        XCTAssertNotNil(byName["WalletRoute"])
        XCTAssertNil(byName["AppContainer"], "the app's own container is extended, not declared")
        XCTAssertNil(byName["HomeView"])
    }

    func testAClashIsReportedAtTheLocatedName() throws {
        let plan = try AdoptedPlanTests.plan()
        let problems = TypeCollisions.problems(plan: plan, existing: [
            LocatedName(name: "WalletRepositoryImpl", location: SourceLocation(file: "Notes/Data/Legacy.swift", line: 3, column: 7)),
            LocatedName(name: "Unrelated", location: SourceLocation(file: "Notes/X.swift", line: 1, column: 1)),
        ])
        XCTAssertEqual(problems.map(\.rendered), [
            "Notes/Data/Legacy.swift:3:7: error: `WalletRepositoryImpl` is already declared here; the Wallet feature would declare it "
                + "again as a repository implementation (Notes/Data/Repositories/WalletRepositoryImpl.swift) (at style.implementationName)\n"
                + "    hint: rename the feature's type: set `style.implementationName` or `style.naming` in .scaffold.yml, or give the spec "
                + "another `entity:` (e.g. `entity: WalletItem`)",
        ])
        XCTAssertEqual(ScaffoldError.typeCollisions(problems).exitCode, 4)
    }
}
