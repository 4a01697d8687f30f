import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import PantryLoopback

/// Run by scaffold's AdoptedClientLoopbackTests (never by the package's own test run) against a jars API on loopback
/// that refuses every request without the app's `X-Pantry-Client` header: the adopted app's own container, made as the
/// app makes it over its `LiveAPIClient` pointed at the server, and the remote Jar feature scaffold wrote into it.
@MainActor
final class PantryLoopbackDriverTests: XCTestCase {
    func testTheJarFeatureTalksThroughTheAppsOwnClient() async throws {
        let environment = ProcessInfo.processInfo.environment
        let base = try XCTUnwrap(environment["LOOPBACK_BASE_URL"].flatMap { URL(string: $0) }, "LOOPBACK_BASE_URL")
        let createdID = try XCTUnwrap(environment["LOOPBACK_CREATED_ID"].flatMap { UUID(uuidString: $0) }, "LOOPBACK_CREATED_ID")
        let container = PantryContainer(apiClient: LiveAPIClient(baseURL: base))

        let listing = try await container.jarService.fetchPage(nil)
        XCTAssertEqual(listing.items.map(\.label), ["Honey"])
        XCTAssertEqual(listing.items.map(\.grams), [500])
        XCTAssertFalse(listing.isSavedCopy, "the server answered")

        let created = try await container.jarService.create(Jar(label: "Jam", grams: 340))
        XCTAssertEqual(created.id, createdID, "the id the server assigned is kept")
        XCTAssertEqual(created.label, "Jam")

        // The same request through scaffold's own URLSession client carries no app header, and this server refuses it:
        // what passed above went through the app's client.
        let bypass = JarRemoteDataSource(client: URLSessionAdapter(configuration: APIConfiguration(baseURL: base)))
        do {
            _ = try await bypass.fetchPage(nil)
            XCTFail("a request without the app's header is refused")
        } catch {
            XCTAssertEqual(error as? APIError, .unauthorized)
        }
    }
}
