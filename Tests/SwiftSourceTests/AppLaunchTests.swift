@testable import SwiftSource
import SwiftParser
import SwiftSyntax
import XCTest

/// How an app without a `@main` App starts, read from `main.swift` or a launcher's own `main()`: the launched type, and
/// under a test-swap the one that runs without tests (the shapes of mokacoding/TestAppDelegateExample, vcoutasso/Foodlitzer,
/// SNNafi/UnitTestLearning-iOS and peaks-cc/iOS_architecture_samplecode's launches).
final class AppLaunchTests: XCTestCase {
    private func launch(_ source: String) -> AppLaunch? {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "main.swift", tree: tree)
        return AppLaunch.read(tree.statements) { Position(line: converter.location(for: $0).line, column: converter.location(for: $0).column) }
    }

    private func launcher(_ source: String) -> AppLaunch? {
        let tree = Parser.parse(source: source)
        guard case .decl(let decl) = tree.statements.first?.item, let group = decl.asProtocol(DeclGroupSyntax.self) else { return nil }
        return AppLaunch.read(staticMainOf: group) { _ in Position(line: 1, column: 1) }
    }

    func testATypesMainIsTheLaunchedApp() {
        let found = launch("import SwiftUI\n\nNotesApp.main()\n")
        XCTAssertEqual(found, AppLaunch(kind: .typeMain, type: "NotesApp", call: "NotesApp.main()", position: Position(line: 3, column: 1)))
    }

    func testTheTestSwapIsFollowedToTheAppThatRunsWithoutTests() {
        XCTAssertEqual(launch("if NSClassFromString(\"XCTestCase\") == nil {\n    NotesApp.main()\n} else {\n    TestApp.main()\n}")?.type, "NotesApp")
        XCTAssertEqual(launch("if NSClassFromString(\"XCTestCase\") != nil {\n    EmptyApp.main()\n} else {\n    SmartApp.main()\n}")?.type, "SmartApp")
        XCTAssertEqual(launch("if !isRunningTests {\n    NotesApp.main()\n} else {\n    TestApp.main()\n}")?.type, "NotesApp")
        // The test branch returns early: the app is launched after it.
        XCTAssertEqual(launch("if NSClassFromString(\"XCTestCase\") != nil {\n    TestApp.main()\n} \nShopApp.main()")?.type, "ShopApp")
    }

    func testABranchOnSomethingElseNamesNoType() {
        let found = launch("if UserDefaults.standard.bool(forKey: \"new\") {\n    NewApp.main()\n} else {\n    OldApp.main()\n}")
        XCTAssertEqual(found?.kind, .typeMain)
        XCTAssertNil(found?.type)
        XCTAssertEqual(found?.call, "NewApp.main()")
    }

    func testALauncherTypesOwnMainIsRead() {
        let source = """
            @main
            enum AppLauncher {
                static func main() throws {
                    if NSClassFromString("XCTest") == nil {
                        Application.main()
                    } else {
                        TestApp.main()
                    }
                }
            }
            """
        XCTAssertEqual(launcher(source)?.type, "Application")
        let guarded = "@main enum SwimmeeMain {\n    static func main() {\n        guard NSClassFromString(\"XCTest\") == nil else {\n"
            + "            SwimmeeAppForTesting.main()\n            return\n        }\n        SwimmeeApp.main()\n    }\n}"
        XCTAssertEqual(launcher(guarded)?.type, "SwimmeeApp")
        XCTAssertNil(launcher("struct Tool {\n    func main() { Other.main() }\n}"), "an instance method is no launch")
    }

    func testUIApplicationMainNamesItsDelegate() {
        XCTAssertEqual(launch("UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))"),
                       AppLaunch(kind: .uiApplicationMain, type: "AppDelegate",
                                 call: "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))",
                                 position: Position(line: 1, column: 1)))
        let fallback = "let appDelegateClass: AnyClass = NSClassFromString(\"TestingAppDelegate\") ?? AppDelegate.self\n"
            + "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(appDelegateClass))"
        XCTAssertEqual(launch(fallback)?.type, "AppDelegate")
        let ternary = "let isRunningTests = NSClassFromString(\"XCTestCase\") != nil\n"
            + "let appDelegateClass = isRunningTests ? nil : NSStringFromClass(AppDelegate.self)\n"
            + "_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, appDelegateClass)"
        XCTAssertEqual(launch(ternary)?.type, "AppDelegate")
        let function = "private func delegateClassName() -> String? {\n    return NSClassFromString(\"XCTestCase\") == nil ? "
            + "NSStringFromClass(AppDelegate.self) : nil\n}\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClassName())"
        XCTAssertEqual(launch(function)?.type, "AppDelegate")
        XCTAssertEqual(launch("UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, \"Shop.AppDelegate\")")?.type, "AppDelegate")
        let plist = launch("UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)")
        XCTAssertEqual(plist?.kind, .uiApplicationMain)
        XCTAssertNil(plist?.type, "the delegate Info.plist names")
    }

    func testCodeThatLaunchesNothingIsNoLaunch() {
        XCTAssertNil(launch("import Foundation\n\nstruct Wallet {}\nprint(\"hello\")\nlet x = compute()"))
    }
}
