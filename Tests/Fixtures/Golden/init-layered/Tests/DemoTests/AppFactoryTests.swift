// Created by scaffold init. Yours to edit.
import XCTest
@testable import Demo

/// The first screen comes from AppFactory, titled with the app's name.
@MainActor
final class AppFactoryTests: XCTestCase {
    // async so that XCTest on Linux, too, runs it on the main actor.
    func testHomeScreenShowsTheAppName() async {
        let appFactory = AppFactory()

        let home = appFactory.makeHomeView()

        XCTAssertEqual(home.title, "Demo")
    }
}
