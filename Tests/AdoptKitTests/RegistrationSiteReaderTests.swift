import Foundation
import XCTest
@testable import AdoptKit
import ScaffoldCore

/// Where a feature registers in an app scaffold did not create, read from small apps of each root shape: the place
/// of each anchor (file, line, indentation), what the routes call, and each shape refused with its place.
final class RegistrationSiteReaderTests: RegistrationSiteTestCase {
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

    /// A stack whose path is typed by the router's enum (`[Route]`, on the view or on the router object it holds, as
    /// JunpeiAbe/Trip@6b1a65f's `$state.router.path`) holds only that enum's values: the feature joins the router, a case
    /// and its destination, with no `navigationDestination` of its own, and its screens push the router's values.
    func testATypedPathJoinsItsRouterAndCarriesTheFeaturesPushes() throws {
        let route = "enum Route: Hashable {\n    case scan\n}\n"
        // The path on a router object the view holds.
        let held = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/Route.swift": route,
            "App/HomeView.swift": Self.router.replacingOccurrences(of: "@State private var path = NavigationPath()", with: "@EnvironmentObject var router: Router")
                .replacingOccurrences(of: "$path", with: "$router.path"),
            "App/Router.swift": "import Combine\n\nfinal class Router: ObservableObject {\n    @Published var path = [Route]()\n}\n",
        ], app: Self.configured)
        assertPushesThroughRouter(held)
        XCTAssertEqual(held.sites.map(\.role), [.store, .routeCase, .routeDestination, .link])

        // Over a NavigationPath the feature keeps its own routes, and pushes its own values.
        try? FileManager.default.removeItem(at: folder)
        let anyPath = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": Self.router, "App/Route.swift": route,
        ], app: Self.configured)
        XCTAssertFalse(anyPath.pushesThroughRouter)
        XCTAssertTrue(anyPath.sites.contains { $0.role == .routes })

        // The path on the view: each place where the feature joins.
        try? FileManager.default.removeItem(at: folder)
        let typed = Self.router.replacingOccurrences(of: "@State private var path = NavigationPath()", with: "@State private var path: [Route] = []")
        XCTAssertNotEqual(typed, Self.router)
        let sites = try read([
            "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": typed, "App/Route.swift": route,
        ], app: Self.configured)
        assertPushesThroughRouter(sites)
        XCTAssertEqual(describe(sites).dropFirst(), [
            "routeCase App/Route.swift:3 \"    // scaffold:insert route-cases\"",
            "routeDestination App/HomeView.swift:17 \"                // scaffold:insert route-destinations\"",
            "link App/HomeView.swift:11 \"                // scaffold:insert links\"",
        ])
    }

    /// No problem, the router `Route` joined, and the feature's pushes carried by it.
    private func assertPushesThroughRouter(_ sites: RegistrationSites, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(sites.problems, [], file: file, line: line)
        XCTAssertEqual(sites.router, "Route", file: file, line: line)
        XCTAssertTrue(sites.pushesThroughRouter, file: file, line: line)
    }

    /// Where a typed path cannot take the feature's values, it is refused: a path of another enum than the one the
    /// destinations switch over, or a router that could not take a case (another switch lists every case).
    func testATypedPathItsRouterCannotCarryIsRefused() throws {
        let route = "enum Route: Hashable {\n    case scan\n}\n"
        let cases: [(String, String, [String: String])] = [
            ("[Screen]", "@State private var path: [Screen] = []", ["App/Screen.swift": "enum Screen: Hashable {\n    case home\n}\n"]),
            ("[Route]", "@State private var path: [Route] = []",
             ["App/Title.swift": "extension Route {\n    var title: String {\n        switch self {\n        case .scan: \"Scan\"\n        }\n    }\n}\n"]),
        ]
        for (element, path, extra) in cases {
            try? FileManager.default.removeItem(at: folder)
            let view = Self.router.replacingOccurrences(of: "@State private var path = NavigationPath()", with: path)
            let sites = try read([
                "App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": view, "App/Route.swift": route,
            ].merging(extra) { $1 }, app: Self.configured)
            let rendered = sites.problems.map(\.rendered).joined(separator: "\n")
            XCTAssertTrue(rendered.contains("App/HomeView.swift:8:9: error: HomeView's NavigationStack keeps its path as \(element)"), rendered)
            XCTAssertFalse(sites.pushesThroughRouter)
        }
    }

    /// A later feature reads the earlier one's regions: a route case without routes of the feature's own means the
    /// router's typed path carries the pushes; beside a routes anchor it does not.
    func testALaterFeatureOfATypedPathStillPushesThroughTheRouter() throws {
        let route = "enum Route: Hashable {\n    case scan\n    // scaffold:insert route-cases\n}\n"
        let view = Self.router.replacingOccurrences(of: "@State private var path = NavigationPath()", with: "@State private var path: [Route] = []")
            .replacingOccurrences(of: "                }\n            }\n", with: "                // scaffold:insert route-destinations\n                }\n            }\n")
            .replacingOccurrences(of: "                Text(\"Hello\")\n", with: "                Text(\"Hello\")\n                // scaffold:insert links\n")
        let files = ["App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": view, "App/Route.swift": route]
        assertPushesThroughRouter(try read(files, app: Self.configured, feature: "Note"))

        try? FileManager.default.removeItem(at: folder)
        let withRoutes = view.replacingOccurrences(of: "                }\n            }\n        }\n", with: "                }\n            }\n            // scaffold:insert routes\n        }\n")
        XCTAssertNotEqual(withRoutes, view)
        let routed = try read(files.merging(["App/HomeView.swift": withRoutes]) { $1 }, app: Self.configured, feature: "Note")
        XCTAssertEqual(routed.router, "Route")
        XCTAssertFalse(routed.pushesThroughRouter)
    }

    /// An earlier feature's link is a toolbar item after the content's last modifier (a typed path's router adds no
    /// routes region after it): the next feature's link goes into the toolbar too, not into the stack as a view.
    func testALaterLinkFollowsAnEarlierToolbarLinkAfterTheLastModifier() throws {
        let view = """
            import SwiftUI

            struct HomeView: View {
                let container: AppContainer

                var body: some View {
                    NavigationStack {
                        Text("Hello")
                            // scaffold:begin feature:Bookmark.link
                            .toolbar {
                                ToolbarItem(placement: .navigation) {
                                    NavigationLink("Bookmarks", value: Route.bookmark(.list))
                                }
                            }
                            // scaffold:end feature:Bookmark.link

                            // scaffold:insert links
                    }
                }
            }
            """
        let sites = try read(["App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": view],
                             app: Self.configured, feature: "Note")
        XCTAssertTrue(sites.linksInToolbar)
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
            ("a NavigationView of two columns", ["App/AppContainer.swift": Self.classContainer,
                                                 "App/HomeView.swift": Self.stackWithList.replacingOccurrences(of: "NavigationStack", with: "NavigationView")
                                                     .replacingOccurrences(of: "            .navigationTitle(\"Notes\")\n", with: "            .navigationTitle(\"Notes\")\n            Text(\"Pick a note\")\n")],
             "App/HomeView.swift:7:9: error: HomeView shows its screens in a NavigationView of 2 columns"),
            ("a NavigationView in columns", ["App/AppContainer.swift": Self.classContainer,
                                             "App/HomeView.swift": Self.stackWithList.replacingOccurrences(of: "NavigationStack", with: "NavigationView")
                                                 .replacingOccurrences(of: "            .navigationTitle(\"Notes\")\n        }\n", with: "            .navigationTitle(\"Notes\")\n        }\n        .navigationViewStyle(.columns)\n")],
             "App/HomeView.swift:7:9: error: HomeView's NavigationView shows its screen in columns (`.navigationViewStyle(.columns)`)"),
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

    /// A `NavigationView` of one screen becomes a `NavigationStack` (the one word, `LineRewrite`), then takes the link and
    /// routes as a stack does; the run says the iPad difference unless the app already asked for a stack style (reduced
    /// from jackychoi26/SwiftUI-MVVM@3561c28, SwiftUI-MVVM/ContentView.swift).
    func testAOneScreenNavigationViewBecomesAStack() throws {
        let contentView = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    NavigationView {
                        DeliveryListView()
                            .navigationTitle("My Deliveries")
                    }
                }
            }
            """
        // Its rows show only while there are deliveries (a branch): no link goes among them (the branch shape of
        // AndreAlmeida-89/TodoList-MVVM@33cf634, TodoList/Views/ListView.swift).
        let list = "import SwiftUI\n\nstruct DeliveryListView: View {\n    let deliveries: [String] = []\n\n    var body: some View {\n"
            + "        ZStack {\n            if deliveries.isEmpty {\n                Text(\"None\")\n            } else {\n                List {\n"
            + "                    ForEach(deliveries, id: \\.self) { delivery in\n                        Text(delivery)\n                    }\n"
            + "                }\n            }\n        }\n    }\n}\n"
        let app = "import SwiftUI\n\n@main\nstruct DeliveriesApp: App {\n    var body: some Scene {\n        WindowGroup {\n            ContentView()\n        }\n    }\n}\n"
        for (style, note) in [("", true), ("\n        .navigationViewStyle(.stack)", false)] {
            try? FileManager.default.removeItem(at: folder)
            let view = contentView.replacingOccurrences(of: "        }\n    }\n}", with: "        }\(style)\n    }\n}")
            let sites = try read(["App/DeliveriesApp.swift": app, "App/ContentView.swift": view, "App/DeliveryListView.swift": list])
            XCTAssertEqual(sites.problems, [], style)
            XCTAssertEqual(sites.rewrites.map { "\($0.file):\($0.line) \($0.old) -> \($0.new)" },
                           ["App/ContentView.swift:5         NavigationView { ->         NavigationStack {"])
            XCTAssertEqual(sites.rewrites.first?.sourceHash, ContentHash.hex(Array(view.utf8)))
            XCTAssertEqual(describe(sites), [
                "routes App/ContentView.swift:8 \"                // scaffold:insert routes\"",
                "link App/ContentView.swift:8 \"                // scaffold:insert links\"",
            ])
            XCTAssertTrue(sites.linksInToolbar)
            XCTAssertEqual(sites.receiver, "DeliveriesApp")
            XCTAssertEqual(sites.notes.count, 1)
            XCTAssertEqual(sites.notes.first?.contains("on iPad its screen now fills the window"), note, sites.notes.first ?? "")
        }
    }

    /// An app whose window UIKit builds (a scene delegate hosting its first SwiftUI view), with no `rootView` set, is
    /// refused before anything is written, at the hosting call, naming the view to set (reduced from
    /// Two-Peas-in-a-Pod/SwiftUI-MVVM-C-Fit-Foodie@8c5aa9f, SwiftUI-MVVM-C/SceneDelegate.swift); with `rootView` set
    /// to that view, its `NavigationView` takes the feature. A hidden link of a generic component the first screen
    /// shows is no row to add a link beside: the link goes to the toolbar.
    func testAUIKitSceneAppIsRefusedUpFrontNamingTheHostedView() throws {
        let files = [
            "App/AppDelegate.swift": "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "App/SceneDelegate.swift": """
                import UIKit
                import SwiftUI

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let contentView = ContentView()
                        if let windowScene = scene as? UIWindowScene {
                            let window = UIWindow(windowScene: windowScene)
                            window.rootViewController = UIHostingController(rootView: contentView)
                            self.window = window
                        }
                    }
                }
                """,
            "App/ContentView.swift": "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n        NavigationView {\n"
                + "            RepoList()\n        }\n    }\n}\n",
            "App/RepoList.swift": "import SwiftUI\n\nstruct RepoList: View {\n    @State private var picked: Bool = false\n\n    var body: some View {\n"
                + "        VStack {\n            Text(\"Repos\")\n            HiddenLink(destination: Text(\"Repo\"), isActive: $picked)\n"
                + "        }\n    }\n}\n",
            "App/HiddenLink.swift": "import SwiftUI\n\nstruct HiddenLink<Destination: View>: View {\n    let destination: Destination\n"
                + "    let isActive: Binding<Bool>\n\n    var body: some View {\n        NavigationLink(destination: destination, isActive: isActive) {\n"
                + "            EmptyView()\n        }\n    }\n}\n",
        ]
        let refused = try read(files)
        XCTAssertEqual(refused.problems.map { "\($0.location.map(String.init(describing:)) ?? ""): \($0.message)" }, [
            "App/SceneDelegate.swift:11:41: SceneDelegate builds its window in UIKit (`UIHostingController(rootView: contentView)`), "
                + "and .scaffold.yml names no SwiftUI view where a feature's screens are reached",
        ])
        XCTAssertTrue(refused.problems.first?.hint?.hasPrefix("set `rootView: { type: ContentView, file: App/ContentView.swift }` in .scaffold.yml") == true,
                      refused.problems.first?.hint ?? "")
        XCTAssertEqual(refused.sites, [])

        try? FileManager.default.removeItem(at: folder)
        let view = ExistingApp.DeclaredType(type: "ContentView", file: "App/ContentView.swift")
        let sites = try read(files, app: ExistingApp(compositionRoot: view, rootView: view))
        XCTAssertEqual(sites.problems, [])
        XCTAssertEqual(sites.rewrites.map(\.line), [5])
        XCTAssertTrue(sites.linksInToolbar, "the hidden link of the generic HiddenLink takes no link beside it")
        XCTAssertEqual(Set(sites.sites.map(\.file)), ["App/ContentView.swift"])
    }

    /// A first screen that hides its navigation bar and has no row of links would hide a toolbar link too: refused at
    /// the modifier, with the anchors to add (reduced from Jake-Russell/Crypto@b3618c7, Cryptocurrency/CryptocurrencyApp.swift).
    func testAFirstScreenHidingItsNavigationBarIsRefused() throws {
        let app = "import SwiftUI\n\n@main\nstruct CryptoApp: App {\n    var body: some Scene {\n        WindowGroup {\n"
            + "            NavigationView {\n                HomeView()\n                    .navigationBarHidden(true)\n            }\n"
            + "            .navigationViewStyle(StackNavigationViewStyle())\n        }\n    }\n}\n"
        let home = "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View {\n        VStack {\n            Text(\"Coins\")\n        }\n    }\n}\n"
        let sites = try read(["App/CryptoApp.swift": app, "App/HomeView.swift": home])
        XCTAssertEqual(sites.problems.map { "\($0.location.map(String.init(describing:)) ?? ""): \($0.message)" }, [
            "App/CryptoApp.swift:9:21: CryptoApp's first screen hides its navigation bar (`.navigationBarHidden(true)`) and has no row of links, "
                + "so the feature's link, a toolbar item there, would not show",
        ])
        XCTAssertTrue(sites.problems.first?.hint?.contains("make the NavigationView a NavigationStack") == true)
        XCTAssertEqual(sites.rewrites, [], "nothing is rewritten where the run stops")
    }

    /// The feature's tab before the closing brace of the home view's TabView (line 11), its case's anchor `tabCase`, its tag.
    private func assertTab(_ files: [String: String], tabCase: String, tag: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let sites = try read(files, app: Self.configured)
        XCTAssertEqual(sites.problems, [], file: file, line: line)
        XCTAssertEqual(Array(describe(sites).dropFirst()), ["tab App/HomeView.swift:11 \"            // scaffold:insert tabs\"", tabCase], file: file, line: line)
        XCTAssertEqual(sites.tabTag, tag, file: file, line: line)
    }

    /// A `TabView(selection:)` tagged by the app's enum: the feature's tab gets a case of that enum, after its last case,
    /// and the tag `Tab.bookmark`; refused where a `switch` lists every case without a `default` (it would stop
    /// compiling), and where the selection's type is a struct of static values (reduced from
    /// hirenrafaliya/pexels-api-swiftui-mvvm@b490bb5, View/ContentView.swift and View/CustomView/TabView.swift).
    func testATabViewSelectedByTheAppsEnumGetsACaseForTheFeaturesTab() throws {
        let home = """
            import SwiftUI

            struct HomeView: View {
                let container: AppContainer
                @State private var currentTab = Tab.photos

                var body: some View {
                    TabView(selection: $currentTab, content: {
                        Text("Photos").tabItem { Text("Photos") }.tag(Tab.photos)
                        Text("Search").tabItem { Text("Search") }.tag(Tab.search)
                    })
                }
            }
            """
        let tab = "enum Tab: String, CaseIterable {\n    case photos\n    case search\n}\n"
        let files = ["App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": home, "App/Tab.swift": tab]
        try assertTab(files, tabCase: "tabCase App/Tab.swift:4 \"    // scaffold:insert tab-cases\"", tag: "Tab.bookmark")

        let titled = tab.replacingOccurrences(of: "}\n", with: "\n    var title: String {\n        switch self {\n        case .photos: \"Photos\"\n"
            + "        case .search: \"Search\"\n        }\n    }\n}\n")
        try? FileManager.default.removeItem(at: folder)
        let switched = try read(files.merging(["App/Tab.swift": titled]) { _, new in new }, app: Self.configured)
        XCTAssertEqual(switched.problems.map { "\($0.location.map(String.init(describing:)) ?? ""): \($0.message)" }, [
            "App/Tab.swift:6:9: HomeView's TabView selects its tabs by Tab, whose cases a `switch` lists without a `default`: "
                + "a case for the feature's tab would stop it compiling",
        ])
        XCTAssertEqual(switched.sites.filter { $0.role == .tab || $0.role == .tabCase }, [])

        let item = "struct Tab: Hashable {\n    let title: String\n\n    static let photos = Tab(title: \"Photos\")\n    static let search = Tab(title: \"Search\")\n}\n"
        try? FileManager.default.removeItem(at: folder)
        let structured = try read(files.merging(["App/Tab.swift": item]) { _, new in new }, app: Self.configured)
        XCTAssertEqual(structured.problems.map(\.message), [
            "HomeView's TabView selects its tabs by `selection:` of type Tab, which is not an enum of the app's: scaffold cannot make a tag of it for a new tab",
        ])
        XCTAssertTrue(structured.problems.first?.hint?.hasPrefix("add `// scaffold:insert tabs` inside the TabView") == true)
    }

    /// The selection kept on a state object the view holds (`$appState.selectedTab`, as
    /// vadimbelyaev/TbilisiCleanups@0fa7030's RootView does with a top-level `MainTab`, and apps whose `AppState`
    /// declares its `enum Tab`): the property is followed into the object's type; an enum declared there is tagged
    /// `AppState.Tab.bookmark` and gets its case in the object's file. An optional selection is refused.
    func testATabViewSelectedThroughAStateObjectGetsACaseOfItsEnum() throws {
        let home = """
            import SwiftUI

            struct HomeView: View {
                let container: AppContainer
                @EnvironmentObject var appState: AppState

                var body: some View {
                    TabView(selection: $appState.selectedTab) {
                        Text("Notes").tabItem { Text("Notes") }.tag(AppState.Tab.notes)
                        Text("About").tabItem { Text("About") }.tag(AppState.Tab.about)
                    }
                }
            }
            """
        let state = """
            import Combine

            final class AppState: ObservableObject {
                enum Tab: Hashable {
                    case notes
                    case about
                }

                @Published var selectedTab: Tab = .notes
            }
            """
        let files = ["App/NotesApp.swift": Self.app, "App/AppContainer.swift": Self.classContainer, "App/HomeView.swift": home, "App/AppState.swift": state]
        try assertTab(files, tabCase: "tabCase App/AppState.swift:7 \"        // scaffold:insert tab-cases\"", tag: "AppState.Tab.bookmark")

        // A top-level enum the object's property names.
        let topLevel = "import Combine\n\nfinal class AppState: ObservableObject {\n    @Published var selectedTab = MainTab.notes\n}\n\n"
            + "enum MainTab {\n    case notes\n    case about\n}\n"
        try? FileManager.default.removeItem(at: folder)
        let plain = try read(files.merging(["App/AppState.swift": topLevel, "App/HomeView.swift": home.replacingOccurrences(of: "AppState.Tab.", with: "MainTab.")]) { _, new in new },
                             app: Self.configured)
        XCTAssertEqual(plain.problems, [])
        XCTAssertEqual(plain.tabTag, "MainTab.bookmark")
        XCTAssertEqual(describe(plain).last, "tabCase App/AppState.swift:10 \"    // scaffold:insert tab-cases\"")

        // A later feature finds the nested enum by the anchor the first one added, and tags its tab the same way.
        try? FileManager.default.removeItem(at: folder)
        let anchored = state.replacingOccurrences(of: "        case about\n", with: "        case about\n        // scaffold:insert tab-cases\n")
        let homeAnchored = home.replacingOccurrences(of: "            Text(\"About\")", with: "            // scaffold:insert tabs\n            Text(\"About\")")
        let later = try read(files.merging(["App/AppState.swift": anchored, "App/HomeView.swift": homeAnchored]) { _, new in new }, app: Self.configured)
        XCTAssertEqual(later.problems, [])
        XCTAssertEqual(later.tabTag, "AppState.Tab.bookmark")

        // A binding the view makes by hand (vadimbelyaev/TbilisiCleanups@3805686's `makeSelectedTabBinding()`): its type
        // is the method's `Binding<…>`; there a switch over every tab stops the run, at that switch.
        let made = home.replacingOccurrences(of: "$appState.selectedTab", with: "makeSelection()").replacingOccurrences(of: "AppState.Tab.", with: "MainTab.")
            .replacingOccurrences(of: "    }\n}", with: """
                    }

                    private func makeSelection() -> Binding<MainTab> {
                        Binding(get: { appState.selectedTab }, set: { newValue in
                            switch newValue {
                            case .notes: break
                            case .about: break
                            }
                            appState.selectedTab = newValue
                        })
                    }
                }
                """)
        try? FileManager.default.removeItem(at: folder)
        let method = try read(files.merging(["App/AppState.swift": topLevel, "App/HomeView.swift": made]) { _, new in new }, app: Self.configured)
        XCTAssertEqual(method.problems.map { "\($0.location.map(String.init(describing:)) ?? ""): \($0.message)" }, [
            "App/HomeView.swift:16:13: HomeView's TabView selects its tabs by MainTab, whose cases a `switch` lists without a `default`: "
                + "a case for the feature's tab would stop it compiling",
        ])
        try? FileManager.default.removeItem(at: folder)
        let unswitched = made.replacingOccurrences(of: "case .about: break", with: "default: break")
        XCTAssertEqual(try read(files.merging(["App/AppState.swift": topLevel, "App/HomeView.swift": unswitched]) { _, new in new }, app: Self.configured).tabTag,
                       "MainTab.bookmark")

        try? FileManager.default.removeItem(at: folder)
        let optional = try read(files.merging(["App/AppState.swift": state.replacingOccurrences(of: "selectedTab: Tab = .notes", with: "selectedTab: Tab? = .notes")]) { _, new in new },
                                app: Self.configured)
        XCTAssertEqual(optional.problems.map(\.message), [
            "HomeView's TabView selects its tabs by `selection:` of the optional type Tab?, whose tags are optionals too (`.tag(Tab.home as Tab?)`), which scaffold does not write",
        ])
        XCTAssertEqual(optional.sites.filter { $0.role == .tab || $0.role == .tabCase }, [])
    }
}
