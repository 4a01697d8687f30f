import Foundation
import XCTest

/// A remote slice end to end against a real HTTP server, in every preset: FlyingFox on 127.0.0.1 in this process
/// (`LoopbackWalletAPI`), the slice's app code over FoundationNetworking's URLSession, pointed at the server by
/// `API_BASE_URL` as a UI test or a staging build would point the app. The slices are the remote Wallets of CompileTests'
/// `Refs<Preset>` modules in both isolations (Tests/Fixtures/Specs/RemoteWallet.yml: the server of
/// Tests/Fixtures/Remote/HandWritten's `layered`), already built and their own tests run by CompileTests, so driving them
/// adds no build. Into each, CompilePart writes the driver (Tests/Fixtures/Remote/Loopback: one for every preset, over
/// a small root per preset in `Roots/`), which this class runs twice per preset, each time against a new server: while
/// it answers — the list in pages after a `503` the client sends again by itself, a create answered `201` with the
/// server's id, a `422` shown in the server's words, a `500` on a create offered again but not sent again, a wallet
/// deleted elsewhere, and a server slower than the app's timeout, when the list shows the saved copy — and after the
/// server stopped, when the list shows the saved wallets and says so.
final class RemoteLoopbackTests: XCTestCase {
    /// The driver's test class, which the suite's own runs of the `Refs<Preset>` modules leave out.
    static let driverClass = "RemoteLoopbackDriverTests"

    /// Writes the driver and `preset`'s root for it into `module`'s tests, importing `module`.
    static func addDriver(to module: HarnessPackage.Module, preset: Preset, workspace: Workspace) throws {
        let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/Loopback")
        let files = ["\(driverClass).swift": "\(driverClass).swift", "Roots/\(preset.rawValue).swift": "LoopbackApp.swift"]
        for (fixture, name) in files {
            let text = try String(contentsOf: fixtures.appendingPathComponent(fixture), encoding: .utf8)
                .replacingOccurrences(of: "@testable import RemoteLoopback\n", with: "@testable import \(module.name)\n")
            try workspace.directory.write(text, to: "\(module.tests)/Loopback/\(name)")
        }
    }

    func testLayeredAgainstAServerOnLoopback() async throws {
        try await drive(.layered)
    }

    func testFeaturesAgainstAServerOnLoopback() async throws {
        try await drive(.features)
    }

    func testCleanAgainstAServerOnLoopback() async throws {
        try await drive(.clean)
    }

    func testMvvmAgainstAServerOnLoopback() async throws {
        try await drive(.mvvm)
    }

    // The same slices with Xcode 26's MainActor default isolation: the `Refs<Preset>` modules of the mainActor package,
    // which CompileTests builds and tests anyway.

    func testLayeredWithMainActorIsolationAgainstAServerOnLoopback() async throws {
        try await drive(.layered, .mainActor)
    }

    func testFeaturesWithMainActorIsolationAgainstAServerOnLoopback() async throws {
        try await drive(.features, .mainActor)
    }

    func testCleanWithMainActorIsolationAgainstAServerOnLoopback() async throws {
        try await drive(.clean, .mainActor)
    }

    func testMvvmWithMainActorIsolationAgainstAServerOnLoopback() async throws {
        try await drive(.mvvm, .mainActor)
    }

    /// Runs `preset`'s driver against a new server, then again once it stopped.
    private func drive(
        _ preset: Preset, _ isolation: HarnessPackage.Isolation = .nonisolated, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let outcome = try SuitePackage.outcome(of: CompilePart.self, isolation)
        guard outcome.built("the remote slices (\(isolation.rawValue))", file: file, line: line) != nil else { return }
        let package = HarnessPackage(root: try SuitePackage.root(isolation), modules: [], isolation: isolation)
        let driver = "^Refs\(preset.capitalized)Tests\\.\(Self.driverClass)/"
        let folder = try TemporaryDirectory(prefix: "loopback-\(preset.rawValue)")
        let api = try LoopbackWalletAPI()
        let baseURL = try await api.start()
        var environment = [
            "API_BASE_URL": baseURL.absoluteString,
            "LOOPBACK_FOLDER": folder.url.path,
            "LOOPBACK_CREATED_ID": LoopbackWalletAPI.createdID,
            "LOOPBACK_GHOST_ID": LoopbackWalletAPI.ghostID,
            "LOOPBACK_SLOW_TOKEN": LoopbackWalletAPI.slowToken,
        ]

        // While the server answers
        environment["LOOPBACK_PHASE"] = "online"
        let online = try package.test(filter: driver, environment: environment)
        let seen = await api.seen()
        await api.stop()
        assertDriverPassed(online, "\(preset.rawValue) online", file: file, line: line)
        assertTheServerSawTheSlicesRequests(seen, preset, file: file, line: line)

        // After it stopped: the saved list
        environment["LOOPBACK_PHASE"] = "offline"
        let offline = try package.test(filter: driver, environment: environment)
        assertDriverPassed(offline, "\(preset.rawValue) offline", file: file, line: line)
    }

    private func assertDriverPassed(_ run: ProcessOutput, _ phase: String, file: StaticString, line: UInt) {
        XCTAssertEqual(run.exitCode, 0, "\(phase): the driver fails:\n\(run.transcript)", file: file, line: line)
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), 1, "\(phase):\n\(run.transcript)", file: file, line: line)
    }

    /// What reached the server, in order: the slice's requests, as the generated tests over a stub say it sends them.
    private func assertTheServerSawTheSlicesRequests(_ seen: [LoopbackWalletAPI.Seen], _ preset: Preset, file: StaticString, line: UInt) {
        let ghost = "/wallets/" + LoopbackWalletAPI.ghostID.lowercased()
        let what = "\(preset.rawValue): \(seen)"
        XCTAssertEqual(seen.map { "\($0.method) \($0.path)" }, [
            "GET /wallets", "GET /wallets", "GET /wallets", "POST /wallets", "POST /wallets", "POST /wallets", "PUT \(ghost)",
            "GET /wallets", "GET /wallets", "GET /wallets",
        ], what, file: file, line: line)
        XCTAssertEqual(seen.map(\.query), [[:], [:], ["cursor": "2"], [:], [:], [:], [:], [:], ["cursor": "2"], [:]], what, file: file, line: line)
        XCTAssertEqual(seen.map(\.status), [503, 200, 200, 201, 422, 500, 404, 200, 200, 200], what, file: file, line: line)
        XCTAssertEqual(Set(seen.map(\.accept)), ["application/json"], what, file: file, line: line)
        // Only the slow client signed in, and its token went to this server only as its `Authorization` header.
        XCTAssertEqual(seen.map(\.authorization), Array(repeating: nil, count: 9) + ["Bearer \(LoopbackWalletAPI.slowToken)"], what, file: file, line: line)
        let writes = seen.filter { $0.method != "GET" }
        XCTAssertEqual(Set(writes.map(\.contentType)), ["application/json"], what, file: file, line: line)
        XCTAssertEqual(Set(writes.map(\.bodyKeys)), [["balance", "memo", "name", "openedAt"]], what, file: file, line: line)
    }
}
