import Foundation
import XCTest
@testable import ScaffoldCore

/// `.scaffold.yml`'s `remote:`: the server (https, or http on loopback), the server's key style and dates, and the app's
/// own HTTP client that `scaffold adopt` records; and `init --api-base-url`, which writes it.
final class ConfigRemoteTests: XCTestCase {
    func testEveryRemoteKeyIsRead() throws {
        let config = try ConfigFixture.load("""
        preset: clean
        remote:
          baseURL: https://api.example.com/v1
          keyStyle: snake_case
          dates: iso8601Fractional
          client:
            type: APIClient
            kind: protocol
            file: Sources/App/Networking/APIClient.swift
            method: "request(_:as:)"
            arguments: [request, type]
            request: Endpoint
            returns: T
            throws: APIError
            endpointFile: Sources/App/Networking/Endpoint.swift
        """)
        XCTAssertEqual(config.remote, RemoteSettings(
            baseURL: "https://api.example.com/v1", keyStyle: .snakeCase, dates: .iso8601Fractional,
            client: HTTPClientReference(
                type: "APIClient", kind: .protocol, file: "Sources/App/Networking/APIClient.swift", method: "request(_:as:)",
                arguments: [.request, .type], request: "Endpoint", returns: "T", throwsType: "APIError",
                endpointFile: "Sources/App/Networking/Endpoint.swift"
            )
        ))
        let client = try XCTUnwrap(config.remote?.client)
        XCTAssertEqual(client.methodName, "request")
        XCTAssertEqual(client.argumentLabels, ["_", "as"])
        XCTAssertFalse(client.takesURLRequest)
        XCTAssertFalse(client.returnsData)
        XCTAssertNil(try ConfigFixture.load("preset: layered\n").remote)
    }

    func testUnstatedRemoteKeysHaveTheirDefaults() throws {
        let remote = try XCTUnwrap(try ConfigFixture.load("preset: layered\nremote:\n  baseURL: http://localhost:8080\n").remote)
        XCTAssertEqual(remote.effectiveKeyStyle, .camelCase)
        XCTAssertEqual(remote.effectiveDates, .iso8601)
        XCTAssertNil(remote.client)
    }

    func testEveryRemoteProblemIsReported() {
        let found = configProblems("""
        preset: layered
        remote:
          baseURL: http://api.example.com
          keyStyle: snake
          dates: rfc3339
          clent: {}
          client:
            type: APIClient
            method: "request(_ as:)"
            arguments: [request, body]
        """)
        expectConfig(found, "App Transport Security would block every request on a device", at: (3, 12), keyPath: "remote.baseURL",
                     hint: "https://api.example.com")
        expectConfig(found, "unknown value `snake` for `remote.keyStyle`", at: (4, 13), hint: "snake_case")
        expectConfig(found, "unknown value `rfc3339` for `remote.dates`", hint: "iso8601")
        expectConfig(found, "unknown key `clent` in `remote`", at: (6, 3), hint: "did you mean `client`?")
        expectConfig(found, "`remote.client.method` is not a method", at: (9, 13))
        expectConfig(found, "unknown argument `body` in `remote.client.arguments`", hint: "request, type")
    }

    func testAClientLacksNothingItNeeds() {
        let found = configProblems("preset: layered\nremote:\n  client: { type: APIClient, kind: protocol }\n")
        expectConfig(found, "`remote.client` lacks `method`, `arguments`, `request`, `returns`", keyPath: "remote.client")
        let mismatch = configProblems("""
        preset: layered
        remote:
          client: { type: C, kind: class, method: "send(_:)", arguments: [request, type], request: URLRequest, returns: T }
        """)
        expectConfig(mismatch, "lists 2 arguments, and `method` has 1 labels")
    }

    func testOnlyLoopbackMayBePlainHTTP() {
        for url in ["https://api.example.com", "https://api.example.com:8443/v2", "http://localhost:8080", "http://127.0.0.1", "http://[::1]:9000"] {
            XCTAssertNil(BaseURLCheck.problem(with: url), url)
        }
        for (url, problem) in [
            ("http://192.168.1.10", "App Transport Security"), ("ftp://files.example.com", "not http(s)"), ("api.example.com", "not an absolute URL"),
            ("https://", "no host"), ("https://api.example.com?key=1", "query or fragment"), ("https://api.example .com", "not an absolute URL"),
        ] {
            XCTAssertTrue(BaseURLCheck.problem(with: url)?.message.contains(problem) == true, "\(url): \(String(describing: BaseURLCheck.problem(with: url)))")
        }
    }

    func testInitWritesTheBaseURLAndTheOtherKeysCommentedOut() throws {
        let text = ProjectConfig.render(presetName: "features", module: "Inari", apiBaseURL: "https://api.inari.example")
        XCTAssertTrue(text.contains("\nremote:\n  baseURL: \"https://api.inari.example\"\n  # keyStyle: camelCase   # camelCase | snake_case\n  # dates: iso8601        # iso8601 | iso8601Fractional\n"), text)
        XCTAssertEqual(try ConfigFixture.load(text).remote, RemoteSettings(baseURL: "https://api.inari.example"))
        let uncommented = text.replacingOccurrences(of: "  # keyStyle", with: "  keyStyle").replacingOccurrences(of: "  # dates", with: "  dates")
        XCTAssertEqual(try ConfigFixture.load(uncommented).remote?.keyStyle, .camelCase)
        XCTAssertFalse(ProjectConfig.render(presetName: "features", module: "Inari").contains("remote:"), "without the flag, nothing changes")
    }

    func testSnakeCaseSpellsKeysAsFoundationDoes() {
        let style = RemoteKeyStyle.snakeCase
        XCTAssertEqual(["ownerName", "ownerID", "urlString", "HTTPServer", "isOnLoan", "title", "page2Size"].map(style.key(for:)),
                       ["owner_name", "owner_id", "url_string", "http_server", "is_on_loan", "title", "page2_size"])
        XCTAssertEqual(RemoteKeyStyle.camelCase.key(for: "ownerName"), "ownerName")
    }
}
