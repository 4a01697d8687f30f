import FlyingFox
import Foundation
import XCTest

/// Issue 31 item 5 against a real server: an adopted app with its own API client (Tests/Fixtures/Adopt/APIClientContainer,
/// whose `LiveAPIClient` puts its base URL before each path and its `X-Pantry-Client` header on every request) gets
/// `feature Jar label:String grams:Int --remote /jars`, and the generated slice is driven through the app's own
/// container against a jars API on 127.0.0.1 that refuses a request without that header. The list and a create pass;
/// the same request through scaffold's URLSession client is refused; every request the server saw carried the header.
final class AdoptedClientLoopbackTests: XCTestCase {
    func testTheAdoptedAppsTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("app", minimumTests: 80, "the adopted app with its remote feature")
    }

    func testRequestsGoThroughTheAppsOwnClient() async throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        guard outcome.built("the adopted app") != nil else { return }
        let package = HarnessPackage(root: try SuitePackage.root(.nonisolated), modules: [])
        let api = try LoopbackJarAPI()
        let baseURL = try await api.start()

        let run = try package.test(filter: AdoptedClientLoopbackPart.driver, environment: [
            "LOOPBACK_BASE_URL": baseURL.absoluteString, "LOOPBACK_CREATED_ID": LoopbackJarAPI.createdID,
        ])
        let seen = await api.seen()
        await api.stop()

        XCTAssertEqual(run.exitCode, 0, "the driver fails:\n\(run.transcript)")
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), 1, run.transcript)
        XCTAssertEqual(seen.map { "\($0.method) \($0.path) \($0.client ?? "no app header")" }, [
            "GET /jars Pantry/1.0", "POST /jars Pantry/1.0", "GET /jars no app header",
        ])
    }
}

/// AdoptedClientLoopbackTests' share of the default isolation's suite package: APIClientContainer adopted under the
/// module name `PantryLoopback` (CompileTests builds the fixture as `Pantry`), with its remote Jar feature and the
/// driver in its tests, which the package's own run leaves to AdoptedClientLoopbackTests.
enum AdoptedClientLoopbackPart: SuitePart {
    static let folder = "adopted-loopback"
    static let module = "PantryLoopback"
    /// The driver's tests, by `swift test --filter`.
    static let driver = "^\(module)Tests\\.PantryLoopbackDriverTests/"

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            [TestGroup(label: "app", modules: [AdoptedClientLoopbackPart.module], skip: "PantryLoopbackDriverTests")]
        }
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let app = try AdoptedApps.copy("APIClientContainer", into: workspace, under: folder)
        let root = workspace.directory.path(app)
        // One module name per package: the copy's target, folders and imports are renamed.
        try FileManager.default.moveItem(at: root.appendingPathComponent("Sources/Pantry"), to: root.appendingPathComponent("Sources/\(module)"))
        try FileManager.default.moveItem(at: root.appendingPathComponent("Tests/PantryTests"), to: root.appendingPathComponent("Tests/\(module)Tests"))
        for file in ["Package.swift", "Tests/\(module)Tests/ShelfListViewModelTests.swift"] {
            let url = root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "\"Pantry", with: "\"\(module)").replacingOccurrences(of: "import Pantry", with: "import \(module)")
                .write(to: url, atomically: true, encoding: .utf8)
        }
        for arguments in [["adopt", "--root", app], ["feature", "Jar", "label:String", "grams:Int", "--remote", "/jars", "--root", app]] {
            let output = try workspace.run(arguments)
            guard output.exitCode == 0 else { throw HarnessError("scaffold \(arguments.joined(separator: " ")) failed:\n\(output.transcript)") }
        }
        try workspace.dropMainAttribute(in: root.appendingPathComponent("Sources/\(module)"))
        let driver = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/AdoptedLoopback/PantryLoopbackDriverTests.swift")
        _ = try workspace.directory.write(try String(contentsOf: driver, encoding: .utf8), to: "\(app)/Tests/\(module)Tests/PantryLoopbackDriverTests.swift")
        return Generated(modules: [HarnessPackage.Module(name: module, sources: "\(app)/Sources/\(module)", tests: "\(app)/Tests/\(module)Tests")])
    }
}

/// The jars API the adopted app is driven against: FlyingFox on 127.0.0.1 only, in this test process. It answers only
/// requests carrying the app's `X-Pantry-Client` header (a `401` otherwise): a list of one jar, and a create answered
/// `201` with the id it assigns. Every request is recorded with that header.
final class LoopbackJarAPI: Sendable {
    static let createdID = "5E1D0000-0000-4000-8000-00000000000A"

    /// A request as the server saw it.
    struct Seen: Sendable, Equatable {
        var method: String
        var path: String
        var client: String?
    }

    private let server: HTTPServer
    private let state = State()

    init() throws {
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    }

    /// Starts listening and returns the base URL, once the server accepts connections.
    func start() async throws -> URL {
        let state = state
        for route: HTTPRoute in ["GET /jars", "POST /jars"] {
            await server.appendRoute(route) { request in try await state.answer(request) }
        }
        let server = server
        Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4("127.0.0.1", let port) = await server.listeningAddress else {
            throw HarnessError("the loopback server is not listening on 127.0.0.1: \(String(describing: await server.listeningAddress))")
        }
        return URL(string: "http://127.0.0.1:\(port)")!
    }

    func stop() async {
        await server.stop(timeout: 1)
    }

    func seen() async -> [Seen] {
        await state.seen
    }

    private actor State {
        private(set) var seen: [Seen] = []

        func answer(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
            let body = try await request.bodyData
            let client = request.headers[HTTPHeader("X-Pantry-Client")]
            seen.append(Seen(method: request.method.rawValue, path: request.path, client: client))
            guard client == "Pantry/1.0" else { return json(401, ["message": "Which app is asking?"]) }
            if request.method.rawValue == "POST" {
                var jar = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
                jar["id"] = LoopbackJarAPI.createdID
                return json(201, jar)
            }
            return json(200, [["id": "0C0FFEE0-0000-4000-8000-00000000000B", "label": "Honey", "grams": 500]])
        }

        private func json(_ status: Int, _ object: Any) -> FlyingFox.HTTPResponse {
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
            return FlyingFox.HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "\(status)"), headers: [.contentType: "application/json"], body: data)
        }
    }
}
