import FlyingFox
import Foundation
import XCTest

/// Issue 31 item 5's common shape against a real server: an adopted app whose own client answers only decoded values
/// (Tests/Fixtures/Adopt/DecodingClientContainer: `func send<T: Decodable & Sendable>(_ request: URLRequest) async throws
/// -> T`, its decoder converting keys from snake case, its `X-Larder-Client` header on every request, a failed status
/// thrown as `NetworkError.status(Int)`) gets `feature Jar label:String grams:Int bestBefore:Date --remote /jars`, and the
/// generated slice is driven through the app's own container against a jars API on 127.0.0.1 that writes snake-case
/// keys and refuses a request without that header: the list (its `best_before` read), a create answered `201`, a `422`
/// and a `404` carried by the app's error, a delete answered `204` with no body; the same request through scaffold's
/// URLSession client is refused.
final class AdoptedDecodingClientLoopbackTests: XCTestCase {
    func testTheAdoptedAppsTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedDecodingLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("app", minimumTests: 80, "the adopted app with its remote feature over a decoding client")
    }

    func testRequestsGoThroughTheAppsOwnDecodingClient() async throws {
        let outcome = try SuitePackage.outcome(of: AdoptedDecodingLoopbackPart.self, .nonisolated)
        guard outcome.built("the adopted app") != nil else { return }
        let package = HarnessPackage(root: try SuitePackage.root(.nonisolated), modules: [])
        let api = try LoopbackSnakeJarAPI()
        let baseURL = try await api.start()

        let run = try package.test(filter: AdoptedDecodingLoopbackPart.driver, environment: [
            "LOOPBACK_BASE_URL": baseURL.absoluteString, "LOOPBACK_CREATED_ID": LoopbackSnakeJarAPI.createdID,
        ])
        let seen = await api.seen()
        await api.stop()

        XCTAssertEqual(run.exitCode, 0, "the driver fails:\n\(run.transcript)")
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), 1, run.transcript)
        XCTAssertEqual(seen.map { "\($0.method) \($0.path) \($0.client ?? "no app header") \($0.bodyKeys)" }, [
            "GET /jars Larder/1.0 ", "POST /jars Larder/1.0 best_before,grams,label", "POST /jars Larder/1.0 best_before,grams,label",
            "GET /jars/de1e7ed0-0000-4000-8000-00000000000c Larder/1.0 ", "DELETE /jars/\(LoopbackSnakeJarAPI.createdID.lowercased()) Larder/1.0 ",
            "GET /jars no app header ",
        ])
    }
}

/// AdoptedDecodingClientLoopbackTests' share of the default isolation's suite package: DecodingClientContainer adopted
/// (module `Larder`), with its remote Jar feature and the driver in its tests, which the package's own run leaves to
/// AdoptedDecodingClientLoopbackTests.
enum AdoptedDecodingLoopbackPart: SuitePart {
    static let folder = "adopted-decoding-loopback"
    static let module = "Larder"
    /// The driver's tests, by `swift test --filter`.
    static let driver = "^\(module)Tests\\.LarderLoopbackDriverTests/"

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            [TestGroup(label: "app", modules: [AdoptedDecodingLoopbackPart.module], skip: "LarderLoopbackDriverTests")]
        }
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let app = try AdoptedApps.copy("DecodingClientContainer", into: workspace, under: folder)
        let root = workspace.directory.path(app)
        let feature = ["feature", "Jar", "label:String", "grams:Int", "bestBefore:Date", "--remote", "/jars", "--root", app]
        for arguments in [["adopt", "--root", app], feature] {
            let output = try workspace.run(arguments)
            guard output.exitCode == 0 else { throw HarnessError("scaffold \(arguments.joined(separator: " ")) failed:\n\(output.transcript)") }
        }
        let adapter = root.appendingPathComponent("Sources/\(module)/Services/Networking/NetworkClientHTTPAdapter.swift")
        guard FileManager.default.fileExists(atPath: adapter.path) else {
            throw HarnessError("the feature does not call the app's client through NetworkClientHTTPAdapter")
        }
        try workspace.dropMainAttribute(in: root.appendingPathComponent("Sources/\(module)"))
        let driver = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/AdoptedDecodingLoopback/LarderLoopbackDriverTests.swift")
        _ = try workspace.directory.write(try String(contentsOf: driver, encoding: .utf8), to: "\(app)/Tests/\(module)Tests/LarderLoopbackDriverTests.swift")
        return Generated(modules: [HarnessPackage.Module(name: module, sources: "\(app)/Sources/\(module)", tests: "\(app)/Tests/\(module)Tests")])
    }
}

/// The jars API the adopted app is driven against: FlyingFox on 127.0.0.1 only, in this test process, writing
/// snake-case keys. It answers only requests carrying the app's `X-Larder-Client` header (a `401` otherwise): a list of
/// one jar, a create answered `201` with the id it assigns (a `422` with field errors for an empty label), a `404` for
/// a jar it does not hold, a delete answered `204` with no body. Every request is recorded with that header and the
/// keys of its body.
final class LoopbackSnakeJarAPI: Sendable {
    static let createdID = "5E1D0000-0000-4000-8000-00000000000D"

    /// A request as the server saw it.
    struct Seen: Sendable, Equatable {
        var method: String
        var path: String
        var client: String?
        /// The body's keys, sorted and joined by commas; empty without a JSON object.
        var bodyKeys: String
    }

    private let server: HTTPServer
    private let state = State()

    init() throws {
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    }

    /// Starts listening and returns the base URL, once the server accepts connections.
    func start() async throws -> URL {
        let state = state
        for route: HTTPRoute in ["GET /jars", "POST /jars", "GET /jars/*", "DELETE /jars/*"] {
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
            let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
            let client = request.headers[HTTPHeader("X-Larder-Client")]
            let method = request.method.rawValue
            seen.append(Seen(method: method, path: request.path, client: client, bodyKeys: (object?.keys.sorted() ?? []).joined(separator: ",")))
            guard client == "Larder/1.0" else { return json(401, ["message": "Which app is asking?"]) }
            switch method {
            case "POST":
                var jar = object ?? [:]
                guard (jar["label"] as? String)?.isEmpty == false else {
                    return json(422, ["message": "The jar needs a label.", "errors": ["label": ["Give the jar a label"]]])
                }
                jar["id"] = LoopbackSnakeJarAPI.createdID
                return json(201, jar)
            case "DELETE":
                return FlyingFox.HTTPResponse(statusCode: .noContent)
            case "GET" where request.path != "/jars":
                return json(404, ["message": "No such jar."])
            default:
                return json(200, [["id": "0C0FFEE0-0000-4000-8000-00000000000B", "label": "Honey", "grams": 500, "best_before": "2026-01-02T03:04:05Z"]])
            }
        }

        private func json(_ status: Int, _ object: Any) -> FlyingFox.HTTPResponse {
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
            return FlyingFox.HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "\(status)"), headers: [.contentType: "application/json"], body: data)
        }
    }
}
