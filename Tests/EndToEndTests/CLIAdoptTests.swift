import Foundation
import XCTest

/// `scaffold adopt`, then `feature` and `plan` in the adopted app, as a user runs them: adopt writes only
/// `.scaffold.yml` and says where each value came from; a feature registers into the app's own container and where
/// it navigates (adding scaffold's anchors there), never redeclares a type the app has, and refuses a shape it cannot
/// edit safely.
final class CLIAdoptTests: XCTestCase {
    private func adopted(_ fixture: String) throws -> (workspace: Workspace, folder: String) {
        let workspace = try Workspace("adopt")
        let folder = try AdoptedApps.copy(fixture, into: workspace)
        return (workspace, folder)
    }

    /// Every one of the suite's adopted apps, adopted and given its two features (`addFeatures`), its tree before and
    /// after, by fixture: made once (30 runs) for the tests that read them.
    private static let everyAppWithFeatures = Result { () throws -> [String: (before: TreeSnapshot, after: TreeSnapshot)] in
        let workspace = try Workspace("adopt-all")
        var trees: [String: (before: TreeSnapshot, after: TreeSnapshot)] = [:]
        for app in AdoptedApps.all {
            let folder = try AdoptedApps.copy(app.fixture, into: workspace)
            let before = try TreeSnapshot(of: workspace.directory.path(folder))
            try workspace.addFeatures(of: app, in: folder)
            trees[app.fixture] = (before, try TreeSnapshot(of: workspace.directory.path(folder)))
        }
        return trees
    }

    /// One of the suite's adopted apps with its two features: its tree.
    private func withFeatures(_ fixture: String) throws -> (app: AdoptedApps.App, tree: TreeSnapshot) {
        let app = try XCTUnwrap(AdoptedApps.all.first { $0.fixture == fixture })
        return (app, try XCTUnwrap(Self.everyAppWithFeatures.get()[fixture]).after)
    }

