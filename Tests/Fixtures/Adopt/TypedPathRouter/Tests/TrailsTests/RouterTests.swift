import Testing
@testable import Trails

@MainActor
struct RouterTests {
    @Test func showPushesTheRoute() {
        let router = Router()
        router.show(.trails)
        router.show(.trail("Ridge"))
        #expect(router.path == [.trails, .trail("Ridge")])
    }

    @Test func backPopsOneRouteAndStopsAtTheRoot() {
        let router = Router()
        router.show(.trails)
        router.back()
        router.back()
        #expect(router.path.isEmpty)
    }

    @Test func theStoreKeepsTheTrailsInOrder() {
        let store = TrailStore()
        store.add("Summit")
        #expect(store.trails == ["Ridge", "Lakeside", "Summit"])
    }
}
