import Foundation
import Testing
@testable import Pantry

@MainActor
struct ItemListViewModelTests {
    @Test func loadsNothingFromAnEmptyStore() async {
        let viewModel = ItemListViewModel(store: ItemStore())
        await viewModel.load()
        #expect(viewModel.items.isEmpty)
    }

    @Test func theSharedStateStartsOnTheItemsTab() {
        #expect(AppState().selectedTab == .items)
    }
}