    func testAdoptWritesOnlyTheConfigurationAndSaysWhatItReadFrom() throws {
        let (workspace, folder) = try adopted("CleanContainer")
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        let output = try workspace.run(["adopt", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let changed = try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before)
        XCTAssertEqual(changed.filter { !$0.hasPrefix(".scaffold/") }, [".scaffold.yml"], "adopt changes no source file")
        for line in [
            "Read 11 Swift files, 1 Xcode project (2 targets).",
            "  preset  ", "  compositionRoot.type", "AppContainer", "from NotesApp uses AppContainer (Notes/App/NotesApp.swift:6)",
            "  style.implementationName", "{name}Impl", "  create     .scaffold.yml",
        ] {
            XCTAssertTrue(output.stdout.contains(line), "missing \"\(line)\":\n\(output.stdout)")
        }
        let config = try String(contentsOf: workspace.directory.path("\(folder)/.scaffold.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("adopted: true"), config)
        XCTAssertTrue(config.contains("  implementationName: \"{name}Impl\""), config)
    }

    func testAnExistingConfigurationIsKeptWithoutForce() throws {
        let (workspace, folder) = try adopted("CleanContainer")
        try "preset: layered\n".write(to: workspace.directory.path("\(folder)/.scaffold.yml"), atomically: true, encoding: .utf8)

        let refused = try workspace.run(["adopt", "--root", folder])
        XCTAssertEqual(refused.exitCode, 3, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("conflict  .scaffold.yml"), refused.transcript)
        XCTAssertEqual(try String(contentsOf: workspace.directory.path("\(folder)/.scaffold.yml"), encoding: .utf8), "preset: layered\n")

        let dryRun = try workspace.run(["adopt", "--root", folder, "--dry-run"])
        XCTAssertEqual(dryRun.exitCode, 3, "a dry run ends as the real run would:\n\(dryRun.transcript)")
        XCTAssertTrue(dryRun.stdout.contains("+adopted: true"), "the dry run shows the diff:\n\(dryRun.stdout)")

        let forced = try workspace.run(["adopt", "--root", folder, "--force"])
        XCTAssertEqual(forced.exitCode, 0, forced.transcript)
        XCTAssertTrue(try String(contentsOf: workspace.directory.path("\(folder)/.scaffold.yml"), encoding: .utf8).contains("preset: clean"))
    }

    func testAFeatureRegistersIntoTheAppsContainerAndRootView() throws {
        let (workspace, folder) = try adopted("CleanContainer")
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)

        let output = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        for path in [
            "Notes/domain/Entities/Bookmark.swift", "Notes/domain/Repositories/BookmarkRepository.swift",
            "Notes/Data/Repositories/BookmarkRepositoryImpl.swift", "Notes/domain/UseCases/CreateBookmarkUseCase.swift",
            "Notes/Presentation/Bookmark/BookmarkListView.swift", "Notes/App/AppContainer+Bookmark.swift",
            "NotesTests/BookmarkRepositoryImplTests.swift",
        ] {
            XCTAssertNotNil(tree.text(path), "\(path) was not written:\n\(tree.paths.joined(separator: "\n"))")
        }
        for unwanted in ["AppCoordinator", "AppDependencies", "BookmarkCoordinator", "Tests/NotesTests"] {
            XCTAssertFalse(tree.paths.contains { $0.contains(unwanted) }, "\(unwanted) was generated:\n\(tree.paths.joined(separator: "\n"))")
        }
        XCTAssertEqual(tree.paths.filter { $0.hasSuffix("/HomeView.swift") && !$0.hasPrefix(".scaffold/backup/") }, ["Notes/App/HomeView.swift"], "a second HomeView")
        let container = try XCTUnwrap(tree.text("Notes/App/AppContainer.swift"))
        XCTAssertTrue(container.contains("""
                // scaffold:begin feature:Bookmark
                /// Bookmark: the store of bookmarks its screens share; its factories are in `AppContainer+Bookmark.swift`.
                let bookmarkRepository: any BookmarkRepository = BookmarkRepositoryImpl(dataSource: BookmarkLocalDataSource())
                // scaffold:end feature:Bookmark

                // scaffold:insert features
            """), container)
        let home = try XCTUnwrap(tree.text("Notes/App/HomeView.swift"))
        XCTAssertTrue(home.contains("NavigationLink(\"Bookmarks\", value: BookmarkRoute.list)"), home)
        XCTAssertTrue(home.contains("container.bookmarkScreen(for: route)"), home)
        XCTAssertTrue(try XCTUnwrap(tree.text("Notes/App/AppContainer+Bookmark.swift")).contains("extension AppContainer {"))
        XCTAssertFalse(output.stdout.contains("To reach Bookmark"), "everything was inserted, nothing to paste:\n\(output.stdout)")

        let again = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])
        XCTAssertEqual(again.exitCode, 0, "a feature runs again over its own types:\n\(again.transcript)")
        XCTAssertFalse(again.stdout.contains("update "), "nothing changed:\n\(again.stdout)")
    }

