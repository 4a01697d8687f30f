@testable import AdoptKit
import ScaffoldCore
import SwiftSource
import XCTest

/// How adopt decides `style.observation`: only the types the app uses as view models vote (named `…ViewModel`, or
/// held by a view as `@StateObject`, `@ObservedObject`, `@State` or `@Bindable`); an app-wide store, controller or
/// manager that is an `ObservableObject` (StepanFriedl's Core Data `PersistenceController`) says nothing about how the
/// screens observe.
final class ObservationVoteTests: XCTestCase {
    /// Two `@Observable` view models (one named so, one held by its view as `@State`) and three app-wide
    /// `ObservableObject`s that no view holds as its state: the view models decide.
    func testAppWideObservableObjectsDoNotOutvoteTheViewModels() {
        let inventory = Inventory(files: [
            swiftFile("App/ShopApp.swift", """
            import SwiftUI
            @main
            struct ShopApp: App {
                @StateObject private var store = AppStore()
                var body: some Scene { WindowGroup { OrdersView().environmentObject(store) } }
            }
            """),
            swiftFile("App/Persistence/PersistenceController.swift", "import CoreData\nfinal class PersistenceController: ObservableObject {\n    @Published var loaded = false\n}"),
            swiftFile("App/Session/SessionManager.swift", "import Combine\nfinal class SessionManager: ObservableObject {\n    @Published var token: String?\n}"),
            swiftFile("App/AppStore.swift", "import Combine\nfinal class AppStore: ObservableObject {\n    @Published var badge = 0\n}"),
            swiftFile("App/Orders/OrdersViewModel.swift", "import Observation\n@Observable final class OrdersViewModel {\n    var orders: [String] = []\n}"),
            swiftFile("App/Orders/OrdersView.swift", """
            import SwiftUI
            struct OrdersView: View {
                @EnvironmentObject private var store: AppStore
                @State private var viewModel = OrdersViewModel()
                var body: some View { List(viewModel.orders, id: \\.self) { Text($0) } }
            }
            """),
            swiftFile("App/Cart/CartModel.swift", "import Observation\n@Observable final class CartModel {\n    var items: [String] = []\n}"),
            swiftFile("App/Cart/CartView.swift", """
            import SwiftUI
            struct CartView: View {
                @Bindable var model: CartModel
                var body: some View { Text("\\(model.items.count)") }
            }
            """),
        ])

        let findings = ObservationInference(inventory: inventory, sources: "App").infer()

        XCTAssertEqual(findings.values["style.observation"], "observable")
        let vote = findings.inferences.first { $0.key == "style.observation" }
        XCTAssertEqual(vote?.reason, "2 @Observable and 0 ObservableObject view models")
        XCTAssertEqual(vote?.evidence.map(\.detail), ["OrdersViewModel", "CartModel"])
        XCTAssertEqual(findings.inferences.first { $0.key == "style.state" }?.reason, "0 of 2 view models keep their state in a nested `State`")
    }

    /// An app with no view model (its screens read a `Router` shared as an environment object, as
    /// Tests/Fixtures/Adopt/TypedPathRouter does) is read from its observable types, and the reason says it had no view
    /// model to go by.
    func testWithoutViewModelsTheOtherObservableTypesDecideAndTheReasonSaysSo() {
        let inventory = Inventory(files: [
            swiftFile("App/Router.swift", "import Combine\nfinal class Router: ObservableObject {\n    @Published var path: [String] = []\n}"),
            swiftFile("App/RootView.swift", """
            import SwiftUI
            struct RootView: View {
                @EnvironmentObject private var router: Router
                var body: some View { Text("\\(router.path.count)") }
            }
            """),
        ])

        let findings = ObservationInference(inventory: inventory, sources: "App").infer()

        XCTAssertEqual(findings.values["style.observation"], "observableObject")
        XCTAssertEqual(findings.inferences.first { $0.key == "style.observation" }?.reason,
                       "no view model (no type named …ViewModel or held by a view as its state); the app's other observable types: 0 @Observable and 1 ObservableObject")
        XCTAssertEqual(findings.inferences.first { $0.key == "style.state" }?.reason, "0 of 1 observable types keep their state in a nested `State`")
    }

    /// Where features' view models go is where the app keeps the ones its screens use: a `Router` in `Navigation/`
    /// (Tests/Fixtures/Adopt/TypedPathRouter) or an `AppState` in `App/` is no example, and the view models follow
    /// the `…ViewModel`s in `ViewModels/`, not the `Coordinator` kept elsewhere (adpaladines' Digimon app).
    func testOnlyTheViewModelsTheScreensUsePlaceTheFeaturesViewModels() {
        let inventory = Inventory(files: [
            swiftFile("App/Coordinator/Coordinator.swift", "import Combine\nfinal class Coordinator: ObservableObject {\n    @Published var path: [String] = []\n}"),
            swiftFile("App/ViewModel/DigimonListViewModel.swift", "import Combine\nfinal class DigimonListViewModel: ObservableObject {\n    @Published var names: [String] = []\n}"),
            swiftFile("App/View/DigimonListView.swift", "import SwiftUI\nstruct DigimonListView: View {\n"
                + "    @EnvironmentObject private var coordinator: Coordinator\n    @StateObject private var viewModel = DigimonListViewModel()\n"
                + "    var body: some View { Text(viewModel.names.joined()) }\n}"),
        ])

        let values = LayoutInference(inventory: inventory, sources: "App", tests: nil, preset: .mvvm).infer().values

        XCTAssertEqual(values["layout.viewModel"], "{sourceRoot}/ViewModel/{name}.swift")
        XCTAssertEqual(values["layout.view"], "{sourceRoot}/View/{name}.swift")
    }
}
