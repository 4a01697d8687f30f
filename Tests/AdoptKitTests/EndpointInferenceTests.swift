@testable import AdoptKit
import Foundation
import ScaffoldCore
import XCTest

/// `adopt` reads the app's endpoint type a client takes instead of a `URLRequest` (issue 31 item 5) in the shapes apps
/// give it — a protocol with the request's parts, the same with a base URL, a struct with an initializer, an enum of
/// requests whose verb is the client's method — records what a generated adapter fills, and names a shape it cannot
/// fill with the reason. The sources below are written for these tests.
final class EndpointInferenceTests: XCTestCase {
    private func infer(_ files: [Inventory.SwiftFile]) -> Findings {
        HTTPClientInference(inventory: Inventory(files: files)).infer()
    }

    private let methodEnum = swiftFile("App/Net/HTTPMethod.swift", """
    enum HTTPMethod: String { case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE" }
    """)

    /// Shape 1: a protocol with the path, an enum method, optional headers and query, and a `Data?` body.
    func testAProtocolEndpointIsRecordedWithItsMembersAndTheMethodsCases() {
        let findings = infer([methodEnum, swiftFile("App/Net/APIClient.swift", """
        import Foundation
        protocol Endpoint {
            var path: String { get }
            var method: HTTPMethod { get }
            var headers: [String: String]? { get }
            var queryItems: [URLQueryItem]? { get }
            var body: Data? { get }
        }
        protocol APIClient: Sendable { func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T }
        """)])
        XCTAssertEqual(findings.value("remote.client.request"), "Endpoint")
        XCTAssertEqual(findings.value("remote.client.endpoint"), "protocol Endpoint")
        XCTAssertEqual(findings.value("remote.client.endpointMembers"), #"{ path: "path: String", method: "method: HTTPMethod", headers: "headers: [String: String]?", query: "queryItems: [URLQueryItem]?", body: "body: Data?" }"#)
        XCTAssertEqual(findings.value("remote.client.methodCases"), "{ GET: get, POST: post, PUT: put, PATCH: patch, DELETE: delete }")
        // Each cites what it was read from: the endpoint's declaration, the method enum's.
        XCTAssertEqual(findings.inferences.first { $0.key == "remote.client.endpointMembers" }?.evidence,
                       [Evidence(file: "App/Net/APIClient.swift", line: 2, detail: "Endpoint")])
        XCTAssertEqual(findings.inferences.first { $0.key == "remote.client.methodCases" }?.evidence,
                       [Evidence(file: "App/Net/HTTPMethod.swift", line: 1, detail: "HTTPMethod")])
    }

    /// Shape 2: a base URL requirement, a `String` method, a default for a requirement no request fills, and a
    /// generic endpoint parameter.
    func testABaseURLAndAStringMethodAndADefaultedRequirement() {
        let findings = infer([swiftFile("App/Net/Requests.swift", """
        import Foundation
        protocol APIEndpoint {
            var baseURL: URL { get }
            var path: String { get }
            var httpMethod: String { get }
            var queryItems: [URLQueryItem] { get }
            var body: Data? { get }
            var timeout: TimeInterval { get }
        }
        extension APIEndpoint { var timeout: TimeInterval { 30 } }
        protocol Transport: Sendable { func send<E: APIEndpoint, T: Decodable>(_ endpoint: E) async throws -> T }
        """)])
        XCTAssertEqual(findings.value("remote.client.endpoint"), "protocol APIEndpoint")
        XCTAssertEqual(findings.value("remote.client.endpointMembers"), #"{ baseURL: "baseURL: URL", path: "path: String", method: "httpMethod: String", query: "queryItems: [URLQueryItem]", body: "body: Data?" }"#)
        XCTAssertNil(findings.value("remote.client.methodCases"))
    }

    /// Shape 3: a struct, made by its memberwise initializer; a property with a value is left to it.
    func testAStructEndpointIsMadeByItsInitializer() {
        let findings = infer([methodEnum, swiftFile("App/Net/Endpoint.swift", """
        import Foundation
        struct Endpoint {
            var path: String
            var method: HTTPMethod = .get
            var queryItems: [URLQueryItem] = []
            var body: Data? = nil
            var retries = 2
        }
        final class NetworkClient: Sendable { func load<T: Decodable>(_ endpoint: Endpoint) async throws -> T { fatalError() } }
        """)])
        XCTAssertEqual(findings.value("remote.client.endpoint"), "struct Endpoint")
        XCTAssertEqual(findings.value("remote.client.endpointMembers"), #"{ path: "path: String", method: "method: HTTPMethod", query: "queryItems: [URLQueryItem]", body: "body: Data?" }"#)
    }

    /// Shape 4 and the others no adapter can fill: each named with the reason, the client still recorded.
    func testShapesItCannotFillAreNamedWithTheReason() {
        let cases: [(String, String)] = [
            ("""
            enum Endpoint { case timeline, status(id: String)
                func path() -> String { "" } }
            protocol MastodonClient: Sendable { func get<Entity: Decodable>(_ endpoint: Endpoint) async throws -> Entity }
            """, "`Endpoint` (App/Net/Client.swift:1) is an enum of the app's requests, to which the adapter cannot add one of its own"),
            ("""
            protocol Endpoint { func path() -> String; func queryItems() -> [URLQueryItem]? }
            protocol APIClient: Sendable { func get<Entity: Decodable>(endpoint: Endpoint) async throws -> Entity }
            """, "`Endpoint` (App/Net/Client.swift:1) requires the method `path(…)`, which the adapter cannot fill: it fills properties"),
            ("""
            enum HTTPMethod { case get, post }
            protocol Endpoint { var path: String { get }; var method: HTTPMethod { get }; var queryItems: [URLQueryItem]? { get }; var body: Data? { get } }
            protocol APIClient: Sendable { func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T }
            """, "`HTTPMethod` (App/Net/Client.swift:1) has no case for PUT, which a feature's requests use"),
            ("""
            protocol Endpoint { var path: String { get }; var method: String { get }; var parameters: [String: Any]? { get } }
            protocol APIClient: Sendable { func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T }
            """, "`Endpoint.parameters` (App/Net/Client.swift:1) holds `[String: Any]?`, whose bytes on the wire (JSON, a form, a query) the app's client decides, not the adapter"),
            ("""
            protocol Endpoint { var path: String { get }; var method: String { get }; var queryItems: [URLQueryItem]? { get } }
            protocol APIClient: Sendable { func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T }
            """, "`Endpoint` (App/Net/Client.swift:1) has no body (`body: Data?`), so a feature's requests could not go through it whole"),
            ("""
            protocol Endpoint { var path: String { get }; var method: String { get }; var queryItems: [URLQueryItem]? { get }; var body: Data? { get }; var cache: Bool { get } }
            protocol APIClient: Sendable { func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T }
            """, "`Endpoint` (App/Net/Client.swift:1) requires `cache: Bool`, which the adapter cannot fill from a request"),
        ]
        for (source, reason) in cases {
            let findings = infer([swiftFile("App/Net/Client.swift", source)])
            XCTAssertNil(findings.value("remote.client.endpoint"), source)
            XCTAssertNotNil(findings.value("remote.client.type"), source)
            XCTAssertTrue(findings.observations.contains { $0.contains("which scaffold cannot make: " + reason) }, "\(findings.observations)")
        }
    }

    /// What adopt writes reads back as the same endpoint, and a config without it still reads.
    func testTheRecordedEndpointReadsBack() throws {
        let inventory = Inventory(files: [
            swiftFile("Sources/App/Views/ContentView.swift", """
            import SwiftUI
            @main struct ShopApp: App { var body: some Scene { WindowGroup { ContentView() } } }
            struct ContentView: View { var body: some View { Text("Shop") } }
            """),
            swiftFile("Sources/App/Networking/HTTPMethod.swift", """
            enum HTTPMethod: String { case GET, POST, PUT, PATCH, DELETE }
            """),
            swiftFile("Sources/App/Networking/APIClient.swift", """
            import Foundation
            protocol Endpoint { var path: String { get }; var method: HTTPMethod { get }; var queryItems: [URLQueryItem]? { get }; var body: Data? { get } }
            protocol APIClient { func request<T: Decodable>(_ endpoint: any Endpoint) async throws -> T }
            """),
        ], folders: ["Sources", "Sources/App", "Sources/App/Views", "Sources/App/Networking"])
        let adoption = try Adopter.adopt(inventory, options: Adopter.Options(module: "App"))
        let config = try ProjectConfig.load(contents: Data(adoption.configText.utf8), path: ".scaffold.yml")
        XCTAssertEqual(config.remote?.client?.endpoint, HTTPClientEndpoint(form: .protocol, type: "Endpoint", members: [
            .init(role: .path, name: "path", type: "String"), .init(role: .method, name: "method", type: "HTTPMethod"),
            .init(role: .query, name: "queryItems", type: "[URLQueryItem]?"), .init(role: .body, name: "body", type: "Data?"),
        ], methodCases: ["GET": "GET", "POST": "POST", "PUT": "PUT", "PATCH": "PATCH", "DELETE": "DELETE"]))
    }

    /// Tests/Fixtures/Adopt/EndpointClientContainer, read from disk as the command reads it: its `NetworkClient` takes the
    /// app's `Endpoint`, whose defaults in an extension are filled all the same, and the container's property holds it.
    func testTheEndpointClientFixtureIsAdoptedWithItsEndpoint() throws {
        let adoption = try AdoptFixtures.adopt("EndpointClientContainer")
        let config = try ProjectConfig.load(contents: Data(adoption.configText.utf8), path: ".scaffold.yml")
        let client = try XCTUnwrap(config.remote?.client)
        XCTAssertEqual(client.type, "NetworkClient")
        XCTAssertEqual(client.method, "request(_:)")
        XCTAssertEqual(client.request, "any Endpoint")
        XCTAssertEqual(client.property, "networkClient")
        XCTAssertEqual(client.endpoint?.declarationText, "protocol Endpoint")
        XCTAssertEqual(client.endpoint?.members.map(\.role), [.path, .method, .headers, .query, .body])
        XCTAssertEqual(client.endpoint?.methodCases["DELETE"], "delete")
        XCTAssertFalse(adoption.findings.observations.contains { $0.contains("cannot make") }, "\(adoption.findings.observations)")
    }

    /// A role written wrong in `.scaffold.yml` is an error at its line with the roles.
    func testAnUnknownRoleIsReported() {
        let text = """
        remote:
          client:
            type: APIClient
            kind: protocol
            method: "request(_:)"
            arguments: [request]
            request: Endpoint
            returns: T
            endpoint: protocol Endpoint
            endpointMembers: { path: "path: String", verb: "method: String" }
        """
        XCTAssertThrowsError(try ProjectConfig.load(contents: Data(text.utf8), path: ".scaffold.yml")) { error in
            XCTAssertTrue("\(error)".contains("unknown role `verb`"), "\(error)")
        }
    }
}
