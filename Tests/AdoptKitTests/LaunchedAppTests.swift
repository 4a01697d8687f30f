import Foundation
import XCTest
@testable import AdoptKit
import ScaffoldCore

/// Apps launched without a `@main` App: a `main.swift` (or a `@main` launcher type) running the SwiftUI App's `main()`,
/// behind a test-swap or not, and UIKit launches whose delegate hosts the first SwiftUI view. Adopt names the root view
/// as it does for a `@main` App, and `feature` registers into the launched App as into a `@main` one.
final class LaunchedAppTests: RegistrationSiteTestCase {
    static let swap = """
        import SwiftUI

        if NSClassFromString("XCTestCase") == nil {
            NotesApp.main()
        } else {
            TestApp.main()
        }
        """

    static let apps = "import SwiftUI\n\nstruct NotesApp: App {\n    var body: some Scene { WindowGroup { HomeView() } }\n}\n\n"
        + "struct TestApp: App {\n    var body: some Scene { WindowGroup { TestHostView() } }\n}\n"

    static let home = """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Notes") {
                            Text("Notes")
                        }
                    }
                }
            }
        }
        """

    static let testHost = "import SwiftUI\n\nstruct TestHostView: View {\n    var body: some View {\n        NavigationStack {\n            Text(\"Tests\")\n        }\n    }\n}\n"

    func testAMainSwiftLaunchNamesTheRealAppsFirstScreen() {
        let inventory = Inventory(files: [
            swiftFile("App/main.swift", Self.swap),
            swiftFile("App/Apps.swift", Self.apps),
            swiftFile("App/TestHostView.swift", Self.testHost),
            swiftFile("App/HomeView.swift", Self.home),
        ])
        let view = RootViewInference(inventory: inventory).infer(container: nil)
        XCTAssertEqual(view.values["rootView.type"], "HomeView")
        XCTAssertEqual(view.values["rootView.file"], "App/HomeView.swift")
        XCTAssertEqual(view.inferences.first?.reason, "the first view NotesApp shows, the App launched without @main (main.swift or a launcher's main())")
        XCTAssertEqual(view.questions.map(\.key), [])
        // The test host's App is no entry: without the launch, neither is the real one.
        let unlaunched = Inventory(files: Array(inventory.files.dropFirst()))
        XCTAssertEqual(RootViewInference(inventory: unlaunched).infer(container: nil).questions.map(\.key), ["rootView"])
    }

    func testALauncherTypeIsFollowedToo() {
        let launcher = "import SwiftUI\n\n@main\nenum AppLauncher {\n    static func main() {\n        guard NSClassFromString(\"XCTest\") == nil else {\n"
            + "            TestApp.main()\n            return\n        }\n        NotesApp.main()\n    }\n}\n"
        let inventory = Inventory(files: [
            swiftFile("App/AppLauncher.swift", launcher), swiftFile("App/Apps.swift", Self.apps),
            swiftFile("App/TestHostView.swift", Self.testHost), swiftFile("App/HomeView.swift", Self.home),
        ])
        XCTAssertEqual(RootViewInference(inventory: inventory).infer(container: nil).values["rootView.type"], "HomeView")
    }

    func testAUIKitLaunchNamesTheViewItsSceneDelegateHosts() {
        let scene = """
            import UIKit
            import SwiftUI

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIHostingController(rootView: HomeView())
                    self.window = window
                }
            }
            """
        let inventory = Inventory(files: [
            swiftFile("App/main.swift", "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))\n"),
            swiftFile("App/AppDelegate.swift", "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
            swiftFile("App/SceneDelegate.swift", scene),
            swiftFile("App/HomeView.swift", Self.home),
        ])
        let view = RootViewInference(inventory: inventory).infer(container: nil)
        XCTAssertEqual(view.values["rootView.type"], "HomeView")
        XCTAssertEqual(view.inferences.first?.evidence.first.map { "\($0.file):\($0.line ?? 0)" }, "App/SceneDelegate.swift:10")
        XCTAssertEqual(view.inferences.first?.reason, "the SwiftUI view SceneDelegate shows in a UIHostingController")
    }

    func testALaunchItCannotFollowSaysWhichKeyToSet() {
        let inventory = Inventory(files: [
            swiftFile("App/main.swift", "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n"),
            swiftFile("App/HomeView.swift", Self.home),
        ])
        let view = RootViewInference(inventory: inventory).infer(container: nil)
        XCTAssertEqual(view.questions.map(\.key), ["rootView"])
        XCTAssertEqual(view.questions.first?.question,
                       "which view is the app's first screen? App/main.swift:3 starts the app with "
                        + "`UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)`, which adopt cannot follow to a SwiftUI App or to a "
                        + "UIHostingController's root view: set `rootView` to the SwiftUI view the window shows first")
    }

    /// `feature` registers into the launched App as into a `@main` one: the App is the root (static builders), its
    /// first screen's stack takes the link and routes — the real app's, never the test host's.
    func testFeatureRegistersIntoTheAppMainSwiftLaunches() throws {
        let result = try read([
            "App/main.swift": Self.swap, "App/Apps.swift": Self.apps, "App/TestHostView.swift": Self.testHost, "App/HomeView.swift": Self.home,
        ])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.container, ExistingApp.DeclaredType(type: "NotesApp", file: "App/Apps.swift"))
        XCTAssertTrue(result.containerIsApp)
        XCTAssertEqual(result.receiver, "NotesApp")
        XCTAssertEqual(result.sites.map { "\($0.role.rawValue) \($0.file)" }.sorted(), ["link App/HomeView.swift", "routes App/HomeView.swift"])
    }
}
