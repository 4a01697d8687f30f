import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import Attic

/// Run by scaffold's AdoptedEndpointClientLoopbackTests (never by the package's own test run) against a jars API on
/// loopback that refuses every request without the app's `X-Attic-Client` header: the adopted app's own container over
/// its `LiveNetworkClient` — which takes the app's `Endpoint`, not a URLRequest, and answers only decoded values — and
/// the remote Jar feature scaffold wrote into it, whose adapter makes an `Endpoint` of each request. What the app's error
/// carries (a `422`, a `404`) is the decoding adapter's, which AdoptedDecodingClientLoopbackTests drives.
@MainActor
final class AtticLoopbackDriverTests: XCTestCase {
    func testTheJarFeatureTalksThroughTheAppsOwnEndpointClient() async throws {
        let environment = ProcessInfo.processInfo.environment
        let base = try XCTUnwrap(environment["LOOPBACK_BASE_URL"].flatMap { URL(string: $0) }, "LOOPBACK_BASE_URL")
        let createdID = try XCTUnwrap(environment["LOOPBACK_CREATED_ID"].flatMap { UUID(uuidString: $0) }, "LOOPBACK_CREATED_ID")
        let container = AtticContainer(networkClient: LiveNetworkClient(baseURL: base))

        let listing = try await container.jarRepository.fetchPage(nil)
        XCTAssertEqual(listing.items.map(\.label), ["Honey"])
        XCTAssertEqual(listing.items.map(\.grams), [500])
        XCTAssertFalse(listing.isSavedCopy, "the server answered")

        // A POST with its body: the endpoint's method and body reach the server.
        let created = try await container.jarRepository.create(Jar(label: "Jam", grams: 340))
        XCTAssertEqual(created.id, createdID, "the id the server assigned is kept")
        XCTAssertEqual(created.label, "Jam")

        // A DELETE answered `204` with no body: the endpoint's method and path reach the server, and the delete is done.
        try await container.jarRepository.delete(id: createdID)

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
