import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shelves on the server, asked for through the app's API client.
nonisolated struct ShelfService: Sendable {
    /// `GET /shelves`.
    nonisolated struct ShelvesEndpoint: Endpoint {
        var path: String { "/shelves" }
        var method: HTTPMethod { .get }
    }

    let networkClient: any NetworkClient

    func shelves() async throws -> [Shelf] {
        try await networkClient.request(ShelvesEndpoint())
    }
}
