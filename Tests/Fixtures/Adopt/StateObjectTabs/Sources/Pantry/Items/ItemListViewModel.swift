import Foundation
import Observation

/// The item list's state.
@MainActor
@Observable
final class ItemListViewModel {
    private(set) var items: [Item] = []
    @ObservationIgnored private let store: any ItemStoreProtocol

    init(store: any ItemStoreProtocol) {
        self.store = store
    }

    func load() async {
        items = await store.items()
    }
}
