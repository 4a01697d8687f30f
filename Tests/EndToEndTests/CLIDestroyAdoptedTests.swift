import Foundation
import XCTest

/// `destroy` then `feature` of the same name in an adopted app, through the built binary: the app's own files get back
/// what the first run wrote there, though the regions `destroy` emptied no longer show how.
final class CLIDestroyAdoptedTests: XCTestCase {
    /// The first run put the link among the stack's modifiers (a toolbar item, since the App's `NavigationStack` shows
    /// one screen); after the destroy its region is empty, and the link went in as a view beside that screen.
    func testAFeatureGeneratedAgainAfterItsDestroyPutsItsLinkWhereTheFirstRunDid() throws {
        let workspace = try Workspace("destroy-adopted")
        let folder = try AdoptedApps.copy("AppStackContainer", into: workspace)
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        let app = workspace.directory.path("\(folder)/Movies/MoviesApp.swift")
        XCTAssertEqual(try workspace.run(["feature", "Bookmark", "title:String", "--root", folder]).exitCode, 0)
        let first = try String(contentsOf: app, encoding: .utf8)
        XCTAssertTrue(first.contains(".toolbar {"), first)
        XCTAssertEqual(try workspace.run(["destroy", "feature", "Bookmark", "--root", folder]).exitCode, 0)

        let again = try workspace.run(["feature", "Bookmark", "--root", folder])

        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try String(contentsOf: app, encoding: .utf8), first)
    }
}
