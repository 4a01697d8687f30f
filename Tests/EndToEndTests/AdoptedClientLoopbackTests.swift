import Foundation
import XCTest

/// Issue 31 item 5 against a real server: an adopted app with its own API client (Tests/Fixtures/Adopt/APIClientContainer,
/// whose `LiveAPIClient` puts its base URL before each path and its `X-Pantry-Client` header on every request) gets
/// `feature Jar label:String grams:Int --remote /jars`, and the generated slice is driven through the app's own
/// container against a jars API on 127.0.0.1 that refuses a request without that header. The list and a create pass;
/// the same request through scaffold's URLSession client is refused; every request the server saw carried the header.
/// The generated `APIClientHTTPAdapter`'s tests kill every mutant of the adapter (`Mutant.appClientAdapter`), each
/// written into the same module as a schema and turned on in a run of its own: no second build. In the same package, an
/// app whose `@main` App holds the stores (Tests/Fixtures/Adopt/MVVMPackage) and whose client has a shared instance
/// (`LiveAPIClient.shared`, Tests/Fixtures/Remote/AdoptedLoopback/SharedAPIClient.swift) is driven the same way, through
/// the App's static `remoteHTTPClient` over that instance.
final class AdoptedClientLoopbackTests: XCTestCase {
    func testTheAdoptedAppsTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("app", minimumTests: 80, "the adopted app with its remote feature")
    }

    func testEveryMutantOfTheAppClientAdapterIsKilled() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        guard outcome.assertTestsPass("app", minimumTests: 80, "the adopted app's baseline") != nil else { return }
        outcome.assertEveryMutantIsKilled(Mutant.appClientAdapter, label: AdoptedClientLoopbackPart.label, "APIClientHTTPAdapter")
    }

    func testRequestsGoThroughTheAppsOwnClient() async throws {
        try await assertRequestsGoThroughTheAppsClient(driver: AdoptedClientLoopbackPart.driver, header: "X-Pantry-Client", app: "Pantry/1.0")
    }

    func testTheAppRootAppsTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("shared app", minimumTests: 60, "the App-root app with its remote feature over a shared client")
    }

    func testAnAppRootAppsRequestsGoThroughItsSharedClient() async throws {
        // The shared instance reads its base URL from the launch environment, as a staging build would set it.
        try await assertRequestsGoThroughTheAppsClient(
            driver: AdoptedClientLoopbackPart.sharedDriver, header: "X-Recipes-Client", app: "Recipes/1.0", baseURLVariable: "RECIPES_API_URL"
        )
    }

    /// Runs `driver` against a jars API that answers only requests naming `app` in `header`: the list and the create went
    /// through the app's client, the bypass through scaffold's own did not.
    private func assertRequestsGoThroughTheAppsClient(
        driver: String, header: String, app: String, baseURLVariable: String? = nil, line: UInt = #line
    ) async throws {
        let outcome = try SuitePackage.outcome(of: AdoptedClientLoopbackPart.self, .nonisolated)
        guard outcome.built("the adopted apps", line: line) != nil else { return }
        let package = HarnessPackage(root: try SuitePackage.root(.nonisolated), modules: [])
        let api = try LoopbackJarAPI(header: header, app: app)
        let baseURL = try await api.start()

        var environment = ["LOOPBACK_BASE_URL": baseURL.absoluteString, "LOOPBACK_CREATED_ID": LoopbackJarAPI.createdID]
        if let baseURLVariable { environment[baseURLVariable] = baseURL.absoluteString }
        let run = try package.test(filter: driver, environment: environment)
        let seen = await api.seen()
        await api.stop()

        XCTAssertEqual(run.exitCode, 0, "the driver fails:\n\(run.transcript)", line: line)
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), 1, run.transcript, line: line)
        XCTAssertEqual(seen.map { "\($0.method) \($0.path) \($0.client ?? "no app header")" }, [
            "GET /jars \(app)", "POST /jars \(app)", "GET /jars no app header",
        ], line: line)
    }
}

