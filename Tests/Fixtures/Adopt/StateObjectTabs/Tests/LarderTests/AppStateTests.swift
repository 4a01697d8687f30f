import Testing
@testable import Larder

@MainActor
struct AppStateTests {
    @Test func startsOnTheShelf() {
        #expect(AppState().selectedTab == .shelf)
    }

    @Test func keepsTheTabItIsGiven() {
        let state = AppState()
        state.selectedTab = .shopping
        #expect(state.selectedTab == .shopping)
    }
}
