import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What a feature writes into an adopted app's own files, and what it prints when it cannot: the container's
/// extension with the feature's factories, the store in the container's body, the link and routes in the root view,
/// and previews that need no container.
final class AdoptedRenderTests: XCTestCase {
    private let spec = FeatureSpec(
        feature: "Bookmark", fields: [Specs.field("title", "String", [.nonEmpty]), Specs.field("url", "String")],
        operations: Specs.crud
    )

    private func renderer() throws -> Renderer {
        try Renderer(templates: TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates())))
    }

    private func file(_ path: String, anchors: RegistrationAnchors = .init(store: true, link: true, routes: true)) throws -> String {
        let changes = try renderer().render(AdoptedPlanTests.plan(spec, anchors: anchors))
        return try XCTUnwrap(changes.files.first { $0.path == path }, changes.files.map(\.path).joined(separator: "\n")).contents
    }

    func testTheContainersExtensionHoldsTheFactoriesAndTheScreens() throws {
        let text = try file("Notes/App/AppContainer+Bookmark.swift")
        XCTAssertTrue(text.contains("import SwiftUI\n"), text)
        XCTAssertTrue(text.contains("extension AppContainer {\n    func makeFetchBookmarksUseCase() -> any FetchBookmarksUseCase {\n"
            + "        FetchBookmarksUseCaseImpl(repository: bookmarkRepository)\n    }"), text)
        XCTAssertTrue(text.contains("    @MainActor\n    func makeBookmarkListViewModel() -> BookmarkListViewModel {"), text)
        XCTAssertTrue(text.contains("    @MainActor @ViewBuilder\n    func bookmarkScreen(for route: BookmarkRoute) -> some View {"), text)
        XCTAssertTrue(text.contains("BookmarkListView(viewModel: self.makeBookmarkListViewModel()"), text)
        XCTAssertFalse(text.contains("var bookmarkRepository"), "the store is the container's stored property, not the extension's")
    }

    func testTheStoreGoesIntoTheContainersBodyAndTheLinkAndRoutesIntoTheRootView() throws {
        let store = try file("Notes/App/AppContainer.swift")
        XCTAssertEqual(store, """
                // scaffold:begin feature:Bookmark
                /// Bookmark: the store of bookmarks its screens share; its factories are in `AppContainer+Bookmark.swift`.
                let bookmarkRepository: any BookmarkRepository = BookmarkRepositoryImpl(dataSource: BookmarkLocalDataSource())
                // scaffold:end feature:Bookmark

                // scaffold:insert features

            """)
        let root = try file("Notes/App/HomeView.swift")
        XCTAssertTrue(root.contains("// scaffold:begin feature:Bookmark.link\n            NavigationLink(\"Bookmarks\", value: BookmarkRoute.list)"), root)
        XCTAssertTrue(root.contains(".navigationDestination(for: BookmarkRoute.self) { route in\n                    container.bookmarkScreen(for: route)"), root)
    }

    func testOnlyTheRootViewsRegionsWhoseAnchorsExistAreWritten() throws {
        let root = try file("Notes/App/HomeView.swift", anchors: .init(store: false, link: false, routes: true))
        XCTAssertFalse(root.contains("feature:Bookmark.link"), root)
        XCTAssertTrue(root.contains("feature:Bookmark.routes"), root)
        let steps = try renderer().pasteSteps(AdoptedPlanTests.plan(spec, anchors: .init(store: false, link: false, routes: true)))
        XCTAssertEqual(steps.map(\.destination), [
            "inside AppContainer's body (Notes/App/AppContainer.swift) (AppContainer+Bookmark.swift uses it: the app builds once it is there)",
            "among HomeView's links (Notes/App/HomeView.swift)",
        ])
        XCTAssertTrue(steps[1].text.contains("feature:Bookmark.link"))
        XCTAssertFalse(steps[1].text.contains("feature:Bookmark.routes"), "the routes were inserted: \(steps[1].text)")
    }

    func testWithoutAContainerEverythingIsPrinted() throws {
        let plan = try AdoptedPlanTests.plan(spec, anchors: RegistrationAnchors(), app: ExistingApp(rootView: .init(type: "ContentView")))
        let steps = try renderer().pasteSteps(plan)
        XCTAssertEqual(steps.count, 3)
        XCTAssertTrue(steps[0].destination.hasPrefix("inside the type that builds your screens"))
        XCTAssertTrue(steps[0].text.contains("let bookmarkRepository: any BookmarkRepository ="), steps[0].text)
        XCTAssertTrue(steps[0].text.contains("func makeBookmarkFormViewModel(bookmark: Bookmark? = nil) -> BookmarkFormViewModel {"), steps[0].text)
        XCTAssertEqual(steps[1].destination, "among ContentView's links")
        XCTAssertEqual(steps[2].destination, "in ContentView's NavigationStack, as a modifier of its content")
        XCTAssertEqual(try renderer().pasteSteps(Specs.plan(spec, preset: .clean)), [], "a project scaffold made prints nothing")
    }

    func testPreviewsDeclareTheirWiringAndNeedNoContainer() throws {
        let list = try file("Notes/Presentation/Bookmark/Views/BookmarkListView.swift")
        XCTAssertFalse(list.contains("AppContainer"), list)
        XCTAssertTrue(list.contains("    let bookmarkRepository: any BookmarkRepository = BookmarkRepositoryImpl(dataSource: BookmarkLocalDataSource(records: ["), list)
        XCTAssertTrue(list.contains("    func makeFetchBookmarksUseCase() -> any FetchBookmarksUseCase {\n        FetchBookmarksUseCaseImpl(repository: bookmarkRepository)\n    }"), list)
        XCTAssertTrue(list.contains("    @MainActor @ViewBuilder\n    func bookmarkScreen(for route: BookmarkRoute) -> some View {"), list)
        XCTAssertTrue(list.contains("        bookmarkScreen(for: .list)"), list)
        let form = try file("Notes/Presentation/Bookmark/Views/BookmarkFormView.swift")
        XCTAssertTrue(form.contains("    @MainActor\n    func makeBookmarkFormViewModel(bookmark: Bookmark? = nil) -> BookmarkFormViewModel {"), form)
        XCTAssertTrue(form.contains("        bookmarkScreen(for: .new)"), form)
    }
}

extension AdoptedRenderTests {
    /// A root view that is its own composition root gets its store, link and routes in one insertion.
    func testARootViewHoldingItsOwnStoreGetsOneFile() throws {
        let app = ExistingApp(
            compositionRoot: .init(type: "ContentView", file: "App/ContentView.swift"),
            rootView: .init(type: "ContentView", file: "App/ContentView.swift")
        )
        let changes = try renderer().render(AdoptedPlanTests.plan(spec, app: app))
        let files = changes.files.filter { $0.path == "App/ContentView.swift" }
        XCTAssertEqual(files.count, 1)
        let text = try XCTUnwrap(files.first).contents
        for region in ["feature:Bookmark\n", "feature:Bookmark.link", "feature:Bookmark.routes", "self.bookmarkScreen(for: route)"] {
            XCTAssertTrue(text.contains(region), text)
        }
    }
}
