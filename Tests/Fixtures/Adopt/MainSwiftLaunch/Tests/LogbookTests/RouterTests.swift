import Testing
@testable import Logbook

@MainActor
struct RouterTests {
    @Test func showPushesTheRoute() {
        let router = Router()
        router.show(.home)
        router.show(.entries)
        #expect(router.path == [.home, .entries])
    }

    @Test func theStoreKeepsTheEntriesInOrder() {
        let store = EntryStore()
        store.add("Sailed north")
        #expect(store.entries == ["Left the harbour", "Anchored in the bay", "Sailed north"])
    }
}
