import Foundation
import Observation

/// The shelf's state.
@MainActor
@Observable
final class BookListViewModel {
    private(set) var books: [Book] = []
    @ObservationIgnored private let store: any BookStoreProtocol

    init(store: any BookStoreProtocol) {
        self.store = store
    }

    func load() async {
        books = await store.books()
    }
}
