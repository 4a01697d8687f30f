import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 31 item 5: which of the app's clients a remote feature calls through the generated adapter, and why the others
/// keep the feature's own client, as `plan` says it in one line.
final class AppClientAdapterTests: XCTestCase {
    private let body = HTTPClientReference(
        type: "APIClient", kind: .protocol, method: "data(for:)", arguments: [.request], request: "URLRequest", returns: "(Data, URLResponse)",
        property: "apiClient"
    )

    func testAClientTakingAURLRequestAndAnsweringTheBodyIsDriven() throws {
        guard case .adapter(let adapter) = AppClientAdapter.decide(body) else { return XCTFail("driven") }
        XCTAssertEqual(adapter.adapterType, "APIClientHTTPAdapter")
        XCTAssertEqual(adapter.heldType, "any APIClient")
        XCTAssertEqual(adapter.sendBody, "let (data, response) = try await client.data(for: request)\n            return (data, response)")
        XCTAssertFalse(adapter.bodyOnly)
        XCTAssertEqual(adapter.clientConstruction, "RetryingHTTPClient(decorated: APIClientHTTPAdapter(client: apiClient))")

        var unlabelled = body
        (unlabelled.type, unlabelled.kind, unlabelled.method, unlabelled.returns) = ("Net.Backend", .struct, "load(_:)", "Data")
        guard case .adapter(let data) = AppClientAdapter.decide(unlabelled) else { return XCTFail("driven") }
        XCTAssertEqual(data.adapterType, "BackendHTTPAdapter")
        XCTAssertEqual(data.heldType, "Net.Backend")
        XCTAssertEqual(data.sendBody, "(try await client.load(request), nil)")
        XCTAssertTrue(data.bodyOnly)
    }

    func testTheShapesItCannotDriveSayWhy() {
        var decoded = body
        (decoded.method, decoded.returns) = ("send(_:)", "T")
        XCTAssertEqual(AppClientAdapter.decide(decoded), .ownClient(
            reason: "it answers only the decoded value (`T`), so no status code (a 404, a 422's field errors) would reach the feature"
        ))
        var endpoint = body
        (endpoint.request, endpoint.returns) = ("Endpoint", "Data")
        XCTAssertEqual(AppClientAdapter.decide(endpoint), .ownClient(
            reason: "it takes the app's own `Endpoint`, which scaffold cannot build from a method and a path"
        ))
        var unheld = body
        unheld.property = nil
        XCTAssertEqual(AppClientAdapter.decide(unheld), .ownClient(
            reason: "adopt found no property of the composition root holding it (`remote.client.property` in .scaffold.yml)"
        ))
    }

    /// `plan` names the client and says whether the feature calls it; without a base URL of scaffold's, the client's own is used.
    func testPlanSaysWhetherTheFeatureCallsIt() throws {
        var spec = Specs.wallet()
        spec.remote = RemoteSpec(path: "/wallets")
        let called = try XCTUnwrap(RemoteSource(spec: spec, settings: RemoteSettings(client: body)))
        XCTAssertEqual(called.lines[1], "  base URL: the app's client's own, before each path")
        XCTAssertEqual(called.lines.last, "  through the app's APIClient.data(for:), called by APIClientHTTPAdapter over the composition root's `apiClient`")
        var decoded = body
        (decoded.method, decoded.returns) = ("send(_:)", "T")
        let own = try XCTUnwrap(RemoteSource(spec: spec, settings: RemoteSettings(client: decoded)))
        XCTAssertTrue(own.lines[1].contains("none yet"), own.lines[1])
        XCTAssertEqual(own.lines.last, "  the app's APIClient.send(_:) cannot be called: it answers only the decoded value (`T`), so no status code (a 404, a 422's field errors) would reach the feature; the feature brings its own client (URLSessionAdapter)")
    }

    /// An app scaffold made has no container of the app's to hold the client: no adapter, whatever is recorded.
    func testOnlyAnAdoptedContainerGetsTheAdapter() throws {
        var spec = Specs.wallet()
        spec.remote = RemoteSpec(path: "/wallets")
        let plan = try Planner(preset: .layered, roots: ProjectRoots(module: "App")).with(remoteSettings: RemoteSettings(client: body)).plan(spec)
        XCTAssertNil(AppClientAdapter.adapter(plan))
        XCTAssertFalse(plan.artifacts.contains { $0.template.hasPrefix("NetworkAppClientAdapter") })
    }
}
