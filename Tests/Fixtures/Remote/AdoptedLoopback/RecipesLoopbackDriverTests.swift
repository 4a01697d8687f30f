import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@testable import RecipesLoopback

/// Run by scaffold's AdoptedClientLoopbackTests (never by the package's own test run) against a jars API on loopback
/// that refuses every request without the app's `X-Recipes-Client` header: an app whose `@main` App holds the stores
/// (no container), whose client has one shared instance (`LiveAPIClient.shared`, pointed at the server by the launch
/// environment's `RECIPES_API_URL`), and the remote Jar feature scaffold wrote into it, reached as the App reaches it:
/// its static `remoteHTTPClient` over that shared instance, its `jarService`, its view model factory.
@MainActor
final class RecipesLoopbackDriverTests: XCTestCase {
    func testTheJarFeatureTalksThroughTheSharedClient() async throws {
        let environment = ProcessInfo.processInfo.environment
        let base = try XCTUnwrap(environment["LOOPBACK_BASE_URL"].flatMap { URL(string: $0) }, "LOOPBACK_BASE_URL")
        let createdID = try XCTUnwrap(environment["LOOPBACK_CREATED_ID"].flatMap { UUID(uuidString: $0) }, "LOOPBACK_CREATED_ID")
        XCTAssertEqual(LiveAPIClient.shared.baseURL, base, "the app's shared client is pointed at the loopback server")

        let list = RecipesApp.makeJarListViewModel()
        await list.load()
        XCTAssertNil(list.errorMessage)
        XCTAssertEqual(list.jars.map(\.label), ["Honey"])
        XCTAssertEqual(list.jars.map(\.grams), [500])
        XCTAssertFalse(list.isShowingSavedCopy, "the server answered")

        let created = try await RecipesApp.jarService.create(Jar(label: "Jam", grams: 340))
        XCTAssertEqual(created.id, createdID, "the id the server assigned is kept")
        XCTAssertEqual(created.label, "Jam")

        // The same request through scaffold's own URLSession client carries no app header, and this server refuses it:
        // what passed above went through the app's shared client.
        let bypass = JarRemoteDataSource(client: URLSessionAdapter(configuration: APIConfiguration(baseURL: base)))
        do {
            _ = try await bypass.fetchPage(nil)
            XCTFail("a request without the app's header is refused")
        } catch {
            XCTAssertEqual(error as? APIError, .unauthorized)
        }
    }
}
