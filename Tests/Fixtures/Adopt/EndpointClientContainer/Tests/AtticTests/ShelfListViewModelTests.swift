import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Attic

/// A client that answers every request with the shelves it was given, or fails.
nonisolated struct StubNetworkClient: NetworkClient {
    var shelves: [Shelf] = []
    var fails = false

    func request<T: Decodable & Sendable>(_ endpoint: any Endpoint) async throws -> T {
        if fails { throw NetworkError.status(500) }
        return try JSONDecoder().decode(T.self, from: JSONEncoder().encode(shelves))
    }
}

@MainActor
struct ShelfListViewModelTests {
    @Test func loadsTheServersShelves() async {
        let shelf = Shelf(id: UUID(), name: "Spices")
        let viewModel = ShelfListViewModel(service: ShelfService(networkClient: StubNetworkClient(shelves: [shelf])))
        await viewModel.load()
        #expect(viewModel.shelves == [shelf])
        #expect(!viewModel.failed)
    }

    @Test func saysWhenTheServerFails() async {
        let viewModel = ShelfListViewModel(service: ShelfService(networkClient: StubNetworkClient(fails: true)))
        await viewModel.load()
        #expect(viewModel.shelves.isEmpty)
        #expect(viewModel.failed)
    }
}
