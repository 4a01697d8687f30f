import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import Larder

/// Run by scaffold's AdoptedDecodingClientLoopbackTests (never by the package's own test run) against a jars API on
/// loopback that writes snake-case keys and refuses every request without the app's `X-Larder-Client` header: the
/// adopted app's own container over its `LiveNetworkClient` — which answers only decoded values, its decoder converting
/// keys from snake case — and the remote Jar feature scaffold wrote into it.
@MainActor
final class LarderLoopbackDriverTests: XCTestCase {
    func testTheJarFeatureTalksThroughTheAppsOwnDecodingClient() async throws {
        let environment = ProcessInfo.processInfo.environment
        let base = try XCTUnwrap(environment["LOOPBACK_BASE_URL"].flatMap { URL(string: $0) }, "LOOPBACK_BASE_URL")
        let createdID = try XCTUnwrap(environment["LOOPBACK_CREATED_ID"].flatMap { UUID(uuidString: $0) }, "LOOPBACK_CREATED_ID")
        let container = LarderContainer(networkClient: LiveNetworkClient(baseURL: base))
        let bestBefore = Date(timeIntervalSince1970: 1_767_323_045)  // 2026-01-02T03:04:05Z

        // The server's `best_before` reaches the feature's DTO through the app's decoder and back.
        let listing = try await container.jarService.fetchPage(nil)
        XCTAssertEqual(listing.items.map(\.label), ["Honey"])
        XCTAssertEqual(listing.items.map(\.grams), [500])
        XCTAssertEqual(listing.items.map(\.bestBefore), [bestBefore])
        XCTAssertFalse(listing.isSavedCopy, "the server answered")

        let created = try await container.jarService.create(Jar(label: "Jam", grams: 340, bestBefore: bestBefore))
        XCTAssertEqual(created.id, createdID, "the id the server assigned is kept")
        XCTAssertEqual(created.bestBefore, bestBefore)

        // The app's client throws `NetworkError.status(422)`: the status reaches the feature, the body does not.
        do {
            _ = try await container.jarService.create(Jar(label: "", grams: 1, bestBefore: bestBefore))
            XCTFail("the server refuses a jar without a label")
        } catch {
            XCTAssertEqual(error as? JarServiceError, .rejected(message: nil, fieldErrors: [:]))
        }

        // A `404` (the app's `NetworkError.status(404)`) is a record deleted elsewhere; a `204` with no body is a delete done.
        let gone = try await container.jarService.fetch(id: UUID(uuidString: "DE1E7ED0-0000-4000-8000-00000000000C")!)
        XCTAssertNil(gone)
        try await container.jarService.delete(id: createdID)

        // The same request through scaffold's own URLSession client carries no app header, and this server refuses it.
        let bypass = JarRemoteDataSource(client: URLSessionAdapter(configuration: APIConfiguration(baseURL: base)))
        do {
            _ = try await bypass.fetchPage(nil)
            XCTFail("a request without the app's header is refused")
        } catch {
            XCTAssertEqual(error as? APIError, .unauthorized)
        }
    }
}
