import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A feature registered where an adopted app's files say (`RegistrationSites`): one insertion per site, carrying
/// the anchor line to add first and a backup; the `@main` App as the root holds static members; an enum router gets
/// a case and its destination, a `TabView` a tab, a first screen without rows a toolbar link; and previews declare
/// every store and list UseCase of other features their wiring names.
final class AdoptedRegistrationRenderTests: XCTestCase {
    private func templates() throws -> TemplateSet {
        try RenderTemplates.builtIn()
    }

    private static let roots = ProjectRoots(module: "Notes", sources: "Notes", tests: "NotesTests")
    private static let app = ExistingApp(
        compositionRoot: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), rootProperty: "container",
        rootView: .init(type: "HomeView", file: "Notes/App/HomeView.swift")
    )

    private static func placement(_ role: RegistrationSites.Site.Role, line: Int) -> AnchorPlacement {
        AnchorPlacement(line: line, text: AnchorPlacement.anchorLine(role, indentation: "    "), sourceHash: "hash")
    }

    private static let bookmark = FeatureSpec(
        feature: "Bookmark", fields: [Specs.field("title", "String"), Specs.field("url", "String")], operations: Specs.crud
    )
    /// Bookmark on a server (`/bookmarks`), for the tests of an adopted app's own client.
    private static var remoteBookmark: FeatureSpec {
        var spec = bookmark
        spec.remote = RemoteSpec(path: "/bookmarks")
        return spec
    }
    /// A container type with one store anchor, where the remote feature's shared client is written.
    private static let containerStoreSites = RegistrationSites(
        container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container",
        sites: [.init(role: .store, file: "Notes/App/AppContainer.swift", placement: placement(.store, line: 7))]
    )
    private static let comment = FeatureSpec(
        feature: "Comment", fields: [Specs.field("text", "String"), Specs.field("bookmarkID", "UUID")],
        operations: [
            Specs.op("list"), Specs.op("create", reads: [EntityReference(field: "bookmarkID", entity: "Bookmark")], index: 1),
            Specs.op("update", index: 2), Specs.op("delete", index: 3),
        ]
    )

    private func render(
        _ spec: FeatureSpec = bookmark, sites: RegistrationSites, project: [FeatureSpec] = [], remote: RemoteSettings? = nil
    ) throws -> (Plan, ChangeSet) {
        let registration = Registration(app: Self.app, sites: sites)
        let plan = try Planner(
            preset: .clean, roots: Self.roots, knownEntities: Set(project.map(\.entity)), registration: registration,
            project: ProjectFeatures(project + [spec])
        ).with(remoteSettings: remote).plan(spec)
        return (plan, try Renderer(templates: templates()).render(plan))
    }

    private func file(_ changes: ChangeSet, _ path: String) throws -> GeneratedFile {
        try XCTUnwrap(changes.files.first { $0.path == path }, changes.files.map(\.path).joined(separator: "\n"))
    }

    func testEachSiteIsAnInsertionWithItsAnchorAndABackup() throws {
        let sites = RegistrationSites(
            container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container",
            sites: [
                .init(role: .store, file: "Notes/App/AppContainer.swift", placement: Self.placement(.store, line: 7)),
                .init(role: .routes, file: "Notes/App/HomeView.swift", placement: Self.placement(.routes, line: 14)),
                .init(role: .link, file: "Notes/App/HomeView.swift"),
            ]
        )
        let (plan, changes) = try render(sites: sites)
        XCTAssertEqual(plan.artifacts.filter { $0.mode == .insertBetweenMarkers }.map { "\($0.path) \($0.template) \($0.subject ?? "")" }, [
            "Notes/App/AppContainer.swift ContainerStore store",
            "Notes/App/HomeView.swift RootViewRegistration routes",
            "Notes/App/HomeView.swift RootViewRegistration link",
        ])
        let store = try file(changes, "Notes/App/AppContainer.swift")
        XCTAssertEqual(store.placements, [Self.placement(.store, line: 7)])
        XCTAssertEqual(store.keepsBackup, true)
        let home = try file(changes, "Notes/App/HomeView.swift")
        XCTAssertEqual(home.placements, [Self.placement(.routes, line: 14)], "the link's anchor is there already")
        XCTAssertTrue(home.contents.contains("NavigationLink(\"Bookmarks\", value: BookmarkRoute.list)"), home.contents)
        XCTAssertTrue(home.contents.contains("container.bookmarkScreen(for: route)"), home.contents)
    }

    /// Issue 31 item 5: a remote feature in an adopted app gets its server slice, and the container's body one shared
    /// client (the `remote` region, which a second remote feature replaces rather than repeats) and the feature's saved
    /// copy and repository over both.
    func testARemoteFeatureIsRegisteredWithTheSharedClientInTheContainer() throws {
        let (spec, sites) = (Self.remoteBookmark, Self.containerStoreSites)
        let (plan, changes) = try render(spec, sites: sites)
        XCTAssertTrue(RemoteArtifacts.supports(plan))
        XCTAssertNil(RemoteArtifacts.note(plan))
        XCTAssertTrue(plan.artifacts.contains { $0.template == "RemoteDataSource" }, plan.artifacts.map(\.template).joined(separator: " "))
        XCTAssertFalse(plan.artifacts.contains { $0.template == "WiringTests" }, "the app's container is not one scaffold can make")
        let store = try file(changes, "Notes/App/AppContainer.swift").contents
        XCTAssertTrue(store.contains("""
                // scaffold:begin remote
            """), store)
        XCTAssertTrue(store.contains("""
                let remoteHTTPClient: any HTTPClient = RetryingHTTPClient(
                    decorated: AuthenticatedHTTPClient(decorated: URLSessionAdapter(configuration: .launch), tokenProvider: SignedOutTokenProvider())
                )
                // scaffold:end remote

                // scaffold:begin feature:Bookmark
            """), store)
        XCTAssertTrue(store.contains("""
                let bookmarkLocalStore = BookmarkLocalStore(folder: BookmarkLocalStore.defaultFolder)
                var bookmarkRepository: any BookmarkRepository {
                    DefaultBookmarkRepository(remote: BookmarkRemoteDataSource(client: remoteHTTPClient), local: bookmarkLocalStore)
                }
                // scaffold:end feature:Bookmark
            """), store)
    }

    /// Issue 31 item 5: where adopt recorded a client taking a `URLRequest` and answering the body, and the container's
    /// property holding it, the shared client is the app's, through the generated adapter made over that property; the
    /// adapter and its tests are written once beside the network files.
    func testARemoteFeatureCallsTheAppsOwnClientThroughTheAdapter() throws {
        let (spec, sites) = (Self.remoteBookmark, Self.containerStoreSites)
        let client = HTTPClientReference(
            type: "APIClient", kind: .protocol, method: "data(for:)", arguments: [.request], request: "URLRequest", returns: "(Data, URLResponse)",
            property: "api"
        )
        let (plan, changes) = try render(spec, sites: sites, remote: RemoteSettings(client: client))
        let adapter = try XCTUnwrap(plan.artifacts.first { $0.template == "NetworkAppClientAdapter" })
        XCTAssertEqual(adapter.name, "APIClientHTTPAdapter")
        XCTAssertEqual(adapter.mode, .createOnly)
        XCTAssertEqual(plan.artifacts.first { $0.template == "NetworkAppClientAdapterTests" }?.name, "APIClientHTTPAdapterTests")
        let store = try file(changes, "Notes/App/AppContainer.swift").contents
        XCTAssertTrue(store.contains("""
                var remoteHTTPClient: any HTTPClient {
                    RetryingHTTPClient(decorated: APIClientHTTPAdapter(client: api))
                }
                // scaffold:end remote
            """), store)
        XCTAssertFalse(store.contains("URLSessionAdapter(configuration"), store)
        let source = try file(changes, adapter.path).contents
        XCTAssertTrue(source.contains("nonisolated struct APIClientHTTPAdapter: HTTPClient {"), source)
        XCTAssertTrue(source.contains("""
                init(client: any APIClient) {
                    self.init { request in
                        let (data, response) = try await client.data(for: request)
                        return (data, response)
                    }
                }
            """), source)
        XCTAssertTrue(source.contains("/// The status and headers come from its `HTTPURLResponse`."), source)

        // A client answering the body only: no response, so no status.
        var bodyOnly = client
        (bodyOnly.method, bodyOnly.returns, bodyOnly.kind, bodyOnly.type) = ("fetch(_:)", "Data", .actor, "Backend")
        let (_, bodyChanges) = try render(spec, sites: sites, remote: RemoteSettings(client: bodyOnly))
        let bodySource = try XCTUnwrap(bodyChanges.files.first { $0.path.hasSuffix("/BackendHTTPAdapter.swift") }).contents
        XCTAssertTrue(bodySource.contains("init(client: Backend) {\n        self.init { request in\n            (try await client.fetch(request), nil)\n"), bodySource)
        XCTAssertTrue(bodySource.contains("/// It answers the body only: a body is a success"), bodySource)

        // A client answering decoded values whose decoder adopt has not read keeps the generated client, and no adapter is written.
        var decoded = client
        (decoded.method, decoded.returns) = ("send(_:)", "T")
        let (decodedPlan, decodedChanges) = try render(spec, sites: sites, remote: RemoteSettings(client: decoded))
        XCTAssertFalse(decodedPlan.artifacts.contains { $0.template.hasPrefix("NetworkAppClientAdapter") || $0.template.hasPrefix("NetworkAppClientDecoding") })
        XCTAssertTrue(try file(decodedChanges, "Notes/App/AppContainer.swift").contents.contains("URLSessionAdapter(configuration: .launch)"))
    }

    /// Issue 31 item 5, a client taking the app's `Endpoint` protocol: the adapter declares its own endpoint conforming to
    /// it, made from the relative URLRequest, and its tests check each member; a client taking a URLRequest gets neither.
    func testAClientTakingTheAppsEndpointGetsTheAdaptersEndpointAndItsTest() throws {
        let (spec, sites) = (Self.remoteBookmark, Self.containerStoreSites)
        let client = HTTPClientReference(
            type: "NetworkClient", kind: .protocol, method: "request(_:)", arguments: [.request], request: "any Endpoint", returns: "T",
            property: "network", keyDecoding: .useDefaultKeys,
            endpoint: HTTPClientEndpoint(form: .protocol, type: "Endpoint", members: [
                .init(role: .path, name: "path", type: "String"), .init(role: .method, name: "method", type: "HTTPMethod"),
                .init(role: .query, name: "queryItems", type: "[URLQueryItem]?"), .init(role: .body, name: "body", type: "Data?"),
            ], methodCases: ["GET": "get", "POST": "post", "PUT": "put", "PATCH": "patch", "DELETE": "delete"])
        )
        let (plan, changes) = try render(spec, sites: sites, remote: RemoteSettings(client: client))
        let adapter = try XCTUnwrap(plan.artifacts.first { $0.template == "NetworkAppClientDecodingAdapter" })
        let source = try file(changes, adapter.path).contents
        for text in [
            "            try await client.request(Self.endpoint(for: request))\n",
            """

                /// The app's `Endpoint` for the relative URLRequest the adapter built: each member from the part of the request
                /// it holds, so the app's client sends it with its own base URL, headers and logging.
                static func endpoint(for request: URLRequest) -> AdaptedEndpoint {
                    let components = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false) }
                    return AdaptedEndpoint(
                        path: components?.path ?? "/",
            """,
            "            body: request.httpBody\n        )\n    }\n\n    /// One request as the app's `Endpoint`.\n    struct AdaptedEndpoint: Endpoint {\n        let path: String\n",
            "        let body: Data?\n    }\n\n    /// Any JSON value",
        ] {
            XCTAssertTrue(source.contains(text), "missing \"\(text)\":\n\(source)")
        }
        let testsArtifact = try XCTUnwrap(plan.artifacts.first { $0.template == "NetworkAppClientDecodingAdapterTests" })
        let tests = try file(changes, testsArtifact.path).contents
        XCTAssertTrue(tests.contains("let endpoint = try NetworkClientHTTPAdapter.endpoint(for: NetworkClientHTTPAdapter.makeURLRequest(request))\n"), tests)
        XCTAssertTrue(tests.contains("#expect(endpoint.method == HTTPMethod.patch)\n") || tests.contains("XCTAssertEqual(endpoint.method, HTTPMethod.patch)\n"), tests)
        XCTAssertTrue(tests.hasSuffix("    }\n}\n"), tests)

        var plain = client
        (plain.request, plain.endpoint) = ("URLRequest", nil)
        let (_, plainChanges) = try render(spec, sites: sites, remote: RemoteSettings(client: plain))
        XCTAssertFalse(plainChanges.files.contains { $0.contents.contains("endpoint(for:") })
    }

    /// Issue 31 item 5's common shape, `func send<T: Decodable>(_ request: URLRequest) async throws -> T`, its decoder
    /// converting keys from snake case: the adapter asks for its `JSONValue` and writes the keys back in snake case.
    func testARemoteFeatureCallsAnAppClientAnsweringDecodedValuesThroughTheDecodingAdapter() throws {
        let (spec, sites) = (Self.remoteBookmark, Self.containerStoreSites)
        let client = HTTPClientReference(
            type: "NetworkClient", kind: .protocol, method: "send(_:)", arguments: [.request], request: "URLRequest", returns: "T",
            property: "network", keyDecoding: .convertFromSnakeCase
        )
        let (plan, changes) = try render(spec, sites: sites, remote: RemoteSettings(keyStyle: .snakeCase, client: client))
        let adapter = try XCTUnwrap(plan.artifacts.first { $0.template == "NetworkAppClientDecodingAdapter" })
        XCTAssertEqual(adapter.name, "NetworkClientHTTPAdapter")
        XCTAssertEqual(adapter.mode, .createOnly)
        XCTAssertFalse(plan.artifacts.contains { $0.template == "NetworkAppClientAdapter" })
        XCTAssertTrue(try file(changes, "Notes/App/AppContainer.swift").contents.contains(
            "RetryingHTTPClient(decorated: NetworkClientHTTPAdapter(client: network))"
        ))
        let source = try file(changes, adapter.path).contents
        for text in [
            "    typealias Send = @Sendable (URLRequest) async throws -> JSONValue\n",
            "    init(client: any NetworkClient) {\n        self.init { request in\n            try await client.send(request)\n        }\n    }\n",
            "        encoder.keyEncodingStrategy = .convertToSnakeCase\n",
            "/// The app's decoder converts keys from snake case; they are written back in snake case, as the server spells them.\n",
        ] {
            XCTAssertTrue(source.contains(text), "missing \"\(text)\":\n\(source)")
        }
        let testsArtifact = try XCTUnwrap(plan.artifacts.first { $0.template == "NetworkAppClientDecodingAdapterTests" })
        let tests = try file(changes, testsArtifact.path).contents
        XCTAssertTrue(tests.contains("        decoder.keyDecodingStrategy = .convertFromSnakeCase\n"), tests)
        XCTAssertTrue(tests.contains(#"let json = #"{"owner_name":"Ada","#), tests)

        // The server's keys in camel case: the keys are the ones handed over, and the sample key has no underscore.
        let (_, camelChanges) = try render(spec, sites: sites, remote: RemoteSettings(client: client))
        let camel = try XCTUnwrap(camelChanges.files.first { $0.path.hasSuffix("/NetworkClientHTTPAdapter.swift") }).contents
        XCTAssertFalse(camel.contains("convertToSnakeCase"), camel)
        let camelTests = try XCTUnwrap(camelChanges.files.first { $0.path.hasSuffix("/NetworkClientHTTPAdapterTests.swift") }).contents
        XCTAssertTrue(camelTests.contains(#"let json = #"{"ownerName":"Ada","#), camelTests)
    }

    /// An app whose `@main` App holds the stores gets the server slice too: the shared client is a static member of one
    /// app-wide file the first remote feature writes (`NotesApp+Remote.swift`, created once), and the feature's saved
    /// copy and repository static members of its extension, made over that client. The App's own file is not edited.
    func testARemoteFeatureOfAnAppWhoseAppHoldsTheStoresGetsItsSliceOverAStaticClient() throws {
        var spec = Self.bookmark
        spec.remote = RemoteSpec(path: "/bookmarks")
        let sites = RegistrationSites(
            container: .init(type: "NotesApp", file: "Notes/NotesApp.swift"), containerIsApp: true, receiver: "NotesApp",
            sites: [.init(role: .routes, file: "Notes/ContentView.swift", placement: Self.placement(.routes, line: 9))]
        )
        let (plan, changes) = try render(spec, sites: sites)
        XCTAssertTrue(RemoteWiring.registers(plan))
        XCTAssertTrue(RemoteArtifacts.supports(plan))
        XCTAssertTrue(plan.artifacts.contains { $0.template == "RemoteDataSource" })
        XCTAssertFalse(plan.artifacts.contains { $0.template == RegistrationArtifacts.storeTemplate }, "the App's own file is not edited")
        XCTAssertFalse(plan.notes.contains { $0.contains("keeps its records on the device") }, plan.notes.joined(separator: "\n"))
        let client = try XCTUnwrap(plan.artifacts.first { $0.template == RegistrationArtifacts.clientTemplate })
        XCTAssertEqual(client.path, "Notes/NotesApp+Remote.swift")
        XCTAssertEqual(client.mode, .createOnly, "the first remote feature writes it; the app's edits stay")
        XCTAssertTrue(try file(changes, "Notes/NotesApp+Remote.swift").contents.contains("""
            extension NotesApp {
                static let remoteHTTPClient: any HTTPClient = RetryingHTTPClient(
                    decorated: AuthenticatedHTTPClient(decorated: URLSessionAdapter(configuration: .launch), tokenProvider: SignedOutTokenProvider())
                )
            }
            """))
        let extensionFile = try file(changes, "Notes/NotesApp+Bookmark.swift").contents
        XCTAssertTrue(extensionFile.contains("""
                static let bookmarkLocalStore = BookmarkLocalStore(folder: BookmarkLocalStore.defaultFolder)
                static var bookmarkRepository: any BookmarkRepository {
                    DefaultBookmarkRepository(remote: BookmarkRemoteDataSource(client: remoteHTTPClient), local: bookmarkLocalStore)
                }
            """), extensionFile)
        XCTAssertFalse(extensionFile.contains("static let remoteHTTPClient"), "one client for every remote feature:\n\(extensionFile)")
        XCTAssertFalse(extensionFile.contains("\n    func ") || extensionFile.contains("\n    let ") || extensionFile.contains("\n    var "),
                       "every member is static:\n\(extensionFile)")

        // A feature kept on the device writes no client file.
        let (local, _) = try render(sites: sites)
        XCTAssertFalse(local.artifacts.contains { $0.template == RegistrationArtifacts.clientTemplate })
    }

    /// The app's recorded client is held by the App's one instance, which static members cannot reach: the feature
    /// brings its own client, writes no adapter, and the note says why.
    func testAnAppHoldingItsClientInTheAppInstanceKeepsTheGeneratedClientAndSaysWhy() throws {
        var spec = Self.bookmark
        spec.remote = RemoteSpec(path: "/bookmarks")
        let sites = RegistrationSites(
            container: .init(type: "NotesApp", file: "Notes/NotesApp.swift"), containerIsApp: true, receiver: "NotesApp",
            sites: [.init(role: .routes, file: "Notes/ContentView.swift", placement: Self.placement(.routes, line: 9))]
        )
        let client = HTTPClientReference(
            type: "APIClient", kind: .protocol, method: "data(for:)", arguments: [.request], request: "URLRequest", returns: "(Data, URLResponse)",
            property: "api"
        )
        let (plan, changes) = try render(spec, sites: sites, remote: RemoteSettings(client: client))
        XCTAssertNil(AppClientAdapter.adapter(plan))
        XCTAssertFalse(plan.artifacts.contains { $0.template.hasPrefix("NetworkAppClientAdapter") })
        XCTAssertEqual(AppClientAdapter.note(plan), "the app's APIClient in `api` is held by the `@main` App's one instance, which the App's "
            + "static members cannot reach, and adopt found no shared instance of it (`remote.client.shared`, a static stored property); "
            + "the feature brings its own client (URLSessionAdapter)")
        XCTAssertTrue(try file(changes, "Notes/NotesApp+Remote.swift").contents.contains("URLSessionAdapter(configuration: .launch)"))

        // A shared instance static code reaches: the App's static client is made over it, through the adapter.
        var shared = client
        shared.shared = "LiveAPIClient.shared"
        let (sharedPlan, sharedChanges) = try render(spec, sites: sites, remote: RemoteSettings(client: shared))
        XCTAssertNil(AppClientAdapter.note(sharedPlan))
        XCTAssertEqual(sharedPlan.remote?.lines.last,
                       "  through the app's APIClient.data(for:), called by APIClientHTTPAdapter over its shared instance `LiveAPIClient.shared`")
        XCTAssertEqual(sharedPlan.artifacts.first { $0.template == "NetworkAppClientAdapter" }?.name, "APIClientHTTPAdapter")
        let remote = try file(sharedChanges, "Notes/NotesApp+Remote.swift").contents
        XCTAssertTrue(remote.contains("""
            extension NotesApp {
                static let remoteHTTPClient: any HTTPClient = RetryingHTTPClient(decorated: APIClientHTTPAdapter(client: LiveAPIClient.shared))
            }
            """), remote)
        XCTAssertTrue(remote.contains("`APIClient` — its shared instance `LiveAPIClient.shared`"), remote)
        XCTAssertFalse(remote.contains("URLSessionAdapter"), remote)
    }

    /// Which apps can hold a remote feature's store (`RemoteWiring.registers`): an app scaffold made, a container
    /// instance, the `@main` App holding static members; not an app with no composition root scaffold knows.
    func testTheWiringDecisionFollowsTheContainer() {
        XCTAssertTrue(RemoteWiring.registers(nil as Registration?))
        XCTAssertTrue(RemoteWiring.registers(Registration(container: "AppContainer")))
        var app = Registration(container: "NotesApp")
        app.staticMembers = true
        XCTAssertTrue(RemoteWiring.registers(app))
        XCTAssertEqual(RemoteWiring.clientFile(app), "NotesApp+Remote")
        XCTAssertNil(RemoteWiring.clientFile(Registration(container: "AppContainer")), "a container instance's body holds the client")
        XCTAssertFalse(RemoteWiring.registers(Registration()))
    }

    func testTheAppAsTheRootHoldsStaticMembers() throws {
        let sites = RegistrationSites(
            container: .init(type: "NotesApp", file: "Notes/NotesApp.swift"), containerIsApp: true, receiver: "NotesApp",
            sites: [.init(role: .routes, file: "Notes/ContentView.swift", placement: Self.placement(.routes, line: 9))]
        )
        let (plan, changes) = try render(sites: sites)
        XCTAssertFalse(plan.artifacts.contains { $0.template == RegistrationArtifacts.storeTemplate }, "the App's own file is not edited")
        let extensionFile = try file(changes, "Notes/NotesApp+Bookmark.swift").contents
        XCTAssertTrue(extensionFile.contains("extension NotesApp {"), extensionFile)
        XCTAssertTrue(extensionFile.contains(
            "    static let bookmarkRepository: any BookmarkRepository = DefaultBookmarkRepository(dataSource: BookmarkLocalDataSource())"
        ), extensionFile)
        XCTAssertTrue(extensionFile.contains("    static func makeFetchBookmarksUseCase() -> any FetchBookmarksUseCase {"), extensionFile)
        XCTAssertTrue(extensionFile.contains("    static func bookmarkScreen(for route: BookmarkRoute) -> some View {"), extensionFile)
        XCTAssertFalse(extensionFile.contains("\n    func "), "every member is static:\n\(extensionFile)")
        XCTAssertTrue(try file(changes, "Notes/ContentView.swift").contents.contains("NotesApp.bookmarkScreen(for: route)"))
    }

    func testAnEnumRouterGetsACaseItsDestinationAndALinkOfItsOwnType() throws {
        let sites = RegistrationSites(
            container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container", router: "Route",
            sites: [
                .init(role: .routeCase, file: "Notes/Route.swift"), .init(role: .routeDestination, file: "Notes/App/HomeView.swift"),
                .init(role: .link, file: "Notes/App/HomeView.swift"),
            ]
        )
        let (_, changes) = try render(sites: sites)
        XCTAssertEqual(try file(changes, "Notes/Route.swift").contents, """
                // scaffold:begin feature:Bookmark.case
                case bookmark(BookmarkRoute)
                // scaffold:end feature:Bookmark.case

                // scaffold:insert route-cases

            """)
        let home = try file(changes, "Notes/App/HomeView.swift").contents
        XCTAssertTrue(home.contains("""
                                case .bookmark(let route):
                                    container.bookmarkScreen(for: route)
            """), home)
        XCTAssertTrue(home.contains("NavigationLink(\"Bookmarks\", value: Route.bookmark(.list))"), home)
    }

    /// A stack whose path is typed by the router's enum (`[Route]`) holds only its values: the feature's own screens
    /// push `Route.bookmark(…)`, and it gets no `navigationDestination` of its own, inserted or to paste. The same
    /// router over a `NavigationPath` keeps today's `BookmarkRoute` pushes.
    func testATypedPathsRouterCarriesTheFeaturesOwnPushes() throws {
        var sites = RegistrationSites(
            container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container", router: "Route",
            sites: [
                .init(role: .store, file: "Notes/App/AppContainer.swift"),
                .init(role: .routeCase, file: "Notes/Route.swift"), .init(role: .routeDestination, file: "Notes/App/HomeView.swift"),
                .init(role: .link, file: "Notes/App/HomeView.swift"),
            ]
        )
        sites.pushesThroughRouter = true
        let (plan, changes) = try render(sites: sites)
        let list = try file(changes, "Notes/Presentation/Bookmark/Views/BookmarkListView.swift").contents
        XCTAssertTrue(list.contains("NavigationLink(value: Route.bookmark(.edit(bookmark))) {"), list)
        let pushes = changes.files.filter { $0.contents.contains("value: BookmarkRoute.") }.map(\.path)
        XCTAssertEqual(pushes, [], "a [Route] path cannot hold a BookmarkRoute")
        let home = try file(changes, "Notes/App/HomeView.swift").contents
        XCTAssertTrue(home.contains("NavigationLink(\"Bookmarks\", value: Route.bookmark(.list))"), home)
        XCTAssertFalse(home.contains("navigationDestination"), home)
        XCTAssertEqual(try Renderer(templates: templates()).pasteSteps(plan), [])

        sites.pushesThroughRouter = false
        sites.sites.append(.init(role: .routes, file: "Notes/App/HomeView.swift"))
        let anyPath = try file(render(sites: sites).1, "Notes/Presentation/Bookmark/Views/BookmarkListView.swift").contents
        XCTAssertTrue(anyPath.contains("NavigationLink(value: BookmarkRoute.edit(bookmark)) {"), anyPath)
    }

    func testATabViewGetsATabAndAScreenWithoutRowsAToolbarLink() throws {
        let tabs = RegistrationSites(
            container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "dependencies",
            sites: [.init(role: .tab, file: "Notes/App/RootView.swift")]
        )
        let tab = try file(render(sites: tabs).1, "Notes/App/RootView.swift").contents
        for line in [
            "// scaffold:begin feature:Bookmark.tab", "NavigationStack {", "dependencies.bookmarkScreen(for: .list)",
            ".navigationDestination(for: BookmarkRoute.self) { route in", ".tabItem {", "Label(\"Bookmarks\", systemImage: \"list.bullet\")",
            "// scaffold:insert tabs",
        ] {
            XCTAssertTrue(tab.contains(line), "missing \(line):\n\(tab)")
        }
        let toolbar = RegistrationSites(
            container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container", linksInToolbar: true,
            sites: [.init(role: .link, file: "Notes/App/HomeView.swift"), .init(role: .routes, file: "Notes/App/HomeView.swift")]
        )
        let home = try file(render(sites: toolbar).1, "Notes/App/HomeView.swift").contents
        XCTAssertTrue(home.contains("""
                            .toolbar {
                                ToolbarItem(placement: .navigation) {
                                    NavigationLink("Bookmarks", value: BookmarkRoute.list)
                                }
                            }
            """), home)
    }

    /// A `TabView(selection:)` tagged by the app's enum: the feature's tab carries the tag of the case that goes into
    /// the enum, in a region of its own.
    func testATabViewSelectedByAnEnumTagsTheFeaturesTabWithItsNewCase() throws {
        var tabs = RegistrationSites(
            container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container",
            sites: [.init(role: .tab, file: "Notes/App/RootView.swift"), .init(role: .tabCase, file: "Notes/App/Tab.swift")]
        )
        tabs.tabTag = "Tab.bookmark"
        let rendered = try render(sites: tabs).1
        let tab = try file(rendered, "Notes/App/RootView.swift").contents
        XCTAssertTrue(tab.contains("""
                        .tabItem {
                            Label("Bookmarks", systemImage: "list.bullet")
                        }
                        .tag(Tab.bookmark)
                        // scaffold:end feature:Bookmark.tab
            """), tab)
        XCTAssertEqual(try file(rendered, "Notes/App/Tab.swift").contents, """
                // scaffold:begin feature:Bookmark.tabcase
                case bookmark
                // scaffold:end feature:Bookmark.tabcase

                // scaffold:insert tab-cases

            """)
    }

    /// The preview of a feature whose create reads another's records declares that store and its list UseCase; the
    /// preview of the feature read declares the store its delete keeps references in.
    func testPreviewsDeclareTheOtherFeaturesStoresTheirWiringNames() throws {
        let sites = RegistrationSites(
            container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container",
            sites: [.init(role: .store, file: "Notes/App/AppContainer.swift")]
        )
        let rendered = try render(Self.comment, sites: sites, project: [Self.bookmark])
        let comments = try file(rendered.1, "Notes/Presentation/Comment/Views/CommentListView.swift")
        for line in [
            "    let bookmarkRepository: any BookmarkRepository = DefaultBookmarkRepository(dataSource: BookmarkLocalDataSource())",
            "    func makeFetchBookmarksUseCase() -> any FetchBookmarksUseCase {",
            "        DefaultFetchBookmarksUseCase(repository: bookmarkRepository)",
        ] {
            XCTAssertTrue(comments.contents.contains(line + "\n"), "missing \(line):\n\(comments.contents)")
        }
        let bookmarks = try file(render(Self.bookmark, sites: sites, project: [Self.comment]).1, "Notes/Presentation/Bookmark/Views/BookmarkListView.swift")
        XCTAssertTrue(bookmarks.contents.contains(
            "    let commentRepository: any CommentRepository = DefaultCommentRepository(dataSource: CommentLocalDataSource())\n"
        ), bookmarks.contents)
    }
}
