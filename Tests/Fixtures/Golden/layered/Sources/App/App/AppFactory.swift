// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import SwiftUI

/// The app's composition root for seed 000's layers. Every initializer keeps its production default
/// (seed 000, Dependency injection: "Provide default values for production implementations"); this small
/// factory is the one place that builds each feature's screens, view models and UseCases from the feature's
/// store, so the app, a preview or a test swaps a store in one assignment and every screen of the feature sees it.
@MainActor
struct AppFactory {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: the store of wallets its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    var walletRepository: any WalletRepositoryProtocol = WalletRepository.shared

    func makeCreateWalletUseCase() -> any CreateWalletUseCaseProtocol {
        CreateWalletUseCase(repository: walletRepository)
    }

    func makeUpdateWalletUseCase() -> any UpdateWalletUseCaseProtocol {
        UpdateWalletUseCase(repository: walletRepository)
    }

    func makeWalletListViewModel() -> WalletListViewModel {
        WalletListViewModel(
            repository: walletRepository
        )
    }

    func makeWalletFormViewModel(wallet: Wallet? = nil) -> WalletFormViewModel {
        WalletFormViewModel(
            wallet: wallet,
            createWalletUseCase: makeCreateWalletUseCase(),
            updateWalletUseCase: makeUpdateWalletUseCase()
        )
    }

    /// The Wallet screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func walletScreen(for route: WalletRoute) -> some View {
        switch route {
        case .list:
            WalletListView(viewModel: makeWalletListViewModel(), makeCreateForm: { WalletFormView(viewModel: makeWalletFormViewModel()) })
        case .new:
            WalletFormView(viewModel: makeWalletFormViewModel())
        case .edit(let wallet):
            WalletFormView(viewModel: makeWalletFormViewModel(wallet: wallet))
        }
    }
    // scaffold:end feature:Wallet

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built by the factory.
struct HomeView: View {
    let title: String
    let factory: AppFactory
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Wallet.routes
                .navigationDestination(for: WalletRoute.self) { route in
                    factory.walletScreen(for: route)
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

// The home screen as the app builds it, over the factory's own stores (the canvas runs in a container of its own).
#Preview("Home") {
    HomeView(title: "App", factory: AppFactory())
}
