@testable import AdoptKit
import Foundation
import ScaffoldCore
import SwiftSource
import XCTest

/// `adopt` finds the app's own HTTP client in the shapes open-source apps give it (a generic `async throws` method
/// taking a `URLRequest` or the app's endpoint type, answering the decoded value or the body), records how to call
/// it, and names a client it cannot call with the reason. The sources below are written for these tests.
final class HTTPClientInferenceTests: XCTestCase {
    private func infer(_ files: [Inventory.SwiftFile]) -> Findings {
        HTTPClientInference(inventory: Inventory(files: files)).infer()
    }

    func testAProtocolTakingAURLRequestAndAnsweringTheDecodedValue() {
        let findings = infer([swiftFile("App/Net/Transport.swift", """
        import Foundation
        protocol Transport: Sendable {
            func perform<Output: Decodable & Sendable>(_ request: URLRequest, timeout: TimeInterval = 30) async throws -> Output
        }
        final class URLSessionTransport: Transport {
            func perform<Output: Decodable & Sendable>(_ request: URLRequest, timeout: TimeInterval = 30) async throws -> Output { fatalError() }
        }
        """)])
        XCTAssertEqual(findings.values, [
            "remote.client.type": "Transport", "remote.client.kind": "protocol", "remote.client.file": "App/Net/Transport.swift",
            "remote.client.method": "perform(_:)", "remote.client.arguments": "[request]", "remote.client.request": "URLRequest",
            "remote.client.returns": "Output", "remote.client.throws": "any Error", "remote.client.keyDecoding": "useDefaultKeys",
        ])
        XCTAssertEqual(findings.inferences[0].evidence, [Evidence(file: "App/Net/Transport.swift", line: 3, detail: "Transport.perform(_:)")])
        XCTAssertEqual(findings.observations, [
            "Transport is recorded, but adopt found no composition root to hold it; a remote feature brings its own client",
        ])
    }

    /// What the client's decoder does to keys is read from its implementation's file; converting from snake case says
    /// the server's keys are snake case.
    func testTheDecodersKeyStrategyIsReadFromTheClientsFiles() {
        let findings = infer([
            swiftFile("App/Net/NetworkClient.swift", """
            protocol NetworkClient: Sendable { func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T }
            """),
            swiftFile("App/Net/LiveNetworkClient.swift", """
            struct LiveNetworkClient: NetworkClient {
                private let decoder: JSONDecoder = {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return decoder
                }()
                func send<T: Decodable & Sendable>(_ request: URLRequest) async throws -> T { fatalError() }
            }
            """),
        ])
        XCTAssertEqual(findings.value("remote.client.keyDecoding"), "convertFromSnakeCase")
        XCTAssertEqual(findings.value("remote.keyStyle"), "snake_case")
        XCTAssertEqual(findings.inferences.first { $0.key == "remote.client.keyDecoding" }?.reason,
                       "App/Net/LiveNetworkClient.swift:4 sets `.convertFromSnakeCase`")
    }

    /// A static stored property holding one instance of the client is recorded: an app whose `@main` App holds the
    /// stores reaches the client only through it.
    func testASharedInstanceOfTheClientIsRecorded() {
        let findings = infer([
            swiftFile("App/Net/APIClient.swift", """
            protocol APIClient: Sendable { func data(for request: URLRequest) async throws -> (Data, URLResponse) }
            struct LiveAPIClient: APIClient {
                let baseURL: URL
                func data(for request: URLRequest) async throws -> (Data, URLResponse) { fatalError() }
            }
            """),
            swiftFile("App/Net/LiveAPIClient+Shared.swift", """
            extension LiveAPIClient {
                static var preview: LiveAPIClient { LiveAPIClient(baseURL: URL(string: "https://preview.example.com")!) }
                static let shared = LiveAPIClient(baseURL: URL(string: "https://api.example.com")!)
            }
            """),
        ])
        XCTAssertEqual(findings.value("remote.client.shared"), "LiveAPIClient.shared")
        XCTAssertEqual(findings.inferences.first { $0.key == "remote.client.shared" }?.evidence,
                       [Evidence(file: "App/Net/LiveAPIClient+Shared.swift", line: 3, detail: "LiveAPIClient.shared")])
        let none = infer([swiftFile("App/Net/APIClient.swift", """
        protocol APIClient: Sendable { func data(for request: URLRequest) async throws -> (Data, URLResponse) }
        """)])
        XCTAssertNil(none.value("remote.client.shared"))
    }

