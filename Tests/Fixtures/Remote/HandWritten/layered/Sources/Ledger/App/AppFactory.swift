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

    // scaffold:begin remote
    /// How the remote features reach the server (seed 002, Adapter and Decorator, wired in one place): every request
    /// goes out through `transport` — URLSession against `APIConfiguration.launch`, the base URL of `.scaffold.yml` or
    /// the launch environment's `API_BASE_URL` — carrying the token `tokenProvider` gives. Supply the app's sign-in as
    /// `tokenProvider`; a test assigns a stub `transport`.
    var tokenProvider: any TokenProvider = SignedOutTokenProvider()
    var transport: any HTTPClient = URLSessionAdapter(configuration: .launch)

    /// Every request of every remote feature: authenticated, and sent again after a server fault when that is safe.
    var httpClient: any HTTPClient {
        RetryingHTTPClient(decorated: AuthenticatedHTTPClient(decorated: transport, tokenProvider: tokenProvider))
    }
    // scaffold:end remote

    // scaffold:begin feature:Wallet
    /// Wallet: its wallets live on the server, reached through `httpClient`, with a copy saved in `walletLocalStore`;
    /// assign `walletRepository` to swap the whole store (a preview's, a test's) for every screen of the feature. No
    /// initializer defaults to a remote store: only this root knows the app's server and token.
    var walletLocalStore = WalletLocalStore.shared
    var walletRepository: any WalletRepositoryProtocol {
        get {
            walletRepositoryReplacement
                ?? WalletRepository(remote: WalletRemoteDataSource(client: httpClient), local: walletLocalStore)
        }
        set { walletRepositoryReplacement = newValue }
    }
    private var walletRepositoryReplacement: (any WalletRepositoryProtocol)?

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
