import XCTest
@testable import Trails

@MainActor
final class RouterTests: XCTestCase {
    func testShowPushesTheRoute() {
        let router = Router()
        router.show(.trails)
        router.show(.trail("Ridge"))
        XCTAssertEqual(router.path, [.trails, .trail("Ridge")])
    }

    func testBackPopsOneRouteAndStopsAtTheRoot() {
        let router = Router()
        router.show(.trails)
        router.back()
        router.back()
        XCTAssertEqual(router.path, [])
    }

    func testTheStoreKeepsTheTrailsInOrder() {
        let store = TrailStore()
        store.add("Summit")
        XCTAssertEqual(store.trails, ["Ridge", "Lakeside", "Summit"])
    }
}
