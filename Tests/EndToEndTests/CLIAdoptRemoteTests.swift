import Foundation
import XCTest

/// A feature whose records live on a server, in an app scaffold did not create (issue 31 item 5): the built binary
/// adopts Tests/Fixtures/Adopt/APIClientContainer (an app with an API client of its own) and generates a remote
/// feature into its layout, registered through the app's container like any adopted feature. CompileTests builds the
/// same app with its feature and runs its tests in both isolation modes.
final class CLIAdoptRemoteTests: XCTestCase {
    private let container = "Sources/Pantry/App/PantryContainer.swift"

    private func adopted() throws -> (workspace: Workspace, folder: String) {
        let workspace = try Workspace("adopt-remote")
        let folder = try AdoptedApps.copy("APIClientContainer", into: workspace)
        let adopt = try workspace.run(["adopt", "--root", folder])
        XCTAssertEqual(adopt.exitCode, 0, adopt.transcript)
        return (workspace, folder)
    }

    /// The app's client under its original name, `URLSessionAPIClient: APIClient`, the only protocol–implementation
    /// pair: adopt infers no naming from it (it inferred `protocolName: "{name}"`, which with mvvm's `{name}`
    /// implementation the config then refused, "give the same name"), and what it wrote is a config the next command reads.
    func testAClientNamedAfterItsSourceIsNoNamingConventionAndTheConfigIsRead() throws {
        let workspace = try Workspace("adopt-remote-urlsession")
        let folder = try AdoptedApps.copy("APIClientContainer", into: workspace)
        let root = workspace.directory.path(folder)
        for file in ["Sources/Pantry/Networking/APIClient.swift", "Sources/Pantry/App/PantryApp.swift"] {
            let url = root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "LiveAPIClient", with: "URLSessionAPIClient").write(to: url, atomically: true, encoding: .utf8)
        }
        let adopt = try workspace.run(["adopt", "--root", folder])
        XCTAssertEqual(adopt.exitCode, 0, adopt.transcript)
        let config = try String(contentsOf: root.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
        XCTAssertFalse(config.contains("\n  protocolName:"), config)
        let plan = try workspace.run(["plan", "Jar", "label:String", "--root", folder])
        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertFalse(plan.stderr.contains("give the same name"), plan.transcript)
    }