    /// A custom strategy, or one set elsewhere in the app that the client may share, cannot be undone or told.
    func testAKeyStrategyNoAdapterCanUndoOrTellIsOther() {
        let client = swiftFile("App/Net/NetworkClient.swift", """
        struct NetworkClient: Sendable {
            func send<T: Decodable>(_ request: URLRequest) async throws -> T {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .custom { keys in keys.last! }
                return try decoder.decode(T.self, from: Data())
            }
        }
        """)
        XCTAssertEqual(infer([client]).value("remote.client.keyDecoding"), "other")
        XCTAssertNil(infer([client]).value("remote.keyStyle"))
        let elsewhere = infer([
            swiftFile("App/Net/NetworkClient.swift", """
            struct NetworkClient: Sendable { func send<T: Decodable>(_ request: URLRequest) async throws -> T { fatalError() } }
            """),
            swiftFile("App/Support/JSONDecoder+App.swift", """
            extension JSONDecoder {
                static let app: JSONDecoder = { let decoder = JSONDecoder(); decoder.keyDecodingStrategy = .convertFromSnakeCase; return decoder }()
            }
            """),
        ])
        XCTAssertEqual(elsewhere.value("remote.client.keyDecoding"), "other")
        XCTAssertTrue(elsewhere.inferences.first { $0.key == "remote.client.keyDecoding" }?.reason.hasPrefix(
            "App/Support/JSONDecoder+App.swift:2 sets `.convertFromSnakeCase`, and whether NetworkClient's decoder is that one adopt cannot tell"
        ) == true)
    }

    /// The adapter's JSON value is `Decodable`, `Encodable` and `Sendable`: a result that must be more is not asked for.
    func testADecodedValueThatMustBeMoreIsNotCalled() {
        let findings = infer([swiftFile("App/Net/NetworkClient.swift", """
        struct NetworkClient: Sendable {
            func send<T: Decodable & Identifiable>(_ request: URLRequest) async throws -> T { fatalError() }
        }
        """)])
        XCTAssertNil(findings.value("remote.client.type"))
        XCTAssertEqual(findings.observations, [
            "NetworkClient (App/Net/NetworkClient.swift:2) looks like the app's HTTP client, but scaffold cannot call it: `send(_:)` answers a `T` that must also be `Identifiable`, which the value an adapter decodes is not; a remote feature brings its own client",
        ])
    }

    func testAnEndpointTypeWithTheTypeToDecodeFirstAndTypedThrows() {
        let findings = infer([
            swiftFile("App/Networking/Gateway.swift", """
            final class CatalogGateway {
                func fetch<Item: Codable>(_ type: Item.Type, at endpoint: CatalogEndpoint) async throws(GatewayError) -> Item { fatalError() }
                func cancelAll() {}
            }
            enum GatewayError: Error { case status(Int) }
            """),
            swiftFile("App/Networking/CatalogEndpoint.swift", "struct CatalogEndpoint { var path: String; var method: String }"),
        ])
        XCTAssertEqual(findings.value("remote.client.method"), "fetch(_:at:)")
        XCTAssertEqual(findings.value("remote.client.arguments"), "[type, request]")
        XCTAssertEqual(findings.value("remote.client.request"), "CatalogEndpoint")
        XCTAssertEqual(findings.value("remote.client.throws"), "GatewayError")
        XCTAssertEqual(findings.value("remote.client.kind"), "class")
        XCTAssertEqual(findings.value("remote.client.endpointFile"), "App/Networking/CatalogEndpoint.swift")
    }

    func testAGenericEndpointWithItsOwnResponseTypeAndADataTransport() {
        let generic = infer([swiftFile("App/Remote.swift", """
        protocol RemoteCall { associatedtype Answer: Decodable; var path: String { get } }
        protocol RemoteCaller {
            func call<C: RemoteCall>(_ call: C) async throws -> C.Answer
        }
        """)])
        XCTAssertEqual(generic.value("remote.client.type"), "RemoteCaller")
        XCTAssertEqual(generic.value("remote.client.request"), "C")
        XCTAssertEqual(generic.value("remote.client.returns"), "C.Answer")

        let data = infer([swiftFile("App/Wire.swift", """
        import Foundation
        protocol WireClient { func load(_ request: URLRequest) async throws -> (Data, URLResponse) }
        """)])
        XCTAssertEqual(data.value("remote.client.returns"), "(Data, URLResponse)")
        XCTAssertEqual(data.value("remote.client.arguments"), "[request]")
    }

