import Foundation
import XCTest
@testable import AdoptKit
import ScaffoldCore

/// A root stack whose first screen is a splash the app leaves at once: the feature's link goes on the screen it
/// pushes (reduced from JunpeiAbe/Trip@6b1a65f: `SplashView`'s `.task` calls `state.firstLoad()`, which pushes
/// `.main`, shown as `MainView`); a splash covered at once by a `fullScreenCover` leads to the stack inside the cover.
/// Pushes that do not always run, and pushed screens that cannot be told, are not guessed at.
final class TransientScreenTests: RegistrationSiteTestCase {
    static let app = "import SwiftUI\n\n@main\nstruct TripApp: App {\n    var body: some Scene {\n        WindowGroup {\n            RootView()\n        }\n    }\n}\n"

    static func root(splashModifier: String = "") -> String {
        """
        import SwiftUI

        struct RootView: View {
            @State private var router = AppRouter()

            var body: some View {
                NavigationStack(path: $router.path) {
                    SplashView(state: SplashViewState(router: router))\(splashModifier)
                        .navigationDestination(for: AppRoute.self) { route in
                            switch route {
                            case .login:
                                Text("Login")
                            case .main:
                                MainView()
                            }
                        }
                }
            }
        }
        """
    }

    static let router = """
        import Observation

        @MainActor @Observable
        final class AppRouter {
            var path: [AppRoute] = []

            func push(_ route: AppRoute) {
                path.append(route)
            }
        }

        enum AppRoute: Hashable {
            case login
            case main
        }
        """

    static func splash(task: String) -> String {
        """
        import SwiftUI

        struct SplashView: View {
            @State var state: SplashViewState

            var body: some View {
                HStack {
                    Image(systemName: "airplane")
                }
                .task {
        \(task)
                }
            }
        }

        @MainActor @Observable
        final class SplashViewState {
            private let router: AppRouter

            init(router: AppRouter) {
                self.router = router
            }

            func firstLoad() {
                router.push(.main)
            }
        }
        """
    }

    static let main = """
        import SwiftUI

        struct MainView: View {
            var body: some View {
                VStack {
                    Button("Detail") {}
                }
                .navigationTitle("Main")
            }
        }
        """

    func testTheLinkGoesOnTheScreenTheSplashPushes() throws {
        let result = try read([
            "App/TripApp.swift": Self.app, "App/RootView.swift": Self.root(), "App/AppRouter.swift": Self.router,
            "App/SplashView.swift": Self.splash(task: "            state.firstLoad()"), "App/MainView.swift": Self.main,
        ])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(describe(result), [
            "routeCase App/AppRouter.swift:15 \"    // scaffold:insert route-cases\"",
            "routeDestination App/RootView.swift:15 \"                    // scaffold:insert route-destinations\"",
            "link App/MainView.swift:9 \"        // scaffold:insert links\"",
        ])
        XCTAssertTrue(result.linksInToolbar)
        XCTAssertEqual(result.notes, [
            "SplashView, the stack's first screen, leaves at once (`state.firstLoad() → router.push(.main)`): the Bookmark link goes on MainView, "
                + "the screen it pushes (App/MainView.swift)",
        ])
    }

    func testAPushInTheStacksOwnModifierAfterADelayCountsToo() throws {
        let result = try read([
            "App/TripApp.swift": Self.app,
            "App/RootView.swift": Self.root(splashModifier: "\n                    .onAppear {\n                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n"
                + "                            router.push(.main)\n                        }\n                    }"),
            "App/AppRouter.swift": Self.router, "App/SplashView.swift": Self.splash(task: "            print(\"shown\")"), "App/MainView.swift": Self.main,
        ])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.sites.filter { $0.role == .link }.map(\.file), ["App/MainView.swift"])
    }

    /// A push under a condition (a login check) does not always leave: the first screen keeps the link.
    func testAConditionalPushIsNoSplash() throws {
        let result = try read([
            "App/TripApp.swift": Self.app, "App/RootView.swift": Self.root(), "App/AppRouter.swift": Self.router,
            "App/SplashView.swift": Self.splash(task: "            if Bool.random() {\n                state.firstLoad()\n            }"), "App/MainView.swift": Self.main,
        ])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.sites.filter { $0.role == .link }.map(\.file), ["App/RootView.swift"])
        XCTAssertEqual(result.notes, [])
    }

    /// A splash pushing a route no destination of the stack shows as one of the app's views: refused at the push's
    /// closure, with the anchor to add, rather than a link on a screen no one sees.
    func testASplashPushingAScreenItCannotTellIsRefused() throws {
        let root = Self.root().replacingOccurrences(of: "MainView()", with: "Text(\"Main\")")
        let result = try read([
            "App/TripApp.swift": Self.app, "App/RootView.swift": root, "App/AppRouter.swift": Self.router,
            "App/SplashView.swift": Self.splash(task: "            state.firstLoad()"),
        ])
        XCTAssertEqual(result.problems.map { "\($0.location.map(String.init(describing:)) ?? ""): \($0.message)" }, [
            "App/SplashView.swift:10:15: SplashView, the first screen of the app's NavigationStack, leaves at once (`state.firstLoad() → router.push(.main)` "
                + "when it shows), and scaffold cannot tell which of the app's views it pushes, so a link to the feature there would not stay on screen",
        ])
        XCTAssertEqual(result.problems.first?.hint, "add `// scaffold:insert links` where a link to the feature should show on the screen it pushes, then run again")
    }

    static let coverRoot = """
        import SwiftUI

        struct RootView: View {
            @State private var isActive = false

            var body: some View {
                SplashView()
                    .fullScreenCover(isPresented: $isActive) {
                        MainView()
                    }
                    .onAppear {
        %@
                    }
            }
        }
        """

    static let stackedMain = "import SwiftUI\n\nstruct MainView: View {\n    var body: some View {\n        NavigationStack {\n"
        + "            Text(\"Trips\")\n                .navigationTitle(\"Trips\")\n        }\n    }\n}\n"

    /// A splash under a `fullScreenCover` it presents as soon as it shows: the stack inside the cover takes the
    /// feature. A cover shown only on a condition is not followed: no stack, refused as before.
    func testACoverShownAtOnceLeadsToItsStack() throws {
        let splash = "import SwiftUI\n\nstruct SplashView: View {\n    var body: some View {\n        Text(\"Trip\")\n    }\n}\n"
        let shown = try read([
            "App/TripApp.swift": Self.app, "App/SplashView.swift": splash, "App/MainView.swift": Self.stackedMain,
            "App/RootView.swift": Self.coverRoot.replacingOccurrences(of: "%@", with: "                withAnimation {\n                    isActive = true\n                }"),
        ])
        XCTAssertEqual(shown.problems, [])
        XCTAssertEqual(Set(shown.sites.map(\.file)), ["App/MainView.swift"])

        try? FileManager.default.removeItem(at: folder)
        let conditional = try read([
            "App/TripApp.swift": Self.app, "App/SplashView.swift": splash, "App/MainView.swift": Self.stackedMain,
            "App/RootView.swift": Self.coverRoot.replacingOccurrences(of: "%@", with: "                isActive = Bool.random()"),
        ])
        XCTAssertEqual(conditional.problems.map(\.message), ["scaffold found no NavigationStack or TabView where TripApp shows its screens"])
    }
}
