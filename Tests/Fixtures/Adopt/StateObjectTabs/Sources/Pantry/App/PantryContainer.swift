import Foundation

/// The composition root: it holds the app's stores and makes its view models.
struct PantryContainer {
    let items: any ItemStoreProtocol

    @MainActor
    func makeItemListViewModel() -> ItemListViewModel {
        ItemListViewModel(store: items)
    }
}
