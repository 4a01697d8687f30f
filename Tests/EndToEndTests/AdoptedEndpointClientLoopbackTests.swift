import Foundation
import XCTest

/// Issue 31 item 5, a client taking the app's own endpoint type, against a real server: an adopted app whose client is
/// `func request<T: Decodable & Sendable>(_ endpoint: any Endpoint) async throws -> T` (Tests/Fixtures/Adopt/
/// EndpointClientContainer: `Endpoint` a protocol of path, `HTTPMethod`, headers, query items and body; its
/// `X-Attic-Client` header on every request; a failed status thrown as `NetworkError.status(Int)`) gets `feature Jar
/// label:String grams:Int --remote /jars`, and the generated slice is driven through the app's own container against a
/// jars API on 127.0.0.1 that refuses a request without that header: the list, a create answered `201` with its body,
/// a delete answered `204`; the same request through scaffold's URLSession client is refused. The generated adapter's tests kill every mutant of the endpoint it makes (`Mutant.appClientEndpoint`).
final class AdoptedEndpointClientLoopbackTests: XCTestCase {
    func testTheAdoptedAppsTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedEndpointLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("app", minimumTests: 60, "the adopted app with its remote feature over an endpoint client")
    }

    func testEveryMutantOfTheAdaptersEndpointIsKilled() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedEndpointLoopbackPart.self, .nonisolated)
        guard outcome.assertTestsPass("app", minimumTests: 60, "the adopted app's baseline") != nil else { return }
        outcome.assertEveryMutantIsKilled(Mutant.appClientEndpoint, label: AdoptedClientLoopbackPart.label, "NetworkClientHTTPAdapter")
    }

    func testRequestsGoThroughTheAppsOwnEndpointClient() async throws {
        let outcome = try SuitePackage.outcome(of: AdoptedEndpointLoopbackPart.self, .nonisolated)
        guard outcome.built("the adopted app") != nil else { return }
        let (run, seen) = try await AdoptedApps.drive(AdoptedEndpointLoopbackPart.driver, header: "X-Attic-Client", app: "Attic/1.0")

        XCTAssertEqual(run.exitCode, 0, "the driver fails:\n\(run.transcript)")
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), 1, run.transcript)
        XCTAssertEqual(seen.map { "\($0.method) \($0.path) \($0.client ?? "no app header") \($0.bodyKeys)" }, [
            "GET /jars Attic/1.0 ", "POST /jars Attic/1.0 grams,label", "DELETE /jars/\(LoopbackJarAPI.createdID.lowercased()) Attic/1.0 ",
            "GET /jars no app header ",
        ])
    }
}

/// AdoptedEndpointClientLoopbackTests' share of the default isolation's suite package: EndpointClientContainer adopted
/// (module `Attic`), with its remote Jar feature, the endpoint mutants' schemas and the driver in its tests, which the
/// package's own run leaves to AdoptedEndpointClientLoopbackTests.
enum AdoptedEndpointLoopbackPart: SuitePart {
    static let folder = "adopted-endpoint-loopback"
    static let module = "Attic"
    /// The driver's tests, by `swift test --filter`.
    static let driver = "^\(module)Tests\\.AtticLoopbackDriverTests/"

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            let module = AdoptedEndpointLoopbackPart.module
            let skip = "AtticLoopbackDriverTests"
            return [TestGroup(label: "app", modules: [module], skip: skip)] + Mutant.appClientEndpoint.map { mutant in
                TestGroup(label: AdoptedClientLoopbackPart.label(mutant), modules: [module], environment: [Mutant.environmentVariable: mutant.name], skip: skip)
            }
        }
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let app = try AdoptedApps.adoptedWithDriver(
            "EndpointClientContainer", module: module, feature: ["Jar", "label:String", "grams:Int"], mutants: Mutant.appClientEndpoint,
            driver: "AdoptedEndpointLoopback/AtticLoopbackDriverTests.swift", under: folder, in: workspace
        ) { adapter in
            adapter.contains("struct AdaptedEndpoint: Endpoint") ? nil : "NetworkClientHTTPAdapter makes no Endpoint of its own"
        }
        return Generated(modules: [app])
    }
}

