import Foundation
import XCTest

/// `scaffold adopt` through the built binary on small apps shaped like real ones it misread: what the app keeps for its
/// previews and tests is no evidence of its conventions, and a question is asked only where `feature` would need the
/// answer.
final class CLIAdoptConventionsTests: XCTestCase {
    private let package = """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(name: "Shop", platforms: [.iOS(.v17)], targets: [.executableTarget(name: "Shop", path: "Shop")])

    """

    private func app(_ name: String, files: [String: String]) throws -> (workspace: Workspace, folder: String) {
        let workspace = try Workspace(name)
        for (path, text) in files.merging(["Package.swift": package], uniquingKeysWith: { mine, _ in mine }) {
            let url = workspace.directory.path("app/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (workspace, "app")
    }

    /// An MVVM app whose previews use a `MockFetchOrdersUseCase` has no UseCase layer (a StepanFriedl-like app kept nine
    /// such mocks beside its eighteen UseCases, and adopt counted 27).
    func testATestDoubleNamedLikeAUseCaseIsNoUseCase() throws {
        let (workspace, folder) = try app("adopt-doubles", files: [
            "Shop/ShopApp.swift": "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { NavigationStack { OrdersView(viewModel: OrdersViewModel()) } } }\n}\n",
            "Shop/Views/OrdersView.swift": "import SwiftUI\n\nstruct OrdersView: View {\n    @ObservedObject var viewModel: OrdersViewModel\n    var body: some View { List(viewModel.orders, id: \\.self) { Text($0) } }\n}\n",
            "Shop/Views/OrdersViewModel.swift": "import Foundation\n\nfinal class OrdersViewModel: ObservableObject {\n    @Published var orders: [String] = []\n}\n",
            "Shop/Preview Content/MockFetchOrdersUseCase.swift": "final class MockFetchOrdersUseCase {\n    func execute() -> [String] { [\"First\"] }\n}\n",
            "Shop/Preview Content/MockOrdersViewModel.swift": "import Observation\n\n@Observable final class MockOrdersViewModel {\n    var orders: [String] = []\n}\n",
        ])

        let output = try workspace.run(["adopt", "--root", folder])

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let config = try String(contentsOf: workspace.directory.path("\(folder)/.scaffold.yml"), encoding: .utf8)
        XCTAssertEqual(Workspace.value("preset", in: config), "mvvm", config)
        XCTAssertTrue(output.stdout.contains("1 view model and no UseCase or repository layer"), output.transcript)
        XCTAssertTrue(output.stdout.contains("0 @Observable and 1 ObservableObject view model"), output.transcript)
        XCTAssertFalse(output.stdout.contains("from Mock"), "a test double is no evidence:\n\(output.stdout)")
    }

    /// The App's own `NavigationStack` shows the first screen, and the App holds the container (`private var
    /// diContainer: DIContainer`, as StepanFriedl's CleanArchitecture example does): the routes `feature` adds go there
    /// and call `diContainer`, so there is nothing to ask about the root view.
    func testAnAppNavigatingItselfWithTheContainerIsAskedNothingAboutTheRootView() throws {
        let workspace = try Workspace("adopt-app-navigates")
        let folder = try AdoptedApps.copy("AppStackContainer", into: workspace)

        let adopted = try workspace.run(["adopt", "--root", folder])

        XCTAssertEqual(adopted.exitCode, 0, adopted.transcript)
        XCTAssertFalse(adopted.stdout.contains("compositionRoot.property:"), adopted.transcript)
        XCTAssertTrue(adopted.stdout.contains(
            "the routes `feature` adds go into MoviesApp's NavigationStack, above MoviesView, and call DIContainer there as `diContainer`"
        ), adopted.transcript)
        let feature = try workspace.run(["feature", "Bookmark", "title:String", "--root", folder])
        XCTAssertEqual(feature.exitCode, 0, feature.transcript)
        let app = try String(contentsOf: workspace.directory.path("\(folder)/Movies/MoviesApp.swift"), encoding: .utf8)
        XCTAssertTrue(app.contains("diContainer.bookmarkScreen(for: route)"), app)
    }
}
