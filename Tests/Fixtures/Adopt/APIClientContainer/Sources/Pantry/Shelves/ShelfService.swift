import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shelves on the server, asked for through the app's API client.
nonisolated struct ShelfService: Sendable {
    let apiClient: any APIClient

    func shelves() async throws -> [Shelf] {
        try await apiClient.send(URLRequest(url: URL(string: "/shelves")!))
    }
}
