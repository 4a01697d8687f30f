import Foundation

/// The composition root: the app's one API client, and the view models made over it.
@MainActor
final class PantryContainer {
    let apiClient: any APIClient

    init(apiClient: any APIClient) {
        self.apiClient = apiClient
    }

    func makeShelfListViewModel() -> ShelfListViewModel {
        ShelfListViewModel(service: ShelfService(apiClient: apiClient))
    }
}
