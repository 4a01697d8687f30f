import Foundation
import XCTest

/// Issue 31's check, run as its checker would run it: an OpenAPI 3.1 document no issue shows
/// (Tests/Fixtures/OpenAPI/parcels.yaml: snake_case keys, date-times with milliseconds and a day-only field, `201` on
/// create, RFC 9457 problem details with `invalid-params` on a `422`, updates by PATCH, a cursor under `next_cursor`).
/// For every preset in both isolations: `init --api-base-url` (the document's server), `.scaffold.yml`'s key style and dates set as the server wants them,
/// `feature Shipment --openapi parcels.yaml`; the generated tests pass; then the generated slice, wired by the app's own
/// root, is driven against that server on 127.0.0.1 (`LoopbackParcelsAPI`): the list in pages, a create answered `201`,
/// a `422` in the server's words beside its field, a `500`, a shipment deleted elsewhere, and after the server stopped,
/// the saved list.
final class OpenAPIUserRunTests: XCTestCase {
    func testTheGeneratedTestsPassInTheDefaultIsolation() throws {
        try SuitePackage.outcome(of: OpenAPIUserPart.self, .nonisolated).assertTestsPass(minimumTests: 200, "parcels.yaml, nonisolated")
    }

    func testTheGeneratedTestsPassWithMainActorIsolation() throws {
        try SuitePackage.outcome(of: OpenAPIUserPart.self, .mainActor).assertTestsPass(minimumTests: 200, "parcels.yaml, mainActor")
    }

    func testEveryPresetAgainstTheParcelsServerInTheDefaultIsolation() async throws {
        try await drive(.nonisolated)
    }

    func testEveryPresetAgainstTheParcelsServerWithMainActorIsolation() async throws {
        try await drive(.mainActor)
    }

    /// Runs every preset's driver in one process against one new server (each app has its shipments there), then again
    /// once it stopped.
    private func drive(_ isolation: HarnessPackage.Isolation) async throws {
        let outcome = try SuitePackage.outcome(of: OpenAPIUserPart.self, isolation)
        guard outcome.built("parcels.yaml, \(isolation.rawValue)") != nil else { return }
        let package = HarnessPackage(root: try SuitePackage.root(isolation), modules: [], isolation: isolation)
        let drivers = "^Parcels[A-Za-z]+Tests\\.\(OpenAPIUserPart.driverClass)/"
        let folder = try TemporaryDirectory(prefix: "parcels")
        let api = try LoopbackParcelsAPI()
        let baseURL = try await api.start()
        var environment = [
            "API_BASE_URL": baseURL.absoluteString,
            "LOOPBACK_FOLDER": folder.url.path,
            "LOOPBACK_CREATED_ID": LoopbackParcelsAPI.createdID,
            "LOOPBACK_GHOST_ID": LoopbackParcelsAPI.ghostID,
        ]
        environment["LOOPBACK_PHASE"] = "online"
        let online = try package.test(filter: drivers, environment: environment)
        let seen = await api.seen()
        await api.stop()
        assertDriversPassed(online, "\(isolation.rawValue) online")

        let ghost = "/shipments/" + LoopbackParcelsAPI.ghostID.lowercased()
        for preset in Preset.allCases {
            let what = "\(preset.rawValue), \(isolation.rawValue)"
            let mine = seen.filter { $0.client == OpenAPIUserPart.module(preset) }
            XCTAssertEqual(mine.map { "\($0.method) \($0.path) \($0.status)" }, [
                "GET /shipments 200", "GET /shipments 200", "POST /shipments 201", "POST /shipments 422", "POST /shipments 500",
                "PATCH \(ghost) 404", "GET /shipments 200", "GET /shipments 200",
            ], what)
            XCTAssertEqual(mine.map { $0.query["cursor"] ?? "" }, ["", "after-2", "", "", "", "", "", "after-2"], what)
            // The day went as a day, under the server's keys as its document spells them.
            let created = mine.first { $0.status == 201 }?.body ?? [:]
            XCTAssertEqual(created["shipped_on"], "2027-01-15", what)
            XCTAssertEqual(created["tracking_code"], "PK20000001", what)
            XCTAssertEqual(created["weight_kg"], "1.25", what)
            XCTAssertEqual(created["recipient_email"], "bo@example.org", what)
        }
        XCTAssertEqual(Set(seen.map(\.client)), Set(Preset.allCases.map(OpenAPIUserPart.module)), "requests from no known app")

        environment["LOOPBACK_PHASE"] = "offline"
        let offline = try package.test(filter: drivers, environment: environment)
        assertDriversPassed(offline, "\(isolation.rawValue) offline")
    }

