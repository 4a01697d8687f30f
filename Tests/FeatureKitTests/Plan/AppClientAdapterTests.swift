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
    /// `func send<T: Decodable>(_ request: URLRequest) async throws -> T`, its decoder keeping the server's keys.
    private let decoding = HTTPClientReference(
        type: "APIClient", kind: .protocol, method: "send(_:)", arguments: [.request], request: "URLRequest", returns: "T",
        property: "apiClient", keyDecoding: .useDefaultKeys
    )

    /// Wallet's remote source: the spec's fields and `remote:`, the project's key style.
    private func remote(_ style: RemoteKeyStyle = .camelCase, pagination: RemotePagination? = nil, fields: [FieldSpec]? = nil) -> RemoteSource {
        var spec = Specs.wallet(fields: fields)
        spec.remote = RemoteSpec(path: "/wallets", pagination: pagination)
        return RemoteSource(spec: spec, settings: RemoteSettings(keyStyle: style))!
    }

    func testAClientTakingAURLRequestAndAnsweringTheBodyIsDriven() throws {
        guard case .adapter(let adapter) = AppClientAdapter.decide(body, for: remote()) else { return XCTFail("driven") }
        XCTAssertEqual(adapter.adapterType, "APIClientHTTPAdapter")
        XCTAssertEqual(adapter.heldType, "any APIClient")
        XCTAssertEqual(adapter.sendBody, "let (data, response) = try await client.data(for: request)\n            return (data, response)")
        XCTAssertFalse(adapter.bodyOnly)
        XCTAssertEqual(adapter.clientConstruction, "RetryingHTTPClient(decorated: APIClientHTTPAdapter(client: apiClient))")

        var unlabelled = body
        (unlabelled.type, unlabelled.kind, unlabelled.method, unlabelled.returns) = ("Net.Backend", .struct, "load(_:)", "Data")
        guard case .adapter(let data) = AppClientAdapter.decide(unlabelled, for: remote()) else { return XCTFail("driven") }
        XCTAssertEqual(data.adapterType, "BackendHTTPAdapter")
        XCTAssertEqual(data.heldType, "Net.Backend")
        XCTAssertEqual(data.sendBody, "(try await client.load(request), nil)")
        XCTAssertTrue(data.bodyOnly)
    }

    func testTheShapesItCannotDriveSayWhy() {
        var endpoint = body
        (endpoint.request, endpoint.returns) = ("Endpoint", "Data")
        XCTAssertEqual(AppClientAdapter.decide(endpoint, for: remote()), .ownClient(
            reason: "it takes the app's own `Endpoint`, which scaffold cannot build from a method and a path"
        ))
        var unheld = body
        unheld.property = nil
        XCTAssertEqual(AppClientAdapter.decide(unheld, for: remote()), .ownClient(
            reason: "adopt found no property of the composition root holding it (`remote.client.property` in .scaffold.yml)"
        ))
    }

    /// Issue 31 item 5's common shape: the adapter asks the client for its own JSON value, through each argument.
    func testAClientAnsweringADecodedValueIsDrivenThroughAJSONValue() throws {
        guard case .adapter(let adapter) = AppClientAdapter.decide(decoding, for: remote()) else { return XCTFail("driven") }
        XCTAssertTrue(adapter.decodesValue)
        XCTAssertEqual(adapter.sendBody, "try await client.send(request)")
        XCTAssertEqual(adapter.clientConstruction, "RetryingHTTPClient(decorated: APIClientHTTPAdapter(client: apiClient))")
        XCTAssertEqual(adapter.files.map(\.template), ["NetworkAppClientDecodingAdapter", "NetworkAppClientDecodingAdapterTests"])
        XCTAssertEqual(adapter.files.map(\.name), ["APIClientHTTPAdapter", "APIClientHTTPAdapterTests"])
        XCTAssertFalse(adapter.convertsKeys)
        XCTAssertFalse(adapter.writesSnakeCase)

        var typed = decoding
        (typed.method, typed.arguments) = ("request(_:as:)", [.request, .type])
        guard case .adapter(let typedAdapter) = AppClientAdapter.decide(typed, for: remote()) else { return XCTFail("driven") }
        XCTAssertEqual(typedAdapter.sendBody, "try await client.request(request, as: JSONValue.self)")
        var labelled = decoding
        (labelled.method, labelled.arguments) = ("perform(request:decoding:)", [.request, .type])
        guard case .adapter(let labelledAdapter) = AppClientAdapter.decide(labelled, for: remote()) else { return XCTFail("driven") }
        XCTAssertEqual(labelledAdapter.sendBody, "try await client.perform(request: request, decoding: JSONValue.self)")
    }

    /// A decoder converting from snake case hands over renamed keys: written back in snake case for a snake-case server,
    /// as handed over for a camel-case one; a key that does not survive the round trip keeps the feature's own client.
    func testKeysADecoderRenamedAreWrittenBackAsTheServerSpellsThem() throws {
        var snake = decoding
        snake.keyDecoding = .convertFromSnakeCase
        guard case .adapter(let written) = AppClientAdapter.decide(snake, for: remote(.snakeCase)) else { return XCTFail("driven") }
        XCTAssertTrue(written.convertsKeys)
        XCTAssertTrue(written.writesSnakeCase)
        XCTAssertEqual(written.sampleKey, "owner_name")
        guard case .adapter(let handed) = AppClientAdapter.decide(snake, for: remote(.camelCase)) else { return XCTFail("driven") }
        XCTAssertFalse(handed.writesSnakeCase)
        XCTAssertEqual(handed.sampleKey, "ownerName")

        var field = Specs.field("volume", "Int")
        field.remoteName = "volume_2"
        XCTAssertEqual(AppClientAdapter.decide(snake, for: remote(.snakeCase, fields: [field])), .ownClient(
            reason: "its decoder's `.convertFromSnakeCase` hands over `volume_2` as a key that comes back as `volume2`, not as the server spells it"
        ))
        field.remoteName = "total_volume"
        XCTAssertEqual(AppClientAdapter.decide(snake, for: remote(.camelCase, fields: [field])), .ownClient(
            reason: "its decoder's `.convertFromSnakeCase` hands over `total_volume` as a key that comes back as `totalVolume`, not as the server spells it"
        ))
    }

    func testTheDecodedShapesItCannotDriveSayWhy() {
        var unread = decoding
        unread.keyDecoding = nil
        XCTAssertEqual(AppClientAdapter.decide(unread, for: remote()), .ownClient(
            reason: "it answers decoded values, and adopt has not read what its decoder does to keys (`remote.client.keyDecoding` in .scaffold.yml): run `scaffold adopt` again"
        ))
        var custom = decoding
        custom.keyDecoding = .other
        XCTAssertEqual(AppClientAdapter.decide(custom, for: remote()), .ownClient(
            reason: "its decoder renames keys in a way no adapter can undo (`remote.client.keyDecoding: other`), so the server's keys would not reach the feature's DTOs"
        ))
        XCTAssertEqual(AppClientAdapter.decide(decoding, for: remote(pagination: RemotePagination(style: .link))), .ownClient(
            reason: "it answers decoded values only, so the `Link` header the list pages by never reaches the feature"
        ))
        guard case .adapter = AppClientAdapter.decide(decoding, for: remote(pagination: RemotePagination(style: .link, next: "next"))) else {
            return XCTFail("a next link in the body reaches the feature")
        }
    }

    /// `JSONDecoder`'s `.convertFromSnakeCase`, as Foundation documents it.
    func testKeysAreHandedOverAsFoundationConvertsThem() {
        XCTAssertEqual(AppClientKeys.camelCased("owner_name"), "ownerName")
        XCTAssertEqual(AppClientKeys.camelCased("user_ID_value"), "userIdValue")
        XCTAssertEqual(AppClientKeys.camelCased("_private_key__"), "_privateKey__")
        XCTAssertEqual(AppClientKeys.camelCased("plain"), "plain")
        XCTAssertEqual(AppClientKeys.camelCased("___"), "___")
        XCTAssertEqual(AppClientKeys.writing(.useDefaultKeys, style: .snakeCase, keys: ["volume_2"]), .asHandedOver)
    }

    /// `plan` names the client and says whether the feature calls it; without a base URL of scaffold's, the client's own is used.
    func testPlanSaysWhetherTheFeatureCallsIt() throws {
        var spec = Specs.wallet()
        spec.remote = RemoteSpec(path: "/wallets")
        let called = try XCTUnwrap(RemoteSource(spec: spec, settings: RemoteSettings(client: body)))
        XCTAssertEqual(called.lines[1], "  base URL: the app's client's own, before each path")
        XCTAssertEqual(called.lines.last, "  through the app's APIClient.data(for:), called by APIClientHTTPAdapter over the composition root's `apiClient`")
        var endpoint = body
        (endpoint.method, endpoint.request, endpoint.returns) = ("send(_:)", "Endpoint", "T")
        let own = try XCTUnwrap(RemoteSource(spec: spec, settings: RemoteSettings(client: endpoint)))
        XCTAssertTrue(own.lines[1].contains("none yet"), own.lines[1])
        XCTAssertEqual(own.lines.last, "  the app's APIClient.send(_:) cannot be called: it takes the app's own `Endpoint`, which scaffold cannot build from a method and a path; the feature brings its own client (URLSessionAdapter)")
        let decoded = try XCTUnwrap(RemoteSource(spec: spec, settings: RemoteSettings(client: decoding)))
        XCTAssertEqual(decoded.lines.last, "  through the app's APIClient.send(_:), called by APIClientHTTPAdapter over the composition root's `apiClient`")
    }

    /// An app scaffold made has no container of the app's to hold the client: no adapter, whatever is recorded.
    func testOnlyAnAdoptedContainerGetsTheAdapter() throws {
        var spec = Specs.wallet()
        spec.remote = RemoteSpec(path: "/wallets")
        let plan = try Planner(preset: .layered, roots: ProjectRoots(module: "App")).with(remoteSettings: RemoteSettings(client: body)).plan(spec)
        XCTAssertNil(AppClientAdapter.adapter(plan))
        XCTAssertFalse(plan.artifacts.contains { $0.template.hasPrefix("NetworkAppClientAdapter") })
    }

    // MARK: - A client taking the app's endpoint type (issue 31 item 5)

    /// `protocol Endpoint { path, method: HTTPMethod, headers, queryItems, body }`, with the app's verbs' cases.
    private let endpoint = HTTPClientEndpoint(form: .protocol, type: "Endpoint", members: [
        .init(role: .path, name: "path", type: "String"), .init(role: .method, name: "method", type: "HTTPMethod"),
        .init(role: .headers, name: "headers", type: "[String: String]?"), .init(role: .query, name: "queryItems", type: "[URLQueryItem]?"),
        .init(role: .body, name: "body", type: "Data?"),
    ], methodCases: ["GET": "get", "POST": "post", "PUT": "put", "PATCH": "patch", "DELETE": "delete"])

    /// The adapter hands the client its own endpoint, made from the request; without what adopt read of the endpoint,
    /// the feature keeps its own client.
    func testAClientTakingAnEndpointIsDrivenThroughTheAdaptersEndpoint() throws {
        var client = decoding
        (client.request, client.method, client.arguments) = ("any Endpoint", "request(_:)", [.request])
        client.endpoint = endpoint
        guard case .adapter(let adapter) = AppClientAdapter.decide(client, for: remote()) else { return XCTFail("driven") }
        XCTAssertEqual(adapter.sendBody, "try await client.request(Self.endpoint(for: request))")
        let made = try XCTUnwrap(adapter.appEndpoint)
        XCTAssertEqual(made.madeType, "AdaptedEndpoint")
        XCTAssertTrue(made.conforms)
        XCTAssertEqual(made.members.map(\.memberValue), [
            #"components?.path ?? "/""#,
            #"["GET": HTTPMethod.get, "POST": HTTPMethod.post, "PUT": HTTPMethod.put, "PATCH": HTTPMethod.patch, "DELETE": HTTPMethod.delete][request.httpMethod ?? "GET"] ?? HTTPMethod.get"#,
            "request.allHTTPHeaderFields", "components?.queryItems", "request.httpBody",
        ])
        XCTAssertEqual(made.members.map(\.separator), [",", ",", ",", ",", ""])
        XCTAssertEqual(made.members[1].memberExpected, "HTTPMethod.patch")

        var body = self.body
        (body.request, body.returns, body.endpoint) = ("Endpoint", "Data", endpoint)
        guard case .adapter(let bodyAdapter) = AppClientAdapter.decide(body, for: remote()) else { return XCTFail("driven") }
        XCTAssertEqual(bodyAdapter.sendBody, "(try await client.data(for: Self.endpoint(for: request)), nil)")

        client.endpoint = nil
        XCTAssertEqual(AppClientAdapter.decide(client, for: remote()), .ownClient(
            reason: "it takes the app's own `any Endpoint`, which scaffold cannot build from a method and a path"
        ))
    }

    /// A struct is made by its initializer; a `String` method, non-optional parts and a base URL are filled as typed.
    func testAStructEndpointIsMadeByItsInitializerWithTheAppsBaseURL() {
        let made = AdapterEndpoint(HTTPClientEndpoint(form: .struct, type: "Request", members: [
            .init(role: .baseURL, name: "baseURL", type: "String"), .init(role: .path, name: "path", type: "String"),
            .init(role: .method, name: "method", type: "String"), .init(role: .query, name: "query", type: "[URLQueryItem]"),
            .init(role: .headers, name: "headers", type: "[String: String]"), .init(role: .body, name: "body", type: "Data"),
        ]))
        XCTAssertFalse(made.conforms)
        XCTAssertEqual(made.madeType, "Request")
        XCTAssertEqual(made.members.map(\.memberValue), [
            "APIConfiguration.launch.baseURL.absoluteString", #"components?.path ?? "/""#, #"request.httpMethod ?? "GET""#,
            "components?.queryItems ?? []", "request.allHTTPHeaderFields ?? [:]", "request.httpBody ?? Data()",
        ])
        XCTAssertEqual(made.members.map(\.memberExpected), [
            "APIConfiguration.launch.baseURL.absoluteString", #""/items/42""#, #""PATCH""#,
            #"[URLQueryItem(name: "cursor", value: "a b")]"#, #"["X-Trace": "7"]"#, #"Data("{}".utf8)"#,
        ])
    }
}
