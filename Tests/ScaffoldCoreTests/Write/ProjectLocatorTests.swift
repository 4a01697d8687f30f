import Foundation
import ScaffoldCore
import XCTest

/// `ProjectLocator` finds the nearest folder upward that holds `.scaffold.yml`.
final class ProjectLocatorTests: WriteTestCase {
    func testFindsTheStartingFolderItself() throws {
        try put(".scaffold.yml", "preset: mvvm\n")
        XCTAssertEqual(ProjectLocator.findRoot(startingAt: root)?.standardizedFileURL.path, root.standardizedFileURL.path)
    }

    func testWalksUpFromANestedFolderAndFromAFile() throws {
        try put(".scaffold.yml", "preset: mvvm\n")
        try put("Sources/App/Features/Wallet/WalletView.swift", "")
        let expected = root.standardizedFileURL.path
        XCTAssertEqual(ProjectLocator.findRoot(startingAt: url("Sources/App/Features/Wallet"))?.path, expected)
        XCTAssertEqual(ProjectLocator.findRoot(startingAt: url("Sources/App/Features/Wallet/WalletView.swift"))?.path, expected)
    }

    func testNearestConfigurationWins() throws {
        try put(".scaffold.yml", "")
        try put("Packages/Inner/.scaffold.yml", "")
        try FileManager.default.createDirectory(at: url("Packages/Inner/Sources"), withIntermediateDirectories: true)
        XCTAssertEqual(
            ProjectLocator.findRoot(startingAt: url("Packages/Inner/Sources"))?.path,
            url("Packages/Inner").standardizedFileURL.path)
    }

    func testAFolderNamedLikeTheConfigurationDoesNotCount() throws {
        try put("Inner/.scaffold.yml/placeholder", "")
        try put(".scaffold.yml", "")
        XCTAssertEqual(ProjectLocator.findRoot(startingAt: url("Inner"))?.path, root.standardizedFileURL.path)
    }

    func testNoConfigurationAnywhereGivesNil() throws {
        // Relies on the temporary directory's ancestors holding no `.scaffold.yml`, as on any sane machine.
        try FileManager.default.createDirectory(at: url("a/b"), withIntermediateDirectories: true)
        XCTAssertNil(ProjectLocator.findRoot(startingAt: url("a/b")))
    }
}