    func testTheProtocolIsPreferredToItsImplementationAndTestDoublesNeverCount() {
        let findings = infer([
            swiftFile("App/API/BackendAPI.swift", """
            import Foundation
            struct LiveBackendAPI: BackendAPI { func send<T: Decodable>(_ request: URLRequest) async throws -> T { fatalError() } }
            protocol BackendAPI { func send<T: Decodable>(_ request: URLRequest) async throws -> T }
            """),
            swiftFile("AppTests/Mocks/BackendAPIMock.swift", "final class BackendAPIMock: BackendAPI { func send<T: Decodable>(_ request: URLRequest) async throws -> T { fatalError() } }"),
        ])
        XCTAssertEqual(findings.value("remote.client.type"), "BackendAPI")
        XCTAssertEqual(findings.value("remote.client.kind"), "protocol")
    }

    func testAClientItCannotCallIsNamedWithTheReason() {
        let findings = infer([
            swiftFile("App/Old/LegacyClient.swift", """
            final class LegacyClient {
                func get<T: Decodable>(_ route: ApiRoute, completion: @escaping (Result<T, Error>) -> Void) {}
            }
            """),
            swiftFile("App/Old/FeedService.swift", """
            import Combine
            final class FeedService { func items<T: Decodable>(for route: ApiRoute) -> AnyPublisher<T, Error> { fatalError() } }
            """),
            swiftFile("App/Old/PathAPI.swift", "protocol PathAPI { func get<T: Decodable>(path: String) async throws -> T }"),
            swiftFile("App/Old/VerbNetwork.swift", """
            protocol VerbNetwork { func request<T: Decodable>(_ route: ApiRoute, method: String, body: Data?) async throws -> T }
            """),
            swiftFile("App/Old/ResultClient.swift", "protocol ResultClient { func run<T: Decodable>(_ route: ApiRoute) async -> Result<T, Error> }"),
        ])
        XCTAssertNil(findings.value("remote.client.type"))
        XCTAssertEqual(findings.observations.sorted(), [
            "FeedService (App/Old/FeedService.swift:2) looks like the app's HTTP client, but scaffold cannot call it: `items(for:)` returns a Combine publisher (`AnyPublisher<T, Error>`), not async throws; a remote feature brings its own client",
            "LegacyClient (App/Old/LegacyClient.swift:2) looks like the app's HTTP client, but scaffold cannot call it: `get(_:completion:)` takes a completion handler (`completion:`), not async throws; a remote feature brings its own client",
            "PathAPI (App/Old/PathAPI.swift:1) looks like the app's HTTP client, but scaffold cannot call it: `get(path:)` takes only a `String` (`path:`): no method or body, so a write cannot go through it; a remote feature brings its own client",
            "ResultClient (App/Old/ResultClient.swift:1) looks like the app's HTTP client, but scaffold cannot call it: `run(_:)` returns `Result<T, Error>` instead of throwing; a remote feature brings its own client",
            "VerbNetwork (App/Old/VerbNetwork.swift:1) looks like the app's HTTP client, but scaffold cannot call it: `request(_:method:body:)` needs `method:` (String) besides the request; scaffold calls a method that takes one request; a remote feature brings its own client",
        ])
    }

    func testAMethodAnExtensionAddsCounts() {
        let findings = infer([
            swiftFile("App/Net/HTTPClient.swift", "protocol HTTPClient { func setToken(_ token: String) }"),
            swiftFile("App/Net/HTTPClient+JSON.swift", """
            import Foundation
            extension HTTPClient {
                func decoded<Value: Decodable>(for request: URLRequest, as type: Value.Type) async throws -> Value { fatalError() }
            }
            """),
        ])
        XCTAssertEqual(findings.value("remote.client.type"), "HTTPClient")
        XCTAssertEqual(findings.value("remote.client.method"), "decoded(for:as:)")
        XCTAssertEqual(findings.inferences.first?.evidence.first, Evidence(file: "App/Net/HTTPClient+JSON.swift", line: 3, detail: "HTTPClient.decoded(for:as:)"))
    }

