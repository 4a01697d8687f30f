import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What `plan` says of a remote feature: the base URL and the setting that gave it (the spec's wins over
/// `.scaffold.yml`'s), the key style and dates, the pagination, each operation's request, the app's own client.
final class RemoteSourceTests: XCTestCase {
    private func spec(baseURL: String? = nil) throws -> FeatureSpec {
        try SpecFixture.load("""
        feature: Book
        fields:
          - { name: title, type: String }
        operations:
          - { name: list, kind: fetchAll }
          - { name: lend, remote: { method: POST, path: "/books/{id}/lend" } }
          - { name: shelve }
        remote: { path: /books, list: items, pagination: { style: link, sizeParameter: per_page }\(baseURL.map { ", baseURL: \"\($0)\"" } ?? "") }
        """)
    }

    func testTheSpecsBaseURLWinsOverTheProjects() throws {
        let settings = RemoteSettings(baseURL: "https://api.example.com", keyStyle: .snakeCase, dates: .iso8601Fractional)
        let own = try XCTUnwrap(RemoteSource(spec: try spec(baseURL: "https://books.example.com"), settings: settings))
        XCTAssertEqual(own.baseURL, "https://books.example.com")
        XCTAssertEqual(own.baseURLOrigin, .spec)
        let project = try XCTUnwrap(RemoteSource(spec: try spec(), settings: settings))
        XCTAssertEqual(project.baseURLOrigin, .configuration)
        XCTAssertEqual(project.lines, [
            "Remote: /books (one record: /books/{id})",
            "  base URL https://api.example.com (.scaffold.yml's remote.baseURL; API_BASE_URL at launch overrides it)",
            "  keys snake_case, dates iso8601Fractional",
            "  pages by link (?per_page=…), next from the Link header",
            "  the list's records are under `items`",
        ])
        XCTAssertEqual(project.requests.map { "\($0.operation) \($0.method.rawValue) \($0.path)" }, ["list GET /books", "lend POST /books/{id}/lend"],
                       "a custom operation that states no request makes none")
    }

    func testWithoutABaseURLPlanSaysWhereToSetOne() throws {
        let source = try XCTUnwrap(RemoteSource(spec: try spec(), settings: nil))
        XCTAssertEqual(source.baseURLOrigin, .none)
        XCTAssertTrue(source.lines[1].contains("none yet — set remote.baseURL in .scaffold.yml (scaffold init --api-base-url)"), source.lines[1])
        XCTAssertEqual(source.keyStyle, .camelCase)
        XCTAssertNil(RemoteSource(spec: try SpecFixture.load(SpecFixture.spec()), settings: nil), "a feature on the device only has none")
    }

    func testTheAppsClientIsNamed() throws {
        let client = HTTPClientReference(type: "APIClient", kind: .protocol, method: "send(_:)", arguments: [.request], request: "URLRequest", returns: "T")
        let source = try XCTUnwrap(RemoteSource(spec: try spec(), settings: RemoteSettings(client: client)))
        XCTAssertEqual(source.lines.last, "  the app's APIClient.send(_:) cannot be called: it answers decoded values, and adopt has not read what its decoder does to keys (`remote.client.keyDecoding` in .scaffold.yml): run `scaffold adopt` again; the feature brings its own client (URLSessionAdapter)")
    }
}
