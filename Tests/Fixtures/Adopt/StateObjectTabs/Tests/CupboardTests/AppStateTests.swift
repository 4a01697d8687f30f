import Testing
@testable import Cupboard

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