    /// What adopt writes reads back as `.scaffold.yml`'s `remote.client`.
    func testTheAdoptedConfigurationRecordsTheClient() throws {
        let inventory = Inventory(files: [
            swiftFile("Sources/App/Views/ContentView.swift", """
            import SwiftUI
            @main struct ShopApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            struct ContentView: View { var body: some View { Text("Shop") } }
            """),
            swiftFile("Sources/App/Networking/APIClient.swift", """
            import Foundation
            protocol APIClient { func request<T: Decodable>(_ endpoint: Endpoint, as type: T.Type) async throws -> T }
            struct Endpoint { var path: String }
            """),
        ], folders: ["Sources", "Sources/App", "Sources/App/Views", "Sources/App/Networking"])
        let adoption = try Adopter.adopt(inventory, options: Adopter.Options(module: "App"))
        XCTAssertTrue(adoption.configText.contains("remote:\n  client:\n    type: APIClient"), adoption.configText)
        let config = try ProjectConfig.load(contents: Data(adoption.configText.utf8), path: ".scaffold.yml")
        XCTAssertEqual(config.remote?.client, HTTPClientReference(
            type: "APIClient", kind: .protocol, file: "Sources/App/Networking/APIClient.swift", method: "request(_:as:)",
            arguments: [.request, .type], request: "Endpoint", returns: "T", endpointFile: "Sources/App/Networking/APIClient.swift",
            keyDecoding: .useDefaultKeys
        ))
        XCTAssertTrue(AdoptReport.text(adoption).contains("remote.client.method"))
    }

    // MARK: - The composition root's property holding the client (issue 31 item 5)

    private let client = swiftFile("App/Net/APIClient.swift", """
    import Foundation
    protocol APIClient: Sendable {
        func send<T: Decodable>(_ request: URLRequest) async throws -> T
        func data(for request: URLRequest) async throws -> (Data, URLResponse)
    }
    struct LiveAPIClient: APIClient {
        func send<T: Decodable>(_ request: URLRequest) async throws -> T { fatalError() }
        func data(for request: URLRequest) async throws -> (Data, URLResponse) { fatalError() }
    }
    """)

    /// The adapter is made over the container's property: recorded with the line that declares it, whether the property
    /// is typed as the protocol or as an implementation; a method answering the body wins over one decoding it.
    func testTheContainersPropertyHoldingTheClientIsRecordedAtItsLine() {
        let container = swiftFile("App/AppContainer.swift", """
        @MainActor final class AppContainer {
            let session = "x"
            let api: any APIClient
            init(api: any APIClient) { self.api = api }
        }
        """)
        let findings = HTTPClientInference(inventory: Inventory(files: [client, container]), container: "AppContainer").infer()
        XCTAssertEqual(findings.value("remote.client.method"), "data(for:)")
        XCTAssertEqual(findings.value("remote.client.returns"), "(Data, URLResponse)")
        XCTAssertEqual(findings.value("remote.client.property"), "api")
        let property = findings.inferences.first { $0.key == "remote.client.property" }
        XCTAssertEqual(property?.evidence, [Evidence(file: "App/AppContainer.swift", line: 3, detail: "AppContainer.api")])
        XCTAssertEqual(findings.observations, [])

        let concrete = swiftFile("App/AppContainer.swift", "struct AppContainer {\n    var live: LiveAPIClient\n}")
        let byImplementation = HTTPClientInference(inventory: Inventory(files: [client, concrete]), container: "AppContainer").infer()
        XCTAssertEqual(byImplementation.value("remote.client.property"), "live")
    }

