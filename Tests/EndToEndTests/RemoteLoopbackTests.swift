import Foundation
import XCTest

/// A remote slice end to end against a real HTTP server: FlyingFox on 127.0.0.1 in this process
/// (`LoopbackWalletAPI`), the slice's app code over FoundationNetworking's URLSession, pointed at the server by
/// `API_BASE_URL` as a UI test or a staging build would point the app. The slice is `layered`'s remote Wallet as
/// scaffold generates it (Tests/Fixtures/Specs/RemoteWallet.yml: the server of Tests/Fixtures/Remote/HandWritten's
/// `layered`); it is a module of the default isolation's suite package, whose build runs its own tests, and this class
/// runs its driver
/// (Tests/Fixtures/Remote/Loopback) twice: while the server answers — the list in pages, a create answered `201` with
/// the server's id, a `422` shown in the server's words, a wallet deleted elsewhere — and after the server stopped,
/// when the list shows the saved wallets and says so.
final class RemoteLoopbackTests: XCTestCase {
    func testTheSlicesOwnTestsPass() throws {
        let outcome = try SuitePackage.outcome(of: RemoteLoopbackPart.self, .nonisolated)
        outcome.assertTestsPass("slice", minimumTests: 85, "the remote slice")
    }

    func testTheSliceAgainstAServerOnLoopback() async throws {
        let outcome = try SuitePackage.outcome(of: RemoteLoopbackPart.self, .nonisolated)
        guard outcome.built("the remote slice") != nil else { return }
        let package = HarnessPackage(root: try SuitePackage.root(.nonisolated), modules: [])
        let folder = try TemporaryDirectory(prefix: "loopback-copy")
        let api = try LoopbackWalletAPI()
        let baseURL = try await api.start()
        var environment = [
            "API_BASE_URL": baseURL.absoluteString,
            "LOOPBACK_FOLDER": folder.url.path,
            "LOOPBACK_CREATED_ID": LoopbackWalletAPI.createdID,
            "LOOPBACK_GHOST_ID": LoopbackWalletAPI.ghostID,
        ]

        // While the server answers
        environment["LOOPBACK_PHASE"] = "online"
        let online = try package.test(filter: RemoteLoopbackPart.driver, environment: environment)
        let seen = await api.seen()
        await api.stop()
        assertDriverPassed(online, "online")
        assertTheServerSawTheSlicesRequests(seen)

        // After it stopped: the saved list
        environment["LOOPBACK_PHASE"] = "offline"
        let offline = try package.test(filter: RemoteLoopbackPart.driver, environment: environment)
        assertDriverPassed(offline, "offline")
    }

    private func assertDriverPassed(_ run: ProcessOutput, _ phase: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.exitCode, 0, "\(phase): the driver fails:\n\(run.transcript)", file: file, line: line)
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), 1, "\(phase):\n\(run.transcript)", file: file, line: line)
    }

    /// What reached the server, in order: the slice's requests, as the generated tests over a stub say it sends them.
    private func assertTheServerSawTheSlicesRequests(_ seen: [LoopbackWalletAPI.Seen]) {
        let ghost = "/wallets/" + LoopbackWalletAPI.ghostID.lowercased()
        XCTAssertEqual(seen.map { "\($0.method) \($0.path)" }, [
            "GET /wallets", "GET /wallets", "POST /wallets", "POST /wallets", "PUT \(ghost)", "GET /wallets", "GET /wallets",
        ])
        XCTAssertEqual(seen.map(\.query), [[:], ["cursor": "2"], [:], [:], [:], [:], ["cursor": "2"]])
        XCTAssertEqual(Set(seen.map(\.accept)), ["application/json"])
        let writes = seen.filter { $0.method != "GET" }
        XCTAssertEqual(Set(writes.map(\.contentType)), ["application/json"])
        XCTAssertEqual(Set(writes.map(\.bodyKeys)), [["balance", "memo", "name", "openedAt"]])
    }
}

/// RemoteLoopbackTests' share of the default isolation's suite package: the generated `layered` remote slice as
/// module `RemoteLoopback`, with the driver in its tests, which the package's own run leaves to RemoteLoopbackTests.
enum RemoteLoopbackPart: SuitePart {
    static let folder = "remote-loopback"
    static let module = "RemoteLoopback"
    /// The driver's tests, by `swift test --filter`.
    static let driver = "^\(module)Tests\\.RemoteLoopbackDriverTests/"

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            [TestGroup(label: "slice", modules: [RemoteLoopbackPart.module], skip: "RemoteLoopbackDriverTests")]
        }
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let (slice, _) = try workspace.generateModule(["RemoteWallet.yml"], preset: .layered, module: module, in: folder)
        let driver = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/Loopback/RemoteLoopbackDriverTests.swift")
        _ = try workspace.directory.write(try String(contentsOf: driver, encoding: .utf8), to: "\(slice.tests)/RemoteLoopbackDriverTests.swift")
        return Generated(modules: [slice])
    }
}
