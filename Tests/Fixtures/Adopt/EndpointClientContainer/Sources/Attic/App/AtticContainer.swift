import Foundation

/// The composition root: the app's one API client, and the view models made over it.
@MainActor
final class AtticContainer {
    let networkClient: any NetworkClient

    init(networkClient: any NetworkClient) {
        self.networkClient = networkClient
    }

    func makeShelfListViewModel() -> ShelfListViewModel {
        ShelfListViewModel(service: ShelfService(networkClient: networkClient))
    }
}
