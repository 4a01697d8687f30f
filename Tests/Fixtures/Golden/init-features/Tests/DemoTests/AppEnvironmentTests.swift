// Created by scaffold init. Yours to edit.
import XCTest
@testable import Demo

/// The first screen comes from AppEnvironment, titled with the app's name.
@MainActor
final class AppEnvironmentTests: XCTestCase {
    // async so that XCTest on Linux, too, runs it on the main actor.
    func testHomeScreenShowsTheAppName() async {
        let appEnvironment = AppEnvironment()

        let home = appEnvironment.makeHomeView()

        XCTAssertEqual(home.title, "Demo")
    }
}
