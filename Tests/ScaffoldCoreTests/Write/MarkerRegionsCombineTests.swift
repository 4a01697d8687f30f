import Foundation
import ScaffoldCore
import XCTest

/// `MarkerRegions.combine`: two renderings of a marker file in one change set (a new feature's and an earlier
/// feature's, regenerated beside it) become one text that creates the file with both regions, or updates both.
final class MarkerRegionsCombineTests: WriteTestCase {
    private let path = "Sources/App/AppDependencies.swift"

    private func root(_ feature: String, _ body: String) -> String {
        """
        final class AppDependencies {
            // scaffold:begin feature:\(feature)
            \(body)
            // scaffold:end feature:\(feature)

            // scaffold:insert features
        }

        """
    }

    func testTheCombinedTextCreatesTheFileWithBothRegions() throws {
        let combined = MarkerRegions.combine(root("Task", "let tasks = 1"), with: root("Wallet", "let now = { Foundation.Date() }"))
        XCTAssertEqual(combined, """
            final class AppDependencies {
                // scaffold:begin feature:Task
                let tasks = 1
                // scaffold:end feature:Task

                // scaffold:begin feature:Wallet
                let now = { Foundation.Date() }
                // scaffold:end feature:Wallet

                // scaffold:insert features
            }

            """)
        let report = try apply(changes([path: combined], mode: .insertBetweenMarkers, group: "feature:Task"))
        XCTAssertEqual(report.results.map(\.status), [.create])
        XCTAssertEqual(text(path), combined)
    }

    func testTheCombinedTextUpdatesTheRegionOnDiskAndAddsTheNewOne() throws {
        try put(path, """
            final class AppDependencies {
                let mine = 0
                // scaffold:begin feature:Wallet
                let now = { Date() }
                // scaffold:end feature:Wallet

                // scaffold:insert features
            }

            """)
        let combined = MarkerRegions.combine(root("Task", "let tasks = 1"), with: root("Wallet", "let now = { Foundation.Date() }"))
        let report = try apply(changes([path: combined], mode: .insertBetweenMarkers, group: "feature:Task"))
        XCTAssertEqual(report.results.map(\.status), [.update])
        XCTAssertEqual(text(path), """
            final class AppDependencies {
                let mine = 0
                // scaffold:begin feature:Wallet
                let now = { Foundation.Date() }
                // scaffold:end feature:Wallet

                // scaffold:begin feature:Task
                let tasks = 1
                // scaffold:end feature:Task

                // scaffold:insert features
            }

            """)
    }

    /// A removal's text is its emptied regions, with no anchor: the other text follows it, and both regions are
    /// replaced in the file.
    func testARegionsOnlyTextIsFollowedByTheOther() throws {
        try put(path, root("Task", "let tasks = 1").replacingOccurrences(
            of: "    // scaffold:insert features", with: "    // scaffold:begin feature:Wallet\n    let now = { Foundation.Date() }\n    // scaffold:end feature:Wallet\n\n    // scaffold:insert features"))
        let emptied = "// scaffold:begin feature:Task\n// scaffold:end feature:Task\n"
        let combined = MarkerRegions.combine(emptied, with: root("Wallet", "let now = { Date() }"))
        XCTAssertTrue(combined.hasPrefix(emptied), combined)
        let report = try apply(changes([path: combined], mode: .insertBetweenMarkers, group: "feature:Task"))
        XCTAssertEqual(report.results.map(\.status), [.update])
        XCTAssertEqual(text(path), """
            final class AppDependencies {
                // scaffold:begin feature:Task
                // scaffold:end feature:Task

                // scaffold:begin feature:Wallet
                let now = { Date() }
                // scaffold:end feature:Wallet

                // scaffold:insert features
            }

            """)
    }
}
