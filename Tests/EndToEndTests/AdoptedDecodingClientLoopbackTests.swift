import Foundation
import XCTest

/// Issue 31 item 5's common shape against a real server: an adopted app whose own client answers only decoded values
/// (Tests/Fixtures/Adopt/DecodingClientContainer: `func send<T: Decodable & Sendable>(_ request: URLRequest) async throws
/// -> T`, its decoder converting keys from snake case, its `X-Larder-Client` header on every request, a failed status
/// thrown as `NetworkError.status(Int)`) gets `feature Jar label:String grams:Int bestBefore:Date --remote /jars`, and the
/// generated slice is driven through the app's own container against a jars API on 127.0.0.1 that writes snake-case
/// keys and refuses a request without that header: the list (its `best_before` read), a create answered `201`, a `422`
/// and a `404` carried by the app's error, a delete answered `204` with no body; the same request through scaffold's
/// URLSession client is refused. The generated `NetworkClientHTTPAdapter`'s tests kill every mutant of the decoding
/// adapter (`Mutant.appClientDecodingAdapter`), each a schema in the same module turned on in a run of its own.
final class AdoptedDecodingClientLoopbackTests: XCTestCase {
    func testTheAdoptedAppsTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedDecodingLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("app", minimumTests: 80, "the adopted app with its remote feature over a decoding client")
    }

    func testEveryMutantOfTheDecodingAdapterIsKilled() throws {
        let outcome = try SuitePackage.outcome(of: AdoptedDecodingLoopbackPart.self, .nonisolated)
        guard outcome.assertTestsPass("app", minimumTests: 80, "the adopted app's baseline") != nil else { return }
        outcome.assertEveryMutantIsKilled(Mutant.appClientDecodingAdapter, label: AdoptedClientLoopbackPart.label, "NetworkClientHTTPAdapter")
    }

    func testRequestsGoThroughTheAppsOwnDecodingClient() async throws {
        let outcome = try SuitePackage.outcome(of: AdoptedDecodingLoopbackPart.self, .nonisolated)
        guard outcome.built("the adopted app") != nil else { return }
        let (run, seen) = try await AdoptedApps.drive(AdoptedDecodingLoopbackPart.driver, header: "X-Larder-Client", app: "Larder/1.0")

        XCTAssertEqual(run.exitCode, 0, "the driver fails:\n\(run.transcript)")
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), 1, run.transcript)
        XCTAssertEqual(seen.map { "\($0.method) \($0.path) \($0.client ?? "no app header") \($0.bodyKeys)" }, [
            "GET /jars Larder/1.0 ", "POST /jars Larder/1.0 best_before,grams,label", "POST /jars Larder/1.0 best_before,grams,label",
            "GET /jars/de1e7ed0-0000-4000-8000-00000000000c Larder/1.0 ", "DELETE /jars/\(LoopbackJarAPI.createdID.lowercased()) Larder/1.0 ",
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
            let module = AdoptedDecodingLoopbackPart.module
            let skip = "LarderLoopbackDriverTests"
            return [TestGroup(label: "app", modules: [module], skip: skip)] + Mutant.appClientDecodingAdapter.map { mutant in
                TestGroup(label: AdoptedClientLoopbackPart.label(mutant), modules: [module], environment: [Mutant.environmentVariable: mutant.name], skip: skip)
            }
        }
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let app = try AdoptedApps.adoptedWithDriver(
            "DecodingClientContainer", module: module, feature: ["Jar", "label:String", "grams:Int", "bestBefore:Date"],
            mutants: Mutant.appClientDecodingAdapter, driver: "AdoptedDecodingLoopback/LarderLoopbackDriverTests.swift", under: folder, in: workspace
        )
        return Generated(modules: [app])
    }
}

extension Mutant {
    /// The mutants of the adapter over an adopted app's client that answers decoded values (issue 31 item 5;
    /// Templates/NetworkAppClientDecodingAdapter): what it hands the app's client (the relative request's query, method,
    /// headers and body; a next-page link's host dropped and its query kept) and what it makes of the decoded answer (the
    /// value written back, in the server's snake case; a body that is not JSON taken for no body; a status and body the
    /// app's error carries; a transport failure offline). `init(client:)`, which only calls the app's client, is the
    /// loopback driver's to prove.
    static let appClientDecodingAdapter: [Mutant] = {
        let file = "NetworkClientHTTPAdapter.swift"
        return [
            Mutant(name: "decodingQueryLost", bug: "the relative request loses its query", file: file,
                   find: "            components.queryItems = request.query\n", replace: ""),
            Mutant(name: "decodingLinkKeepsItsHost", bug: "a next-page link keeps its host, so the app's headers go to another server", file: file,
                   find: "            components.path = link.path\n", replace: "            components = link\n"),
            Mutant(name: "decodingLinkQueryLost", bug: "a next-page link loses its own query (the page it names)", file: file,
                   find: "components.queryItems = (link.queryItems ?? []) + request.query", replace: "components.queryItems = request.query",
                   kind: .expression(prefix: "components.queryItems = ")),
            Mutant(name: "decodingMethodLost", bug: "every request is sent as GET", file: file,
                   find: "urlRequest.httpMethod = request.method.rawValue", replace: "urlRequest.httpMethod = \"GET\"",
                   kind: .expression(prefix: "urlRequest.httpMethod = ")),
            Mutant(name: "decodingHeadersDropped", bug: "the request's headers are not handed on", file: file,
                   find: "            urlRequest.setValue(value, forHTTPHeaderField: name)\n", replace: "            _ = (name, value)\n"),
            Mutant(name: "decodingRequestBodyDropped", bug: "the request's body is dropped", file: file,
                   find: "urlRequest.httpBody = request.body", replace: "urlRequest.httpBody = nil", kind: .expression(prefix: "urlRequest.httpBody = ")),
            Mutant(name: "decodingValueNotWrittenBack", bug: "the decoded value is not written back: every success has an empty body", file: file,
                   find: "return HTTPResponse(statusCode: 200, body: try Self.encoder().encode(value))",
                   replace: "return HTTPResponse(statusCode: 200, body: Data())", kind: .expression(prefix: "return HTTPResponse(statusCode: 200, body: ", suffix: ")")),
            Mutant(name: "decodingKeysNotSnakeCase", bug: "keys the app's decoder converted are written back as Swift spells them, not as the server does", file: file,
                   find: "        encoder.keyEncodingStrategy = .convertToSnakeCase\n", replace: ""),
            Mutant(name: "decodingNotJSONFails", bug: "a success whose body is not JSON (204) is thrown as a decoding error", file: file,
                   find: "            return HTTPResponse(statusCode: 204)\n", replace: "            throw DecodingError.dataCorrupted(context)\n"),
            Mutant(name: "decodingErrorStatusLost", bug: "a status an `Int` of the app's error carries is not read", file: file,
                   find: "                    status = status ?? number\n", replace: ""),
            Mutant(name: "decodingErrorBodyLost", bug: "the body the app's error carries is dropped (a 422's field errors)", file: file,
                   find: "                body = body ?? data\n", replace: ""),
            Mutant(name: "decodingTransportFailureNotOffline", bug: "a URLSession failure is passed on, not told as offline", file: file,
                   find: "            throw try URLSessionAdapter.failure(for: error)\n", replace: "            throw error\n"),
        ]
    }()
}