extension AdoptedApps {
    /// The fixture `fixture` (module `module`) copied under a suite part's `folder`, adopted and given the remote
    /// `feature` at `/jars`, whose requests go through the app's client by `NetworkClientHTTPAdapter` (`refusal` says
    /// what is wrong with its source, or nil); the app's `@main` dropped, each of `mutants` compiled in as a schema,
    /// and the driver (under Tests/Fixtures/Remote) put in its tests.
    static func adoptedWithDriver(
        _ fixture: String, module: String, feature: [String], mutants: [Mutant], driver: String, under folder: String, in workspace: Workspace,
        refusal: (String) -> String? = { _ in nil }
    ) throws -> HarnessPackage.Module {
        let app = try copy(fixture, into: workspace, under: folder)
        let root = workspace.directory.path(app)
        for arguments in [["adopt", "--root", app], ["feature"] + feature + ["--remote", "/jars", "--root", app]] {
            let output = try workspace.run(arguments)
            guard output.exitCode == 0 else { throw HarnessError("scaffold \(arguments.joined(separator: " ")) failed:\n\(output.transcript)") }
        }
        // The network files go beside the app's data layer: `Services/`, or `Repositories/`, as the app names it.
        let sources = root.appendingPathComponent("Sources/\(module)")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
        guard let path = paths.first(where: { $0.hasSuffix("/NetworkClientHTTPAdapter.swift") }),
              let source = try? String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        else {
            throw HarnessError("the feature does not call the app's client through NetworkClientHTTPAdapter")
        }
        if let refusal = refusal(source) { throw HarnessError(refusal) }
        try workspace.dropMainAttribute(in: sources)
        for mutant in mutants {
            try mutant.applySchema(toSourcesIn: sources)
        }
        try Mutant.switchSource.write(to: sources.appendingPathComponent("MutantSwitch.swift"), atomically: true, encoding: .utf8)
        let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/\(driver)"), encoding: .utf8)
        let name = (driver as NSString).lastPathComponent
        _ = try workspace.directory.write(text, to: "\(app)/Tests/\(module)Tests/\(name)")
        return HarnessPackage.Module(name: module, sources: "\(app)/Sources/\(module)", tests: "\(app)/Tests/\(module)Tests")
    }

    /// Runs the driver tests `filter` picks in the default isolation's suite package against a jars API on loopback
    /// answering only requests whose `header` is `app`, and returns the run with what the server saw.
    static func drive(_ filter: String, header: String, app: String) async throws -> (ProcessOutput, [LoopbackJarAPI.Seen]) {
        let package = HarnessPackage(root: try SuitePackage.root(.nonisolated), modules: [])
        let api = try LoopbackJarAPI(header: header, app: app)
        let baseURL = try await api.start()
        let run = try package.test(filter: filter, environment: [
            "LOOPBACK_BASE_URL": baseURL.absoluteString, "LOOPBACK_CREATED_ID": LoopbackJarAPI.createdID,
        ])
        let seen = await api.seen()
        await api.stop()
        return (run, seen)
    }
}

extension Mutant {
    /// The mutants of the endpoint the adapter makes for a client taking the app's `Endpoint` (issue 31 item 5;
    /// Templates/NetworkAppClientEndpoint): each member losing its part of the request. The relative request and the
    /// decoded answer are `appClientDecodingAdapter`'s to prove.
    static let appClientEndpoint: [Mutant] = {
        let file = "NetworkClientHTTPAdapter.swift"
        func member(_ name: String, _ bug: String, _ label: String, _ value: String, _ replace: String) -> Mutant {
            Mutant(name: name, bug: bug, file: file, find: "            \(label): \(value),\n", replace: "            \(label): \(replace),\n",
                   kind: .expression(prefix: "            \(label): ", suffix: ",\n"))
        }
        return [
            member("endpointPathLost", "every endpoint's path is the root", "path", #"components?.path ?? "/""#, #""/""#),
            member("endpointMethodLost", "every endpoint is a GET", "method",
                   #"["GET": HTTPMethod.get, "POST": HTTPMethod.post, "PUT": HTTPMethod.put, "PATCH": HTTPMethod.patch, "DELETE": HTTPMethod.delete][request.httpMethod ?? "GET"] ?? HTTPMethod.get"#,
                   "HTTPMethod.get"),
            member("endpointHeadersLost", "the request's headers are not handed on", "headers", "request.allHTTPHeaderFields", "nil"),
            member("endpointQueryLost", "the request's query is not handed on", "queryItems", "components?.queryItems", "nil"),
            Mutant(name: "endpointBodyLost", bug: "the request's body is not handed on", file: file,
                   find: "            body: request.httpBody\n", replace: "            body: nil\n", kind: .expression(prefix: "            body: ", suffix: "\n")),
        ]
    }()
}
