import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Pantry

/// A client that answers every request with the shelves it was given, or fails.
nonisolated struct StubAPIClient: APIClient {
    var shelves: [Shelf] = []
    var fails = false

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        if fails { throw APIClientError.status(500) }
        return (try JSONEncoder().encode(shelves), URLResponse(url: request.url!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil))
    }

    func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T {
        if fails { throw APIClientError.status(500) }
        return try JSONDecoder().decode(T.self, from: JSONEncoder().encode(shelves))
    }
}

@MainActor
struct ShelfListViewModelTests {
    @Test func loadsTheServersShelves() async {
        let shelf = Shelf(id: UUID(), name: "Spices")
        let viewModel = ShelfListViewModel(service: ShelfService(apiClient: StubAPIClient(shelves: [shelf])))
        await viewModel.load()
        #expect(viewModel.shelves == [shelf])
        #expect(!viewModel.failed)
    }

    @Test func saysWhenTheServerFails() async {
        let viewModel = ShelfListViewModel(service: ShelfService(apiClient: StubAPIClient(fails: true)))
        await viewModel.load()
        #expect(viewModel.shelves.isEmpty)
        #expect(viewModel.failed)
    }
}
