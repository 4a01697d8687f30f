import FlyingFox
import Foundation
import XCTest

/// Issue 31 item 5 against a real server: an adopted app with its own API client (Tests/Fixtures/Adopt/APIClientContainer,
/// whose `LiveAPIClient` puts its base URL before each path and its `X-Pantry-Client` header on every request) gets
/// `feature Jar label:String grams:Int --remote /jars`, and the generated slice is driven through the app's own
/// container against a jars API on 127.0.0.1 that refuses a request without that header. The list and a create pass;
/// the same request through scaffold's URLSession client is refused; every request the server saw carried the header.
/// The generated `APIClientHTTPAdapter`'s tests kill every mutant of the adapter (`Mutant.appClientAdapter`), each
/// written into the same module as a schema and turned on in a run of its own: no second build.
final class AdoptedClientLoopbackTests: XCTestCase {
    func testTheAdoptedAppsTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("app", minimumTests: 80, "the adopted app with its remote feature")
    }

    func testEveryMutantOfTheAppClientAdapterIsKilled() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        guard outcome.assertTestsPass("app", minimumTests: 80, "the adopted app's baseline") != nil else { return }
        var survivors: [String] = []
        var report: [String] = []
        for mutant in Mutant.appClientAdapter {
            guard let run = outcome.runs[AdoptedClientLoopbackPart.label(mutant)] else {
                XCTFail("no test run for mutant \(mutant.name)")
                continue
            }
            let failed = FailedTests(run.stdout + "\n" + run.stderr)
            if run.exitCode == 0 || failed.names.isEmpty {
                let tail = run.exitCode == 0 ? "" : "; its output ends:\n" + (run.stdout + "\n" + run.stderr).split(separator: "\n").suffix(15).joined(separator: "\n")
                survivors.append("\(mutant.name) (\(mutant.bug)): exit \(run.exitCode), no failing test" + tail)
            }
            report.append("  \(mutant.name): \(failed.names.isEmpty ? "SURVIVED" : "killed by \(failed.names.prefix(3).joined(separator: ", "))")")
        }
        let mutants = Mutant.appClientAdapter.count
        print("mutation score APIClientHTTPAdapter: \(mutants - survivors.count)/\(mutants) killed\n" + report.joined(separator: "\n"))
        XCTAssertEqual(survivors, [], "the generated adapter tests pass with these bugs in APIClientHTTPAdapter")
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
            let module = AdoptedClientLoopbackPart.module
            let skip = "PantryLoopbackDriverTests"
            return [TestGroup(label: "app", modules: [module], skip: skip)] + Mutant.appClientAdapter.map { mutant in
                TestGroup(label: AdoptedClientLoopbackPart.label(mutant), modules: [module], environment: [Mutant.environmentVariable: mutant.name], skip: skip)
            }
        }
    }

    /// The label of the run that turns `mutant` on.
    static func label(_ mutant: Mutant) -> String {
        "mutant " + mutant.name
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
        let sources = root.appendingPathComponent("Sources/\(module)")
        for mutant in Mutant.appClientAdapter {
            try mutant.applySchema(toSourcesIn: sources)
        }
        try Mutant.switchSource.write(to: sources.appendingPathComponent("MutantSwitch.swift"), atomically: true, encoding: .utf8)
        let driver = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/AdoptedLoopback/PantryLoopbackDriverTests.swift")
        _ = try workspace.directory.write(try String(contentsOf: driver, encoding: .utf8), to: "\(app)/Tests/\(module)Tests/PantryLoopbackDriverTests.swift")
        return Generated(modules: [HarnessPackage.Module(name: module, sources: "\(app)/Sources/\(module)", tests: "\(app)/Tests/\(module)Tests")])
    }
}

extension Mutant {
    /// The mutants of the adapter over an adopted app's own client (issue 31 item 5; Templates/NetworkAppClientAdapter):
    /// what it hands the app's client (the relative request's query, method, headers and body; a next-page link's host
    /// dropped and its query kept) and what it makes of the answer (the status, headers and body; a body alone a success;
    /// a transport failure offline). `init(client:)`, which only calls the app's client, is the loopback driver's to prove.
    static let appClientAdapter: [Mutant] = {
        let file = "APIClientHTTPAdapter.swift"
        return [
            Mutant(name: "adapterQueryLost", bug: "the relative request loses its query", file: file,
                   find: "            components.queryItems = request.query\n", replace: ""),
            Mutant(name: "adapterLinkKeepsItsHost", bug: "a next-page link keeps its host, so the app's headers go to another server", file: file,
                   find: "            components.path = link.path\n", replace: "            components = link\n"),
            Mutant(name: "adapterLinkQueryLost", bug: "a next-page link loses its own query (the page it names)", file: file,
                   find: "components.queryItems = (link.queryItems ?? []) + request.query", replace: "components.queryItems = request.query",
                   kind: .expression(prefix: "components.queryItems = ")),
            Mutant(name: "adapterMethodLost", bug: "every request is sent as GET", file: file,
                   find: "urlRequest.httpMethod = request.method.rawValue", replace: "urlRequest.httpMethod = \"GET\"",
                   kind: .expression(prefix: "urlRequest.httpMethod = ")),
            Mutant(name: "adapterHeadersDropped", bug: "the request's headers are not handed on", file: file,
                   find: "            urlRequest.setValue(value, forHTTPHeaderField: name)\n", replace: "            _ = (name, value)\n"),
            Mutant(name: "adapterRequestBodyDropped", bug: "the request's body is dropped", file: file,
                   find: "urlRequest.httpBody = request.body", replace: "urlRequest.httpBody = nil", kind: .expression(prefix: "urlRequest.httpBody = ")),
            Mutant(name: "adapterStatusIgnored", bug: "the app's response status is ignored: every answer is a 200", file: file,
                   find: "statusCode: http.statusCode,", replace: "statusCode: 200,", kind: .expression(prefix: "statusCode: ", suffix: ",")),
            Mutant(name: "adapterResponseHeadersDropped", bug: "the response's headers are dropped", file: file,
                   find: "                headers[name] = value\n", replace: "                _ = (name, value)\n"),
            Mutant(name: "adapterResponseBodyDropped", bug: "the response's body is dropped", file: file,
                   find: "headers: headers, body: data)", replace: "headers: headers, body: Data())", kind: .expression(prefix: "headers: headers, body: ", suffix: ")")),
            Mutant(name: "adapterBodyOnlyNotASuccess", bug: "a body the app's client hands back alone is not taken for a success", file: file,
                   find: "return HTTPResponse(statusCode: 200, body: data)", replace: "return HTTPResponse(statusCode: 204, body: data)",
                   kind: .expression(prefix: "return HTTPResponse(statusCode: ", suffix: ", body: data)")),
            Mutant(name: "adapterTransportFailureNotOffline", bug: "a URLSession failure is passed on, not told as offline", file: file,
                   find: "            throw try URLSessionAdapter.failure(for: error)\n", replace: "            throw error\n"),
        ]
    }()
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