    func testARemoteFeatureGetsItsServerSliceRegisteredInTheAppsContainer() throws {
        let (workspace, folder) = try adopted()
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        let dryRun = try workspace.run(["feature", "Jar", "label:String", "grams:Int", "--remote", "/jars", "--root", folder, "--dry-run"])

        XCTAssertEqual(dryRun.exitCode, 0, dryRun.transcript)
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before), [], "a dry run writes nothing")
        XCTAssertTrue(dryRun.stdout.contains("+    // scaffold:begin remote\n"), dryRun.stdout)

        let output = try workspace.run(["feature", "Jar", "label:String", "grams:Int", "--remote", "/jars", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(output.stdout.contains("keeps its records on the device"), output.stdout)
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        for file in [
            "Sources/Pantry/Services/JarRemoteDataSource.swift", "Sources/Pantry/Services/JarDTO.swift", "Sources/Pantry/Services/JarMapper.swift",
            "Sources/Pantry/Services/Networking/HTTPClient.swift", "Sources/Pantry/Services/Networking/URLSessionAdapter.swift",
            "Sources/Pantry/Services/Networking/APIClientHTTPAdapter.swift", "Tests/PantryTests/Networking/APIClientHTTPAdapterTests.swift",
            "Tests/PantryTests/JarRemoteDataSourceTests.swift", "Tests/PantryTests/LiveJarServiceTests.swift",
        ] {
            XCTAssertNotNil(tree.text(file), "\(file) is generated:\n\(output.stdout)")
        }
        let root = try XCTUnwrap(tree.text(container))
        for line in [
            "    let apiClient: any APIClient\n    // scaffold:begin remote\n",
            "    var remoteHTTPClient: any HTTPClient {\n        RetryingHTTPClient(decorated: APIClientHTTPAdapter(client: apiClient))\n    }\n",
            "    let jarPersistenceManager = JarPersistenceManager()\n",
            "    var jarService: any JarService {\n        LiveJarService(remote: JarRemoteDataSource(client: remoteHTTPClient), local: jarPersistenceManager)\n    }\n",
        ] {
            XCTAssertTrue(root.contains(line), "missing \"\(line)\":\n\(root)")
        }
        let backup = try XCTUnwrap(output.stdout.split(separator: "\n").first { $0.hasPrefix("kept a copy of your files scaffold edited in ") })
        let copies = String(backup.dropFirst("kept a copy of your files scaffold edited in ".count).dropLast())
        XCTAssertEqual(tree.text("\(copies)/\(container)"), before.text(container), "the container's copy is what it held before")

        // A second remote feature shares the one client: the `remote` region is replaced, not added again.
        let second = try workspace.run(["feature", "Tin", "label:String", "--remote", "/tins", "--root", folder])
        XCTAssertEqual(second.exitCode, 0, second.transcript)
        let both = try XCTUnwrap(try TreeSnapshot(of: workspace.directory.path(folder)).text(container))
        XCTAssertEqual(both.components(separatedBy: "// scaffold:begin remote").count, 2, both)
        XCTAssertTrue(both.contains("LiveTinService(remote: TinRemoteDataSource(client: remoteHTTPClient), local: tinPersistenceManager)"), both)
    }

    /// An app whose `@main` App holds the stores (Tests/Fixtures/Adopt/MVVMPackage, no container type): the remote
    /// feature gets its server slice, its store made over one static client in `RecipesApp+Remote.swift`; the same
    /// feature again changes nothing, and a second remote feature shares the client file as it is.
    func testARemoteFeatureOfAnAppWhoseAppHoldsTheStoresGetsItsSliceOverOneStaticClient() throws {
        let workspace = try Workspace("adopt-remote-app-root")
        let folder = try AdoptedApps.copy("MVVMPackage", into: workspace)
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        let app = "Sources/Recipes/RecipesApp.swift", client = "Sources/Recipes/RecipesApp+Remote.swift"
        let arguments = ["feature", "Jar", "label:String", "grams:Int", "--remote", "/jars", "--root", folder]

        let output = try workspace.run(arguments)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(output.transcript.contains("keeps its records on the device"), output.transcript)
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        for file in [
            "Sources/Recipes/Services/JarRemoteDataSource.swift", "Sources/Recipes/Services/Networking/HTTPClient.swift",
            "Tests/RecipesTests/JarRemoteDataSourceTests.swift", client,
        ] {
            XCTAssertNotNil(tree.text(file), "\(file) is generated:\n\(output.stdout)")
        }
        let clientFile = try XCTUnwrap(tree.text(client))
        XCTAssertTrue(clientFile.contains("extension RecipesApp {\n    static let remoteHTTPClient: any HTTPClient = RetryingHTTPClient("), clientFile)
        let members = try XCTUnwrap(tree.text("Sources/Recipes/RecipesApp+Jar.swift"))
        XCTAssertTrue(members.contains(
            "    static let jarPersistenceManager = JarPersistenceManager()\n    static var jarService: any JarServiceProtocol {\n"
                + "        JarService(remote: JarRemoteDataSource(client: remoteHTTPClient), local: jarPersistenceManager)\n    }\n"
        ), members)
        XCTAssertEqual(tree.text(app), try String(
            contentsOf: AdoptedApps.fixtures.appendingPathComponent("MVVMPackage/\(app)"), encoding: .utf8
        ), "the App's own file is not edited")

        let again = try workspace.run(arguments)
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: tree), [], again.stdout)

        let second = try workspace.run(["feature", "Tin", "label:String", "--remote", "/tins", "--root", folder])
        XCTAssertEqual(second.exitCode, 0, second.transcript)
        let both = try TreeSnapshot(of: workspace.directory.path(folder))
        XCTAssertEqual(both.text(client), tree.text(client), "the client file is written once")
        let tin = try XCTUnwrap(both.text("Sources/Recipes/RecipesApp+Tin.swift"))
        XCTAssertTrue(tin.contains("TinService(remote: TinRemoteDataSource(client: remoteHTTPClient)"), tin)
    }

    /// `adopt` records the app's `APIClient.data(for:)` and the container's `apiClient` holding it, each cited at its
    /// line; `plan` says the feature calls it; and `check` knows the generated remote layer: nothing in it is reported,
    /// and a request made in one of its view models is.
    func testPlanSaysTheFeatureCallsTheAppsClientAndCheckKnowsTheRemoteLayer() throws {
        let (workspace, folder) = try adopted()
        let config = try XCTUnwrap(try TreeSnapshot(of: workspace.directory.path(folder)).text(".scaffold.yml"))
        XCTAssertTrue(config.contains("    method: \"data(for:)\" "), config)
        XCTAssertTrue(config.contains("    property: apiClient "), config)
        XCTAssertTrue(config.contains("PantryContainer.apiClient (Sources/Pantry/App/PantryContainer.swift:6)"), config)

        let plan = try workspace.run(["plan", "Jar", "label:String", "--remote", "/jars", "--root", folder])

        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains(
            "  through the app's APIClient.data(for:), called by APIClientHTTPAdapter over the composition root's `apiClient`\n"
        ), plan.stdout)

        XCTAssertEqual(try workspace.run(["feature", "Jar", "label:String", "--remote", "/jars", "--root", folder]).exitCode, 0)
        let clean = try workspace.run(["check", "--root", folder])
        XCTAssertEqual(clean.exitCode, 0, clean.transcript)
        XCTAssertTrue(clean.stdout.contains("no findings"), clean.transcript)

        let viewModel = workspace.directory.path("\(folder)/Sources/Pantry/Shelves/JarListViewModel.swift")
        let text = try String(contentsOf: viewModel, encoding: .utf8)
        try (text + "\nextension JarListViewModel {\n    func ping() async throws { _ = try await URLSession.shared.data(from: URL(string: \"https://x.example\")!) }\n}\n")
            .write(to: viewModel, atomically: true, encoding: .utf8)
        let dirty = try workspace.run(["check", "--root", folder])
        XCTAssertNotEqual(dirty.exitCode, 0, dirty.transcript)
        XCTAssertTrue(dirty.stdout.contains("JarListViewModel.swift") && dirty.stdout.contains("[presentation-network]"), dirty.transcript)
    }

    /// A client that answers only decoded values (issue 31 item 5's common shape) is called through the decoding
    /// adapter: `plan` says so in one line, and the container's client is the app's behind `APIClientHTTPAdapter`,
    /// which asks the app's client for its `JSONValue`.
    func testAClientAnsweringDecodedValuesOnlyIsCalledThroughTheDecodingAdapter() throws {
        let workspace = try Workspace("adopt-remote-decoded")
        let folder = try AdoptedApps.copy("APIClientContainer", into: workspace)
        let client = workspace.directory.path("\(folder)/Sources/Pantry/Networking/APIClient.swift")
        let text = try String(contentsOf: client, encoding: .utf8)
        let requirement = "    /// Sends `request` under the app's server and hands back the answer as it came.\n"
            + "    func data(for request: URLRequest) async throws -> (Data, URLResponse)\n"
        XCTAssertTrue(text.contains(requirement))
        try text.replacingOccurrences(of: requirement, with: "").write(to: client, atomically: true, encoding: .utf8)
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        let config = try XCTUnwrap(try TreeSnapshot(of: workspace.directory.path(folder)).text(".scaffold.yml"))
        XCTAssertTrue(config.contains("\n    keyDecoding: useDefaultKeys "), config)

        let plan = try workspace.run(["plan", "Jar", "label:String", "--remote", "/jars", "--root", folder])
        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains(
            "  through the app's APIClient.send(_:), called by APIClientHTTPAdapter over the composition root's `apiClient`\n"
        ), plan.stdout)
        XCTAssertFalse(plan.stdout.contains("cannot be called"), plan.stdout)

        let output = try workspace.run(["feature", "Jar", "label:String", "--remote", "/jars", "--root", folder])
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        let adapter = try XCTUnwrap(tree.text("Sources/Pantry/Services/Networking/APIClientHTTPAdapter.swift"))
        XCTAssertTrue(adapter.contains("    init(client: any APIClient) {\n        self.init { request in\n            try await client.send(request)\n"), adapter)
        XCTAssertNotNil(tree.text("Tests/PantryTests/Networking/APIClientHTTPAdapterTests.swift"))
        XCTAssertTrue(try XCTUnwrap(tree.text(container)).contains("RetryingHTTPClient(decorated: APIClientHTTPAdapter(client: apiClient))"))
    }
}
