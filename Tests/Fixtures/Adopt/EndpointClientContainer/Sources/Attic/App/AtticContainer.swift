import Foundation

/// The composition root: the app's one API client, and the services that ask it.
@MainActor
final class AtticContainer {
    let networkClient: any NetworkClient

    init(networkClient: any NetworkClient) {
        self.networkClient = networkClient
    }

    var shelfService: ShelfService { ShelfService(networkClient: networkClient) }
}
