// Created by scaffold init. Yours to edit.
import XCTest
@testable import Ledger

/// The app starts on its first screen, titled with the app's name.
nonisolated final class LedgerAppTests: XCTestCase {
    // On the main actor, where the app's views live; async so that XCTest on Linux, too, runs it there.
    @MainActor
    func testHomeScreenShowsTheAppName() async {
        let app = LedgerApp()

        let home = app.makeHomeView()

        XCTAssertEqual(home.title, "Ledger")
    }
}
