import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shelves on the server, asked for through the app's API client.
nonisolated struct ShelfService: Sendable {
    let networkClient: any NetworkClient

    func shelves() async throws -> [Shelf] {
        try await networkClient.send(URLRequest(url: URL(string: "/shelves")!))
    }
}
