import Foundation
import Observation

/// The entry list's state.
@MainActor
@Observable
final class EntryListViewModel {
    private(set) var entries: [Entry] = []
    @ObservationIgnored private let store: any EntryStoreProtocol

    init(store: any EntryStoreProtocol) {
        self.store = store
    }

    func load() async {
        entries = await store.entries()
    }
}