/// AdoptedClientLoopbackTests' share of the default isolation's suite package: APIClientContainer adopted under the
/// module name `PantryLoopback` (CompileTests builds the fixture as `Pantry`), and MVVMPackage given a shared client
/// under the name `RecipesLoopback`, each with its remote Jar feature and a driver in its tests, which the package's own
/// run leaves to AdoptedClientLoopbackTests.
enum AdoptedClientLoopbackPart: SuitePart {
    static let folder = "adopted-loopback"
    static let module = "PantryLoopback"
    static let sharedModule = "RecipesLoopback"
    /// The drivers' tests, by `swift test --filter`.
    static let driver = "^\(module)Tests\\.PantryLoopbackDriverTests/"
    static let sharedDriver = "^\(sharedModule)Tests\\.RecipesLoopbackDriverTests/"

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            let module = AdoptedClientLoopbackPart.module
            let skip = "PantryLoopbackDriverTests"
            let shared = TestGroup(label: "shared app", modules: [AdoptedClientLoopbackPart.sharedModule], skip: "RecipesLoopbackDriverTests")
            return [TestGroup(label: "app", modules: [module], skip: skip), shared] + Mutant.appClientAdapter.map { mutant in
                TestGroup(label: AdoptedClientLoopbackPart.label(mutant), modules: [module], environment: [Mutant.environmentVariable: mutant.name], skip: skip)
            }
        }
    }

    /// The label of the run that turns `mutant` on.
    static func label(_ mutant: Mutant) -> String {
        "mutant " + mutant.name
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let pantry = try adopted("APIClientContainer", named: "Pantry", as: module, in: workspace)
        let sources = workspace.directory.path("\(pantry.sources)")
        for mutant in Mutant.appClientAdapter {
            try mutant.applySchema(toSourcesIn: sources)
        }
        try Mutant.switchSource.write(to: sources.appendingPathComponent("MutantSwitch.swift"), atomically: true, encoding: .utf8)
        let recipes = try adopted("MVVMPackage", named: "Recipes", as: sharedModule, in: workspace) { root in
            let client = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/AdoptedLoopback/SharedAPIClient.swift")
            let networking = root.appendingPathComponent("Sources/\(sharedModule)/Networking")
            try FileManager.default.createDirectory(at: networking, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: client, to: networking.appendingPathComponent("APIClient.swift"))
        }
        return Generated(modules: [pantry, recipes])
    }

    /// The fixture `fixture` copied, its module `name` renamed to `module` (one module name per package: the target,
    /// folders and imports), `prepare`d, adopted and given the remote Jar feature, with its driver
    /// (Tests/Fixtures/Remote/AdoptedLoopback/<module>DriverTests.swift) in its tests.
    private static func adopted(
        _ fixture: String, named name: String, as module: String, in workspace: Workspace, prepare: (URL) throws -> Void = { _ in }
    ) throws -> HarnessPackage.Module {
        let app = try AdoptedApps.copy(fixture, into: workspace, under: folder)
        let root = workspace.directory.path(app)
        try FileManager.default.moveItem(at: root.appendingPathComponent("Sources/\(name)"), to: root.appendingPathComponent("Sources/\(module)"))
        try FileManager.default.moveItem(at: root.appendingPathComponent("Tests/\(name)Tests"), to: root.appendingPathComponent("Tests/\(module)Tests"))
        let tests = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/\(module)Tests").path).map { "Tests/\(module)Tests/\($0)" }
        for file in ["Package.swift"] + tests {
            let url = root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "\"\(name)", with: "\"\(module)").replacingOccurrences(of: "import \(name)\n", with: "import \(module)\n")
                .write(to: url, atomically: true, encoding: .utf8)
        }
        try prepare(root)
        for arguments in [["adopt", "--root", app], ["feature", "Jar", "label:String", "grams:Int", "--remote", "/jars", "--root", app]] {
            let output = try workspace.run(arguments)
            guard output.exitCode == 0 else { throw HarnessError("scaffold \(arguments.joined(separator: " ")) failed:\n\(output.transcript)") }
        }
        try workspace.dropMainAttribute(in: root.appendingPathComponent("Sources/\(module)"))
        let driver = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/AdoptedLoopback/\(module)DriverTests.swift")
        _ = try workspace.directory.write(try String(contentsOf: driver, encoding: .utf8), to: "\(app)/Tests/\(module)Tests/\(module)DriverTests.swift")
        return HarnessPackage.Module(name: module, sources: "\(app)/Sources/\(module)", tests: "\(app)/Tests/\(module)Tests")
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
