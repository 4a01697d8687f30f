import Foundation
import XCTest
@testable import AdoptKit
import ScaffoldCore

/// Where a feature registers in an app scaffold did not create, read from small apps of each root shape: the place
/// of each anchor (file, line, indentation), what the routes call, and each shape refused with its place.
final class RegistrationSiteReaderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sites-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func read(_ files: [String: String], app: ExistingApp = ExistingApp(), feature: String = "Bookmark") throws -> RegistrationSites {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return RegistrationSiteReader.read(root: folder, app: app, sources: ["App"], feature: feature, routeCase: "bookmark")
    }

    /// `role file:line "anchor text"` per site; `-` for a site whose anchor is there already.
    private func describe(_ sites: RegistrationSites) -> [String] {
        sites.sites.map { site in
            "\(site.role.rawValue) \(site.file)" + (site.placement.map { ":\($0.line) \"\($0.text)\"" } ?? " -")
        }
    }

    static let app = """
        import SwiftUI

        @main
        struct NotesApp: App {
            private let container = AppContainer()

            var body: some Scene {
                WindowGroup {
                    HomeView(container: container)
                }
            }
        }
        """

    static let classContainer = """
        import Foundation

        @MainActor
        final class AppContainer {
            lazy var noteStore = NoteStore()
            @Published var count = 0
            var title: String { "Notes" }

            func makeNoteListViewModel() -> NoteListViewModel {
                NoteListViewModel(store: noteStore)
            }
        }
        """

    static let stackWithList = """
        import SwiftUI

        struct HomeView: View {
            let container: AppContainer

            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Notes") {
                            NoteListView()
                        }
                    }
                    .navigationTitle("Notes")
                }
            }
        }
        """

    static let configured = ExistingApp(
        compositionRoot: .init(type: "AppContainer", file: "App/AppContainer.swift"), rootProperty: "container",
        rootView: .init(type: "HomeView", file: "App/HomeView.swift")
    )

    func testAClassContainerAndAStackWithAListOfLinks() throws {
        let sites = try read(
            ["App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": Self.stackWithList],
            app: Self.configured
        )
        XCTAssertEqual(sites.problems, [])
        XCTAssertEqual(describe(sites), [
            // After the last stored property (the computed `title` is not one), at its indentation.
            "store App/AppContainer.swift:7 \"    // scaffold:insert features\"",
            // After the content's last modifier, at its indentation.
            "routes App/HomeView.swift:14 \"            // scaffold:insert routes\"",
            // At the end of the list's rows, before its closing brace.
            "link App/HomeView.swift:12 \"                // scaffold:insert links\"",
        ])
        XCTAssertEqual(sites.container?.type, "AppContainer")
        XCTAssertFalse(sites.containerIsApp)
        XCTAssertEqual(sites.receiver, "container")
        XCTAssertNil(sites.router)
    }

    /// A container kept as a singleton (a service locator: `static let shared = AppContainer()`) is reached through it
    /// by a root view that holds none; a private one no view can name, so that root is refused as before.
    func testAContainerKeptAsASharedInstanceIsReachedThroughIt() throws {
        let shared = Self.classContainer.replacingOccurrences(
            of: "final class AppContainer {\n", with: "final class AppContainer {\n    static let shared = AppContainer()\n\n")
        let holdingNone = Self.stackWithList.replacingOccurrences(of: "    let container: AppContainer\n", with: "")
        let app = ExistingApp(
            compositionRoot: .init(type: "AppContainer", file: "App/AppContainer.swift"),
            rootView: .init(type: "HomeView", file: "App/HomeView.swift")
        )
        let sites = try read(["App/NotesApp.swift": Self.app, "App/AppContainer.swift": shared, "App/HomeView.swift": holdingNone], app: app)
        XCTAssertEqual(sites.problems, [])
        XCTAssertEqual(sites.receiver, "AppContainer.shared")
        XCTAssertEqual(describe(sites).first, "store App/AppContainer.swift:9 \"    // scaffold:insert features\"")

        try FileManager.default.removeItem(at: folder)
        let hidden = shared.replacingOccurrences(of: "    static let shared", with: "    private static let shared")
        let refused = try read(["App/NotesApp.swift": Self.app, "App/AppContainer.swift": hidden, "App/HomeView.swift": holdingNone], app: app)
        XCTAssertEqual(refused.problems.map(\.message), ["HomeView holds no AppContainer, whose screen builders the Bookmark routes inserted there call"])
    }

    func testAStructContainerOfLetsAndATabView() throws {
        let sites = try read([
            "App/NotesApp.swift": Self.app,
            "App/AppContainer.swift": """
                struct AppContainer {
                    let notes: NoteStore
                    let greeting = "Hi"
                }
                """,
            "App/HomeView.swift": """
                import SwiftUI

                struct HomeView: View {
                    @Environment(AppContainer.self) private var dependencies

                    var body: some View {
                        TabView {
                            NoteListView()
                                .tabItem { Label("Notes", systemImage: "note") }
                        }
                    }
                }
                """,
        ], app: Self.configured)
        XCTAssertEqual(sites.problems, [])
        XCTAssertEqual(describe(sites), [
            "store App/AppContainer.swift:4 \"    // scaffold:insert features\"",
            "tab App/HomeView.swift:10 \"            // scaffold:insert tabs\"",
        ])
        XCTAssertEqual(sites.receiver, "dependencies", "an @Environment(AppContainer.self) property")
    }

    /// No container: the @main App holds the stores, as static members, and the routes call them on its type.
    func testWithoutAContainerTheAppIsTheRoot() throws {
        let sites = try read([
            "App/RecipesApp.swift": """
                import SwiftUI

                @main
                struct RecipesApp: App {
                    @State private var store = RecipeStore()

                    var body: some Scene {
                        WindowGroup {
                            NavigationStack {
                                ContentView(store: store)
                            }
                        }
                    }
                }
                """,
            "App/ContentView.swift": """
                import SwiftUI

                struct ContentView: View {
                    let store: RecipeStore

                    var body: some View {
                        VStack {
                            NavigationLink("Pantry", value: 1)
                                .bold()
                        }
                    }
                }
                """,
        ])
        XCTAssertEqual(sites.problems, [])
        XCTAssertEqual(sites.container, ExistingApp.DeclaredType(type: "RecipesApp", file: "App/RecipesApp.swift"))
        XCTAssertTrue(sites.containerIsApp)
        XCTAssertEqual(sites.receiver, "RecipesApp")
        XCTAssertEqual(describe(sites), [
            // The stack is in the App's body: its routes go there.
            "routes App/RecipesApp.swift:11 \"                    // scaffold:insert routes\"",
            // The link beside the link of the view the stack shows.
            "link App/ContentView.swift:10 \"            // scaffold:insert links\"",
        ])
    }

    static let router = """
        import SwiftUI

        struct HomeView: View {
            let container: AppContainer
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Scan", value: Route.scan)
                        Text("Hello")
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .scan:
                            ScanView()
                        }
                    }
                }
            }
        }
        """

    func testAnEnumRouterGetsACaseAndItsDestination() throws {
        let sites = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": Self.router,
            "App/Route.swift": "enum Route: Hashable {\n    case scan\n}\n",
        ], app: Self.configured)
        XCTAssertEqual(sites.problems, [])
        XCTAssertEqual(sites.router, "Route")
        XCTAssertEqual(describe(sites).dropFirst(), [
            "routes App/HomeView.swift:19 \"            // scaffold:insert routes\"",
            "routeCase App/Route.swift:3 \"    // scaffold:insert route-cases\"",
            "routeDestination App/HomeView.swift:17 \"                // scaffold:insert route-destinations\"",
            "link App/HomeView.swift:11 \"                // scaffold:insert links\"",
        ])
    }

    /// The destinations are a method of the route enum (`route.view()` over `switch self`): the case and its destination
    /// go into the enum, reaching the root through its shared instance (no property of the view is in scope there). A
    /// root only the view holds keeps the feature on a `navigationDestination` of its own.
    func testARouterWhoseEnumSwitchesOverItselfGetsTheCaseWhereTheRootIsShared() throws {
        let routerView = Self.router.replacingOccurrences(
            of: "switch route {\n                case .scan:\n                    ScanView()\n                }", with: "route.view()")
        XCTAssertNotEqual(routerView, Self.router)
        let route = "enum Route: Hashable {\n    case scan\n\n    @MainActor @ViewBuilder\n    func view() -> some View {\n        switch self {\n"
            + "        case .scan:\n            ScanView()\n        }\n    }\n}\n"
        let shared = Self.classContainer.replacingOccurrences(
            of: "final class AppContainer {\n", with: "final class AppContainer {\n    static let shared = AppContainer()\n\n")
        let sites = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": shared, "App/HomeView.swift": routerView, "App/Route.swift": route,
            // A file the target does not compile declaring the name too (it could not build otherwise): not the router.
            "App/Legacy/Route.swift": "protocol Route {\n    func screen() -> any View\n}\n",
        ], app: Self.configured)
        XCTAssertEqual(sites.problems, [])
        XCTAssertEqual(sites.router, "Route")
        XCTAssertEqual(sites.receiver, "AppContainer.shared", "the view's `container` is not in scope in the enum")
        XCTAssertEqual(describe(sites).dropFirst().filter { $0.hasPrefix("route") }, [
            "routes App/HomeView.swift:16 \"            // scaffold:insert routes\"",
            "routeCase App/Route.swift:3 \"    // scaffold:insert route-cases\"",
            "routeDestination App/Route.swift:9 \"        // scaffold:insert route-destinations\"",
        ])

        try? FileManager.default.removeItem(at: folder)
        let held = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": routerView,
            "App/Route.swift": route,
        ], app: Self.configured)
        XCTAssertEqual(held.problems, [])
        XCTAssertNil(held.router, "only HomeView holds the container")
        XCTAssertEqual(held.receiver, "container")
        XCTAssertEqual(held.sites.map(\.role), [.store, .routes, .link])

        // A nonisolated method cannot call the feature's main-actor screen builders.
        try? FileManager.default.removeItem(at: folder)
        let nonisolated = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": shared, "App/HomeView.swift": routerView,
            "App/Route.swift": route.replacingOccurrences(of: "@MainActor @ViewBuilder", with: "@ViewBuilder"),
        ], app: Self.configured)
        XCTAssertEqual(nonisolated.problems, [])
        XCTAssertNil(nonisolated.router)
        XCTAssertEqual(nonisolated.sites.map(\.role), [.store, .routes, .link])
        // On a main-actor enum, any method is.
        try? FileManager.default.removeItem(at: folder)
        let isolatedEnum = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": shared, "App/HomeView.swift": routerView,
            "App/Route.swift": "@MainActor\n" + route.replacingOccurrences(of: "@MainActor @ViewBuilder", with: "@ViewBuilder"),
        ], app: Self.configured)
        XCTAssertEqual(isolatedEnum.router, "Route")
    }

    /// A route enum that could not hold the feature's route (`Codable`), or whose cases another switch lists without a
    /// `default`, is left as it is: the feature routes by a `navigationDestination` of its own.
    func testARouterThatCannotTakeACaseIsLeftAlone() throws {
        for route in [
            "enum Route: Hashable, Codable {\n    case scan\n}\n",
            "enum Route: Hashable {\n    case scan\n    var title: String {\n        switch self {\n        case .scan: \"Scan\"\n        }\n    }\n}\n",
        ] {
            try? FileManager.default.removeItem(at: folder)
            let sites = try read([
                "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": Self.router,
                "App/Route.swift": route,
            ], app: Self.configured)
            XCTAssertEqual(sites.problems, [])
            XCTAssertNil(sites.router, route)
            XCTAssertEqual(sites.sites.map(\.role), [.store, .routes, .link], route)
        }
    }

    /// A first screen that lists data has no row to add a link beside: the link is a toolbar item, a modifier.
    func testAFirstScreenListingDataGetsItsLinksInTheToolbar() throws {
        let sites = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer,
            "App/HomeView.swift": """
                import SwiftUI

                struct HomeView: View {
                    let container: AppContainer
                    let notes: [Note]

                    var body: some View {
                        NavigationStack {
                            List(notes) { note in
                                NavigationLink(note.title, value: note)
                            }
                            .navigationDestination(for: Note.self) { note in
                                Text(note.title)
                            }
                        }
                    }
                }
                """,
        ], app: Self.configured)
        XCTAssertEqual(sites.problems, [])
        XCTAssertTrue(sites.linksInToolbar)
        XCTAssertEqual(describe(sites).dropFirst(), [
            "routes App/HomeView.swift:15 \"            // scaffold:insert routes\"",
            "link App/HomeView.swift:15 \"            // scaffold:insert links\"",
        ])
    }

    func testAnchorsThePersonAddedWin() throws {
        let withAnchors = Self.stackWithList.replacingOccurrences(of: "                }\n            }\n", with: "                    // scaffold:insert links\n                }\n            }\n")
        let sites = try read([
            "App/NotesApp.swift": Self.app, "App/HomeView.swift": withAnchors,
            "App/AppContainer.swift": Self.classContainer.replacingOccurrences(of: "    lazy var", with: "    // scaffold:insert features\n    lazy var"),
        ], app: Self.configured)
        XCTAssertEqual(describe(sites), ["store App/AppContainer.swift -", "link App/HomeView.swift -"])
        XCTAssertEqual(sites.receiver, "container")
    }

    /// An App whose WindowGroup shows no screen and whose window is set up in UIKit (a UINavigationController of a
    /// hosting controller) is refused as that, not as a missing NavigationStack (reduced from
    /// profugocanis/swiftui-mvvm-async-await@b7fc54d, SwiftUIMVVMExample/system/AppDelegate.swift).
    func testAnAppHostingItsScreensInUIKitIsRefusedAsSuch() throws {
        let sites = try read([
            "App/AppDelegateUI.swift": """
                import SwiftUI

                @main
                struct AppDelegateUI: App {
                    var body: some Scene {
                        WindowGroup {
                            EmptyView()
                                .onAppear {
                                    setupWindow()
                                }
                        }
                    }

                    private func setupWindow() {
                        let navigation = UINavigationController()
                        navigation.viewControllers = [UIHostingController(rootView: FirstScreen())]
                        UIApplication.shared.windows.first?.rootViewController = navigation
                    }
                }
                """,
            "App/FirstScreen.swift": "import SwiftUI\n\nstruct FirstScreen: View {\n    var body: some View {\n        Text(\"First\")\n    }\n}\n",
        ])
        let rendered = sites.problems.map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(rendered.contains("App/AppDelegateUI.swift:3:1: error: AppDelegateUI hosts its screens in UIKit (`UIHostingController`)"), rendered)
        XCTAssertEqual(sites.problems.count, 1)
        XCTAssertTrue(sites.problems.allSatisfy { $0.hint != nil })
        XCTAssertEqual(sites.sites.filter { $0.role == .link || $0.role == .routes }.count, 0)
    }

    /// Each shape scaffold cannot edit safely is refused at its place, with what to do.
    func testShapesItCannotEditAreRefusedWhereTheyAre() throws {
        let cases: [(String, [String: String], String)] = [
            ("an enum container", ["App/AppContainer.swift": "enum AppContainer {\n    static let store = NoteStore()\n}\n",
                                   "App/HomeView.swift": Self.stackWithList],
             "App/AppContainer.swift:1:1: error: AppContainer is an enum"),
            ("a typed path", ["App/AppContainer.swift": Self.classContainer,
                              "App/HomeView.swift": Self.router.replacingOccurrences(of: "NavigationPath()", with: "[Route]()")],
             "App/HomeView.swift:8:9: error: HomeView's NavigationStack keeps its path as [Route]"),
            ("a selected TabView", ["App/AppContainer.swift": Self.classContainer,
                                    "App/HomeView.swift": "import SwiftUI\n\nstruct HomeView: View {\n    let container: AppContainer\n    @State private var tab = 0\n\n    var body: some View {\n        TabView(selection: $tab) {\n            Text(\"A\").tag(0)\n        }\n    }\n}\n"],
             "App/HomeView.swift:8:9: error: HomeView's TabView selects its tabs by `selection:`"),
            ("a NavigationView", ["App/AppContainer.swift": Self.classContainer,
                                  "App/HomeView.swift": Self.stackWithList.replacingOccurrences(of: "NavigationStack", with: "NavigationView")],
             "App/HomeView.swift:7:9: error: HomeView shows its screens in a NavigationView"),
            ("no property naming the container", ["App/AppContainer.swift": Self.classContainer,
                                                  "App/HomeView.swift": Self.stackWithList.replacingOccurrences(of: "    let container: AppContainer\n", with: "")],
             "App/HomeView.swift:3:1: error: HomeView holds no AppContainer"),
            ("content ending in a branch", ["App/AppContainer.swift": Self.classContainer,
                                            "App/HomeView.swift": "import SwiftUI\n\nstruct HomeView: View {\n    let container: AppContainer\n    let ready: Bool\n\n    var body: some View {\n        NavigationStack {\n            if ready {\n                Text(\"Ready\")\n            }\n        }\n    }\n}\n"],
             "App/HomeView.swift:9:13: error: the content of HomeView's NavigationStack ends with a branch"),
        ]
        for (name, files, expected) in cases {
            try? FileManager.default.removeItem(at: folder)
            let app = ExistingApp(
                compositionRoot: .init(type: "AppContainer", file: "App/AppContainer.swift"),
                rootView: .init(type: "HomeView", file: "App/HomeView.swift")
            )
            let sites = try read(files.merging(["App/NotesApp.swift": Self.app]) { mine, _ in mine }, app: app)
            let rendered = sites.problems.map(\.rendered).joined(separator: "\n")
            XCTAssertTrue(rendered.contains(expected), "\(name):\n\(rendered)")
            XCTAssertTrue(sites.problems.allSatisfy { $0.hint != nil }, "\(name): says what to do")
        }
    }
}
