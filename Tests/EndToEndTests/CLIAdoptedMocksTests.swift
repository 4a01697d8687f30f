import Foundation
import XCTest

/// `scaffold mocks` in an adopted app, through the built binary: it writes its mocks where `feature` writes a
/// feature's, the folder the app keeps its test doubles in, so the two never declare one mock twice.
final class CLIAdoptedMocksTests: XCTestCase {
    /// Tests/Fixtures/Adopt/APIClientContainer keeps its test doubles beside its tests (`layout.mock:
    /// "{testRoot}/{name}.swift"`): a bare `scaffold mocks` after a feature finds the feature's mocks there, identical,
    /// and adds no second `…Mock` in `<tests>/Mocks` (the test target would not build).
    func testMocksGoWhereTheAppKeepsItsTestDoubles() throws {
        let workspace = try Workspace("adopted-mocks")
        let folder = try AdoptedApps.copy("APIClientContainer", into: workspace)
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        let config = try String(contentsOf: workspace.directory.path("\(folder)/.scaffold.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("  mock: \"{testRoot}/{name}.swift\""), config)
        let feature = try workspace.run(["feature", "Wallet", "name:String", "--root", folder])
        XCTAssertEqual(feature.exitCode, 0, feature.transcript)
        XCTAssertTrue(feature.stdout.contains("create     Tests/PantryTests/WalletPersistenceManagerMock.swift"), feature.stdout)

        let mocks = try workspace.run(["mocks", "--root", folder])

        XCTAssertEqual(mocks.exitCode, 0, mocks.transcript)
        XCTAssertTrue(mocks.stdout.contains("identical  Tests/PantryTests/WalletPersistenceManagerMock.swift")
            || !mocks.stdout.contains("WalletPersistenceManagerMock"), mocks.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workspace.directory.path("\(folder)/Tests/PantryTests/Mocks").path),
                       "a second mocks folder:\n\(mocks.stdout)")
        let again = try workspace.run(["feature", "Wallet", "name:String", "--root", folder])
        XCTAssertEqual(again.exitCode, 0, "the feature runs again over its own mocks:\n\(again.transcript)")
    }
}
