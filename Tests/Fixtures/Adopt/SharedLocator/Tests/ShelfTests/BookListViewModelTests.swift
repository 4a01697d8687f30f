import Foundation
import Testing
@testable import Shelf

@MainActor
struct BookListViewModelTests {
    @Test func loadsNothingFromAnEmptyStore() async {
        let viewModel = BookListViewModel(store: BookStore())
        await viewModel.load()
        #expect(viewModel.books.isEmpty)
    }
}
