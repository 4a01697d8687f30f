import Foundation
import XCTest

/// `scaffold adopt`, then `feature` and `plan` in the adopted app, as a user runs them: adopt writes only
/// `.scaffold.yml` and says where each value came from; a feature registers into the app's own container and root
/// view, never redeclares a type the app has, and prints what it could not insert.
final class CLIAdoptTests: XCTestCase {
    private func adopted(_ fixture: String) throws -> (workspace: Workspace, folder: String) {
        let workspace = try Workspace("adopt")
        let folder = try AdoptedApps.copy(fixture, into: workspace)
        return (workspace, folder)
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
        XCTAssertEqual(tree.paths.filter { $0.hasSuffix("/HomeView.swift") }, ["Notes/App/HomeView.swift"], "a second HomeView")
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

    func testWithoutAnchorsTheLinesToPasteArePrintedAndTheAppsFilesStay() throws {
        let (workspace, folder) = try adopted("CleanContainer")
        XCTAssertEqual(try workspace.run(["adopt", "--root", folder]).exitCode, 0)
        for file in ["Notes/App/AppContainer.swift", "Notes/App/HomeView.swift"] {
            let url = workspace.directory.path("\(folder)/\(file)")
            let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("scaffold:insert") }.joined(separator: "\n")
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let before = try TreeSnapshot(of: workspace.directory.path("\(folder)/Notes/App"))

        let output = try workspace.run(["feature", "Bookmark", "title:String", "url:String", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let changed = try TreeSnapshot(of: workspace.directory.path("\(folder)/Notes/App")).changedPaths(since: before)
        XCTAssertEqual(changed, ["AppContainer+Bookmark.swift"], "only the extension is written into App/")
        for line in [
            "To reach Bookmark from the app, paste",
            "inside AppContainer's body (Notes/App/AppContainer.swift) (AppContainer+Bookmark.swift uses it: the app builds once it is there):",
            "let bookmarkRepository: any BookmarkRepository = BookmarkRepositoryImpl(dataSource: BookmarkLocalDataSource())",
            "among HomeView's links",
            "in HomeView's NavigationStack, as a modifier of its content",
            "NavigationLink(\"Bookmarks\", value: BookmarkRoute.list)",
            ".navigationDestination(for: BookmarkRoute.self) { route in",
        ] {
            XCTAssertTrue(output.stdout.contains(line), "missing \"\(line)\":\n\(output.stdout)")
        }
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

    func testAnAppWithoutAContainerGetsItsRegistrationPrinted() throws {
        let (workspace, folder) = try adopted("MVVMPackage")
        let adopt = try workspace.run(["adopt", "--root", folder])
        XCTAssertEqual(adopt.exitCode, 0, adopt.transcript)
        XCTAssertTrue(adopt.stdout.contains("compositionRoot: which type is the app's composition root?"), adopt.stdout)

        let output = try workspace.run(["feature", "Ingredient", "name:String", "quantity:Int", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        for line in [
            "inside the type that builds your screens",
            "func makeIngredientListViewModel() -> IngredientListViewModel {",
            "func ingredientScreen(for route: IngredientRoute) -> some View {",
            "in ContentView's NavigationStack, as a modifier of its content",
        ] {
            XCTAssertTrue(output.stdout.contains(line), "missing \"\(line)\":\n\(output.stdout)")
        }
        let tree = try TreeSnapshot(of: workspace.directory.path(folder))
        XCTAssertNotNil(tree.text("Tests/RecipesTests/IngredientPersistenceManagerTests.swift"), tree.paths.joined(separator: "\n"))
        XCTAssertNotNil(tree.text("Sources/Recipes/Views/IngredientListView.swift"))
        XCTAssertFalse(tree.paths.contains { $0.hasSuffix("AppViewModels.swift") || $0.hasSuffix("HomeView.swift") }, tree.paths.joined(separator: "\n"))
    }
}
