// Created by scaffold init. Yours to edit.
import XCTest
@testable import Demo

/// The app starts on its first screen, titled with the app's name.
@MainActor
final class DemoAppTests: XCTestCase {
    // async so that XCTest on Linux, too, runs it on the main actor.
    func testHomeScreenShowsTheAppName() async {
        let app = DemoApp()

        let home = app.makeHomeView()

        XCTAssertEqual(home.title, "Demo")
    }
}