    func testWithoutAnchorsTheFeatureAddsThemWhereTheCodeIsShownFirstInADryRunAndKeepsACopy() throws {
        let (workspace, folder) = try adopted("CleanContainer")
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        var originals: [String: String] = [:]
        for file in ["Notes/App/AppContainer.swift", "Notes/App/HomeView.swift"] {
            let url = workspace.directory.path("\(folder)/\(file)")
            let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("scaffold:insert") }.joined(separator: "\n")
            try text.write(to: url, atomically: true, encoding: .utf8)
            originals[file] = text
        }
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        let dryRun = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder, "--dry-run"])

        XCTAssertEqual(dryRun.exitCode, 0, dryRun.transcript)
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before), [], "a dry run writes nothing")
        for line in [
            "  update     Notes/App/AppContainer.swift", "--- a/Notes/App/AppContainer.swift",
            "     let noteRepository: any NoteRepository\n+    // scaffold:begin feature:Bookmark\n",
            "+    // scaffold:insert features\n", "+                // scaffold:insert links\n", "+            // scaffold:insert routes\n",
        ] {
            XCTAssertTrue(dryRun.stdout.contains(line), "missing \"\(line)\":\n\(dryRun.stdout)")
        }

        let output = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(output.stdout.contains("To reach Bookmark"), "nothing to paste:\n\(output.stdout)")
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        let home = try XCTUnwrap(tree.text("Notes/App/HomeView.swift"))
        XCTAssertTrue(home.contains("""
                            NavigationLink("Bookmarks", value: BookmarkRoute.list)
                            // scaffold:end feature:Bookmark.link

                            // scaffold:insert links
                        }
                        .navigationTitle("Notes")
                        // scaffold:begin feature:Bookmark.routes
            """), home)
        XCTAssertTrue(try XCTUnwrap(tree.text("Notes/App/AppContainer.swift")).contains("    // scaffold:insert features\n\n    init() {"))
        let backup = try XCTUnwrap(output.stdout.split(separator: "\n").first { $0.hasPrefix("kept a copy of your files scaffold edited in ") })
        let copies = String(backup.dropFirst("kept a copy of your files scaffold edited in ".count).dropLast())
        for (file, original) in originals {
            XCTAssertEqual(tree.text("\(copies)/\(file)"), original, "the copy of \(file) is what it held before")
        }

        // A second feature goes beside the first, before the anchors the first run added.
        let second = try workspace.run(["feature", "Tag", "name:String", "--root", folder])
        XCTAssertEqual(second.exitCode, 0, second.transcript)
        let again = try XCTUnwrap(TreeSnapshot(of: workspace.directory.path(folder)).text("Notes/App/HomeView.swift"))
        XCTAssertEqual(again.components(separatedBy: "// scaffold:insert links").count, 2, again)
        XCTAssertTrue(again.contains("NavigationLink(\"Tags\", value: TagRoute.list)"), again)
    }

    /// The App holds the container (`private var diContainer`) and its WindowGroup the NavigationStack, while the root
    /// view adopt names is a screen inside it (reduced from StepanFriedl/SwiftUI-CleanArchitecture-Example): the
    /// first feature's routes call the App's property, and so must the second's, which finds the first's anchors (it
    /// called `container`, which no type declares, and the app stopped building).
    func testALaterFeatureCallsTheContainerWhereTheNavigatingAppHoldsIt() throws {
        let workspace = try Workspace("adopt-app-stack")
        let folder = try AdoptedApps.copy("AppStackContainer", into: workspace)
        let config = """
            adopted: true
            preset: layered
            module: Movies
            sources: Movies
            compositionRoot:
              type: DIContainer
              file: Movies/DIContainer.swift
            rootView:
              type: MoviesView
              file: Movies/MoviesView.swift
            """
        try workspace.directory.write(config + "\n", to: "\(folder)/.scaffold.yml")

        for (feature, field) in [("Watchlist", "title:String"), ("Review", "body:String")] {
            let output = try workspace.run(["feature", feature, field, "--root", folder])
            XCTAssertEqual(output.exitCode, 0, output.transcript)
        }

        let app = try String(contentsOf: workspace.directory.path("\(folder)/Movies/MoviesApp.swift"), encoding: .utf8)
        XCTAssertTrue(app.contains("diContainer.watchlistScreen(for: route)"), app)
        XCTAssertTrue(app.contains("diContainer.reviewScreen(for: route)"), app)
        XCTAssertFalse(app.contains(" container."), app)
    }

    /// A shape scaffold cannot edit safely stops the run at its place, with what to do; nothing is written.
    func testAShapeItCannotEditIsRefusedAndNothingIsWritten() throws {
        let (workspace, folder) = try adopted("TabsStructContainer")
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        let rootView = workspace.directory.path("\(folder)/Sources/Journal/App/RootView.swift")
        let selected = try String(contentsOf: rootView, encoding: .utf8)
            .replacingOccurrences(of: "    let container: JournalContainer\n", with: "    let container: JournalContainer\n    @State private var tab = 0\n")
            .replacingOccurrences(of: "TabView {", with: "TabView(selection: $tab) {")
        try selected.write(to: rootView, atomically: true, encoding: .utf8)
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        for command in ["feature", "plan"] {
            let output = try workspace.run([command, "Bookmark", "title:String", "url:String", "--root", folder])

            XCTAssertEqual(output.exitCode, 4, output.transcript)
            for line in [
                "scaffold: error: scaffold cannot register the feature in the app's own code safely (1 place); nothing was written",
                "Sources/Journal/App/RootView.swift:9:9: error: RootView's TabView selects its tabs by `selection:`",
                "hint: add `// scaffold:insert tabs` inside the TabView",
            ] {
                XCTAssertTrue(output.stderr.contains(line), "\(command): missing \"\(line)\":\n\(output.stderr)")
            }
        }
        let json = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder, "--json"])
        XCTAssertTrue(json.stdout.contains("\"kind\" : \"uneditableRoot\""), json.transcript)
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before), [])
    }

    /// A hand-written configuration that names no root of the app's: the preset's root would declare a second
    /// `HomeView`, which the collision check finds in the files the run would write.
    func testAConfigurationWithoutRootKeysNeverDeclaresASecondHomeView() throws {
        let (workspace, folder) = try adopted("CleanContainer")
        try "preset: clean\nmodule: Notes\nsources: Notes\ntests: NotesTests\n"
            .write(to: workspace.directory.path("\(folder)/.scaffold.yml"), atomically: true, encoding: .utf8)
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        let output = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])

        XCTAssertEqual(output.exitCode, 4, output.transcript)
        for line in [
            "Notes/App/HomeView.swift:4:8: error: `HomeView` is already declared here; the Bookmark feature would declare it again as part of "
                + "the preset's composition root and first screen (Notes/App/AppDependencies.swift)",
            "hint: the app has a root of its own: run `scaffold adopt`",
        ] {
            XCTAssertTrue(output.stderr.contains(line), "missing \"\(line)\":\n\(output.stderr)")
        }
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before), [])
    }

    /// Each fixture app, adopted and given two features (the second reading the first's records), names both
    /// features' routes in files it had before: the new lists are reachable.
    func testEveryFixtureAppReachesBothFeaturesFromItsOwnFiles() throws {
        let trees = try Self.everyAppWithFeatures.get()
        for app in AdoptedApps.all {
            let (before, after) = try XCTUnwrap(trees[app.fixture])
            for feature in [app.feature[0], app.reader] {
                let route = Self.routeNames(feature)
                let naming = before.paths.filter { path in
                    path.hasSuffix(".swift") && route.contains { after.text(path)?.contains($0) == true }
                }
                XCTAssertFalse(naming.isEmpty, "\(app.fixture): no file it had names \(feature)'s list")
            }
        }
    }

    /// A stack whose path is the router's `[Route]` (Tests/Fixtures/Adopt/TypedPathRouter): both features join the
    /// router — a case of `Route`, its destination in the app's switch, a link among the first screen's rows — and
    /// every push of their own screens is a `Route` value, the only kind that path holds; no `navigationDestination`
    /// of the features' own is added.
    func testATypedPathsRouterCarriesEveryPushOfTheFeatures() throws {
        let tree = try withFeatures("TypedPathRouter").tree
        let route = try XCTUnwrap(tree.text("Sources/Trails/Navigation/Route.swift"))
        for line in ["    case bookmark(BookmarkRoute)", "    case note(NoteRoute)"] {
            XCTAssertTrue(route.contains(line), "missing \(line):\n\(route)")
        }
        let root = try XCTUnwrap(tree.text("Sources/Trails/App/RootView.swift"))
        for line in [
            "NavigationLink(\"Bookmarks\", value: Route.bookmark(.list))", "case .bookmark(let route):", "container.bookmarkScreen(for: route)",
            "NavigationLink(\"Notes\", value: Route.note(.list))", "container.noteScreen(for: route)",
        ] {
            XCTAssertTrue(root.contains(line), "missing \(line):\n\(root)")
        }
        XCTAssertEqual(root.components(separatedBy: "navigationDestination").count, 2, "only the app's own:\n\(root)")
        let lists = tree.paths.filter { $0.hasSuffix("ListView.swift") && $0 != "Sources/Trails/Trails/TrailListView.swift" }
        XCTAssertEqual(lists.count, 2, tree.paths.joined(separator: "\n"))
        for path in lists {
            let list = try XCTUnwrap(tree.text(path))
            XCTAssertTrue(list.contains("NavigationLink(value: Route."), list)
            XCTAssertFalse(list.contains("Route.edit("), "a push the [Route] path cannot hold:\n\(list)")
        }
    }

    /// An app launched from `main.swift` (Tests/Fixtures/Adopt/MainSwiftLaunch: no `@main`, a test host swapped in
    /// under tests) whose stack starts on a splash that pushes the home screen at once: adopt names the launched App's
    /// root view, the features are static members of that App, and their links go on the home screen, never on the
    /// splash or the test host's screen.
    func testAnAppLaunchedFromMainSwiftGetsItsLinksOnTheScreenTheSplashPushes() throws {
        let (app, tree) = try withFeatures("MainSwiftLaunch")
        let config = try XCTUnwrap(tree.text(".scaffold.yml"))
        XCTAssertTrue(config.contains("  type: RootView "), config)
        let home = try XCTUnwrap(tree.text("Sources/Logbook/App/HomeView.swift"))
        for line in ["NavigationLink(\"Bookmarks\", value: Route.bookmark(.list))", "NavigationLink(\"Notes\", value: Route.note(.list))"] {
            XCTAssertTrue(home.contains(line), "missing \(line):\n\(home)")
        }
        let root = try XCTUnwrap(tree.text("Sources/Logbook/App/RootView.swift"))
        XCTAssertTrue(root.contains("LogbookApp.bookmarkScreen(for: route)"), root)
        for path in ["Sources/Logbook/App/SplashView.swift", "Sources/Logbook/App/TestHostApp.swift", "Sources/Logbook/App/main.swift"] {
            let original = try String(contentsOf: AdoptedApps.fixtures.appendingPathComponent("\(app.fixture)/\(path)"), encoding: .utf8)
            XCTAssertEqual(tree.text(path), original, "\(path) is not scaffold's to edit")
        }
    }

    /// How a file names a feature's list: its route's type, or its case in the app's route enum.
    private static func routeNames(_ feature: String) -> [String] {
        ["\(feature)Route.list", "\(feature)Route.self", "\(feature.prefix(1).lowercased() + feature.dropFirst())Screen(for: .list)",
         ".\(feature.prefix(1).lowercased() + feature.dropFirst())(.list)"]
    }

    func testAFeatureNeverRedeclaresATypeTheAppHasAndWritesNothing() throws {
        let (workspace, folder) = try adopted("CleanContainer")
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        let before = try TreeSnapshot(of: workspace.directory.path(folder))

        for command in ["feature", "plan"] {
            let output = try workspace.run([command, "Note", "text:String", "--root", folder])

            XCTAssertEqual(output.exitCode, 4, output.transcript)
            for line in [
                "scaffold: error: the feature would declare 9 types the module already has; nothing was written",
                "Notes/domain/Entities/Note.swift:4:20: error: `Note` is already declared here; the Note feature would declare it again as the entity",
                "Notes/Data/Repositories/NoteRepositoryImpl.swift:4:7: error: `NoteRepositoryImpl` is already declared here",
                "hint: rename the feature's type: set `style.implementationName` or `style.naming` in .scaffold.yml",
                "Notes/Presentation/Notes/NoteListView.swift:4:8: error: `NoteListView`",
                "NotesTests/NoteRepositoryImplTests.swift:5:25: error: `NoteRepositoryImplTests`",
            ] {
                XCTAssertTrue(output.stderr.contains(line), "\(command): missing \"\(line)\":\n\(output.stderr)")
            }
        }
        XCTAssertEqual(try TreeSnapshot(of: workspace.directory.path(folder)).changedPaths(since: before), [])
    }

    /// As issue 34's check types it: a service locator's app (`ServiceContainer.shared`, held by no view) adopted, then
    /// `feature Note body:String bookmarkID:Bookmark` — a reference by the shorthand — routed through the shared
    /// instance from the app's own router, and saved as a spec that reads the bookmark.
    func testAServiceLocatorAppTakesAReferenceWrittenAsTheShorthand() throws {
        let (workspace, folder) = try adopted("SharedLocator")
        let adopt = try workspace.run(["adopt", "--root", folder])
        XCTAssertEqual(adopt.exitCode, 0, adopt.transcript)
        XCTAssertTrue(adopt.stdout.contains("AppRouter holds no ServiceContainer; the routes `feature` adds there reach it as `ServiceContainer.shared`"),
                      adopt.stdout)
        XCTAssertFalse(adopt.stdout.contains("compositionRoot.property:"), adopt.stdout)
        for arguments in [["feature", "Bookmark", "title:String", "url:String"], ["feature", "Note", "body:String", "bookmarkID:Bookmark"]] {
            let output = try workspace.run(arguments + ["--root", folder])
            XCTAssertEqual(output.exitCode, 0, output.transcript)
        }
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        let router = try XCTUnwrap(tree.text("Sources/Shelf/App/AppRouter.swift"))
        XCTAssertTrue(router.contains("ServiceContainer.shared.noteScreen(for: route)"), router)
        let spec = try XCTUnwrap(tree.text("Specs/Note.yml"))
        XCTAssertTrue(spec.contains("- { name: bookmarkID, type: UUID }"), spec)
        XCTAssertTrue(spec.contains("- { name: create, kind: create, reads: { bookmarkID: Bookmark } }"), spec)
    }

    /// No container: the `@main` App holds each feature's store and factories as static members, and its first
    /// screen, a list of data, gets the link in its toolbar beside the feature's `navigationDestination`.
    func testAnAppWithoutAContainerRegistersIntoItsApp() throws {
        let (workspace, folder) = try adopted("MVVMPackage")
        let adopt = try workspace.run(["adopt", "--root", folder])
        XCTAssertEqual(adopt.exitCode, 0, adopt.transcript)
        XCTAssertTrue(adopt.stdout.contains("compositionRoot: which type is the app's composition root?"), adopt.stdout)

        let output = try workspace.run(["feature", "Ingredient", "name:String", "quantity:Int", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertFalse(output.stdout.contains("paste"), output.stdout)
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        let members = try XCTUnwrap(tree.text("Sources/Recipes/RecipesApp+Ingredient.swift"), tree.paths.joined(separator: "\n"))
        XCTAssertTrue(members.contains("extension RecipesApp {"), members)
        XCTAssertTrue(members.contains("    static let ingredientPersistenceManager: any IngredientPersistenceManagerProtocol"), members)
        XCTAssertTrue(members.contains("    static func ingredientScreen(for route: IngredientRoute) -> some View {"), members)
        XCTAssertEqual(tree.text("Sources/Recipes/RecipesApp.swift"), try String(
            contentsOf: AdoptedApps.fixtures.appendingPathComponent("MVVMPackage/Sources/Recipes/RecipesApp.swift"), encoding: .utf8
        ), "the App's own file is not edited")
        let content = try XCTUnwrap(tree.text("Sources/Recipes/Views/ContentView.swift"))
        for line in [
            "ToolbarItem(placement: .navigation) {", "NavigationLink(\"Ingredients\", value: IngredientRoute.list)",
            ".navigationDestination(for: IngredientRoute.self) { route in", "RecipesApp.ingredientScreen(for: route)",
        ] {
            XCTAssertTrue(content.contains(line), "missing \(line):\n\(content)")
        }
        XCTAssertNotNil(tree.text("Tests/RecipesTests/IngredientPersistenceManagerTests.swift"), tree.paths.joined(separator: "\n"))
        XCTAssertFalse(tree.paths.contains { $0.hasSuffix("AppViewModels.swift") || $0.hasSuffix("HomeView.swift") }, tree.paths.joined(separator: "\n"))
    }
}
