import Foundation

/// The composition root, a value: it holds the app's stores and makes its view models.
struct JournalContainer {
    let entries: any EntryStoreProtocol
    let greeting = "Today"

    @MainActor
    func makeEntryListViewModel() -> EntryListViewModel {
        EntryListViewModel(store: entries)
    }
}
