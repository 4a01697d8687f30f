// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import SwiftUI

/// Where the app creates its view models (seed 003, Dependency Injection: "App creates and owns ViewModel",
/// then injects it into the environment): each feature's persistence manager, the list view model its
/// screens share, created once, and its screens. Assign another manager before the first screen to swap it
/// (a preview's, a test's) for every screen of the feature.
@MainActor
final class AppViewModels {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: its persistence manager, the list view model its screens share, and its screens.
    var walletPersistenceManager: any WalletPersistenceManagerProtocol = WalletPersistenceManager.shared

    func makeCreateWalletService() -> any CreateWalletServiceProtocol {
        CreateWalletService(repository: walletPersistenceManager)
    }

    func makeUpdateWalletService() -> any UpdateWalletServiceProtocol {
        UpdateWalletService(repository: walletPersistenceManager)
    }

    lazy var walletListViewModel = WalletListViewModel(
        repository: walletPersistenceManager
    )

    func makeWalletFormViewModel(wallet: Wallet? = nil) -> WalletFormViewModel {
        WalletFormViewModel(
            wallet: wallet,
            createWalletService: makeCreateWalletService(),
            updateWalletService: makeUpdateWalletService()
        )
    }

    /// The Wallet screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func walletScreen(for route: WalletRoute) -> some View {
        switch route {
        case .list:
            WalletListView(makeCreateForm: { WalletFormView(viewModel: self.makeWalletFormViewModel()) }).environmentObject(self.walletListViewModel)
        case .new:
            WalletFormView(viewModel: self.makeWalletFormViewModel())
        case .edit(let wallet):
            WalletFormView(viewModel: self.makeWalletFormViewModel(wallet: wallet))
        }
    }
    // scaffold:end feature:Wallet

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built from the app's view models.
struct HomeView: View {
    let title: String
    let viewModels: AppViewModels
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Wallet.routes
                .navigationDestination(for: WalletRoute.self) { route in
                    viewModels.walletScreen(for: route)
                }
                // scaffold:end feature:Wallet.routes
                // scaffold:insert routes
        }
    }

    /// A link to each feature's first screen. `SwiftUI.List`, qualified: this text is written once, and the app
    /// may later get an entity of its own called `List`.
    private var links: some View {
        SwiftUI.List {
            // scaffold:begin feature:Wallet.link
            NavigationLink("Wallets", value: WalletRoute.list)
            // scaffold:end feature:Wallet.link
            // scaffold:insert links
        }
    }
}

// The home screen as the app builds it, over the view models' own stores (the canvas runs in a container of its own).
#Preview("Home") {
    HomeView(title: "App", viewModels: AppViewModels())
}