    /// A container holding no client, and a client that is not `Sendable`, record no property, and say why.
    func testNoPropertyIsRecordedWhereTheAdapterCouldNotHoldIt() {
        let empty = swiftFile("App/AppContainer.swift", "final class AppContainer {\n    static let api: any APIClient = LiveAPIClient()\n}")
        let none = HTTPClientInference(inventory: Inventory(files: [client, empty]), container: "AppContainer").infer()
        XCTAssertNil(none.value("remote.client.property"))
        XCTAssertEqual(none.observations, ["APIClient is recorded, but no stored property of AppContainer holds a `APIClient`; a remote feature brings its own client"])

        let unsendable = swiftFile("App/Net/Gateway.swift", """
        import Foundation
        final class Gateway { func data(for request: URLRequest) async throws -> (Data, URLResponse) { fatalError() } }
        final class AppContainer { let gateway = Gateway(); let other: Gateway }
        """)
        let notSendable = HTTPClientInference(inventory: Inventory(files: [unsendable]), container: "AppContainer").infer()
        XCTAssertEqual(notSendable.value("remote.client.type"), "Gateway")
        XCTAssertNil(notSendable.value("remote.client.property"))
        XCTAssertEqual(notSendable.observations, [
            "Gateway is recorded, but it is not `Sendable` (App/Net/Gateway.swift:2), and the generated `HTTPClient` holding it must be; a remote feature brings its own client",
        ])
    }

    /// `Sendable` through the app's own protocols (`protocol APIClient: NetworkClient`, `protocol NetworkClient:
    /// Sendable`) records the property; a chain never reaching `Sendable`, cycles included, does not.
    func testSendableThroughTheAppsOwnProtocolsIsFollowed() {
        func inference(_ protocols: String) -> Findings {
            let client = swiftFile("App/Net/APIClient.swift", """
            import Foundation
            protocol APIClient: NetworkClient {
                func data(for request: URLRequest) async throws -> (Data, URLResponse)
            }
            \(protocols)
            """)
            let container = swiftFile("App/AppContainer.swift", "@MainActor final class AppContainer {\n    let api: any APIClient\n}")
            return HTTPClientInference(inventory: Inventory(files: [client, container]), container: "AppContainer").infer()
        }
        let inherited = inference("protocol Transport: Swift.Sendable {}\nprotocol NetworkClient: AnyObject, Transport {}")
        XCTAssertEqual(inherited.value("remote.client.property"), "api")
        XCTAssertEqual(inherited.observations, [])

        for protocols in ["protocol NetworkClient: AnyObject {}", "protocol NetworkClient: Transport {}\nprotocol Transport: NetworkClient {}"] {
            let unsendable = inference(protocols)
            XCTAssertNil(unsendable.value("remote.client.property"), protocols)
            XCTAssertEqual(unsendable.observations, [
                "APIClient is recorded, but it is not `Sendable` (App/Net/APIClient.swift:2), and the generated `HTTPClient` holding it must be; a remote feature brings its own client",
            ], protocols)
        }
        let deep = HTTPClientInference(inventory: Inventory(files: [swiftFile("App/P.swift", "protocol A: B {}\nprotocol B: C {}\nprotocol C: Sendable {}")]))
        XCTAssertTrue(deep.inheritsSendable(["A"]))
        XCTAssertFalse(deep.inheritsSendable(["A"], maxDepth: 2))
    }

    /// What adopt writes for the property reads back as `remote.client.property`.
    func testTheRecordedPropertyReadsBack() throws {
        let inventory = Inventory(files: [
            swiftFile("Sources/App/AppMain.swift", """
            import SwiftUI
            @main struct ShopApp: App {
                @State private var container = AppContainer(api: LiveAPIClient())
                var body: some Scene { WindowGroup { ContentView(container: container) } }
            }
            struct ContentView: View { let container: AppContainer; var body: some View { Text("Shop") } }
            """),
            swiftFile("Sources/App/AppContainer.swift", """
            @MainActor final class AppContainer {
                let api: any APIClient
                init(api: any APIClient) { self.api = api }
            }
            """),
            swiftFile("Sources/App/Net/APIClient.swift", """
            import Foundation
            protocol APIClient: Sendable { func data(for request: URLRequest) async throws -> (Data, URLResponse) }
            struct LiveAPIClient: APIClient { func data(for request: URLRequest) async throws -> (Data, URLResponse) { fatalError() } }
            """),
        ], folders: ["Sources", "Sources/App", "Sources/App/Net"])
        let adoption = try Adopter.adopt(inventory, options: Adopter.Options(module: "App"))
        let config = try ProjectConfig.load(contents: Data(adoption.configText.utf8), path: ".scaffold.yml")
        XCTAssertEqual(config.remote?.client?.property, "api", adoption.configText)
        XCTAssertEqual(config.remote?.client?.method, "data(for:)")
    }
}