    private func assertDriversPassed(_ run: ProcessOutput, _ phase: String) {
        XCTAssertEqual(run.exitCode, 0, "\(phase): a driver fails:\n\(run.transcript)")
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: run.stdout + run.stderr), Preset.allCases.count, "\(phase):\n\(run.transcript)")
    }
}

/// OpenAPIUserRunTests' share of both isolations' suite packages: per preset, an app `init`ed as `Parcels<Preset>`
/// with the Shipment of parcels.yaml, its driver and the preset's root beside its generated tests (which the part's own
/// run leaves out).
enum OpenAPIUserPart: SuitePart {
    static let folder = "openapi-user"
    static let driverClass = "ShipmentLoopbackDriverTests"

    static func module(_ preset: Preset) -> String {
        "Parcels" + preset.capitalized
    }

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            [TestGroup(label: "all", modules: modules.map(\.name), skip: OpenAPIUserPart.driverClass)]
        }
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let document = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/OpenAPI/parcels.yaml")
        _ = try workspace.directory.write(try String(contentsOf: document, encoding: .utf8), to: "\(folder)/parcels.yaml")
        var modules: [HarnessPackage.Module] = []
        for preset in Preset.allCases {
            let name = module(preset)
            let relative = "\(folder)/\(preset.rawValue)"
            let repository = workspace.directory.path(relative)
            let isolationFlags = isolation == .mainActor ? ["--isolation", "mainActor"] : []
            let server = ["--api-base-url", "https://parcels.example.net/api/v2"]
            try requireSuccess(workspace.run(["init", name, "--preset", preset.rawValue, "--root", relative] + server + isolationFlags), name)
            // The server's keys and dates, as its team would set them before the first feature.
            let configuration = repository.appendingPathComponent(".scaffold.yml")
            let text = try String(contentsOf: configuration, encoding: .utf8)
            let set = text.replacingOccurrences(of: "  # keyStyle: camelCase", with: "  keyStyle: snake_case #")
                .replacingOccurrences(of: "  # dates: iso8601 ", with: "  dates: iso8601Fractional #")
            guard set != text, set.contains("keyStyle: snake_case"), set.contains("dates: iso8601Fractional") else {
                throw HarnessError("\(name): .scaffold.yml has no commented remote keys to set:\n\(text)")
            }
            try set.write(to: configuration, atomically: true, encoding: .utf8)
            try requireSuccess(workspace.binary.run(["feature", "Shipment", "--openapi", "../parcels.yaml"], in: repository), name)
            let module = try copy(repository, module: name, into: workspace)
            try addDriver(to: module, preset: preset, workspace: workspace)
            modules.append(module)
        }
        return Generated(modules: modules)
    }

    /// The driver, and RemoteLoopbackTests' root of `preset` with the Wallet's names replaced by the Shipment's.
    private static func addDriver(to module: HarnessPackage.Module, preset: Preset, workspace: Workspace) throws {
        let fixtures = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote")
        let driver = try String(contentsOf: fixtures.appendingPathComponent("Parcels/\(driverClass).swift"), encoding: .utf8)
        let root = try String(contentsOf: fixtures.appendingPathComponent("Loopback/Roots/\(preset.rawValue).swift"), encoding: .utf8)
            .replacingOccurrences(of: "Wallet", with: "Shipment").replacingOccurrences(of: "wallet", with: "shipment")
        for (text, file) in [(driver, "\(driverClass).swift"), (root, "LoopbackApp.swift")] {
            let imported = text.replacingOccurrences(of: "@testable import RemoteLoopback\n", with: "@testable import \(module.name)\n")
            _ = try workspace.directory.write(imported, to: "\(module.tests)/Loopback/\(file)")
        }
    }

    /// Copies the repository's `Sources`, `Tests` and `AppTarget` to `<folder>/harness/<module>/`.
    private static func copy(_ repository: URL, module: String, into workspace: Workspace) throws -> HarnessPackage.Module {
        let root = "\(folder)/harness/\(module)"
        let destination = workspace.directory.path(root)
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for entry in ["Sources", "Tests", "AppTarget"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
        return HarnessPackage.Module(name: module, sources: "\(root)/Sources/\(module)", tests: "\(root)/Tests/\(module)Tests", appTarget: "\(root)/AppTarget")
    }

    private static func requireSuccess(_ output: ProcessOutput, _ name: String) throws {
        guard output.exitCode == 0 else { throw HarnessError("\(name): scaffold failed:\n\(output.transcript)") }
    }
}
