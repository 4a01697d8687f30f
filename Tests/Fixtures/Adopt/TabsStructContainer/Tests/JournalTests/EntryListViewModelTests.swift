import Foundation
import Testing
@testable import Journal

@MainActor
struct EntryListViewModelTests {
    @Test func loadsNothingFromAnEmptyStore() async {
        let viewModel = EntryListViewModel(store: EntryStore())
        await viewModel.load()
        #expect(viewModel.entries.isEmpty)
    }
}
