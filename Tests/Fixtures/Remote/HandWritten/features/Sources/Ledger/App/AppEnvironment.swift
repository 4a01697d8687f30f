// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import Observation
import SwiftUI

/// The app's composition root (seed 004, AppEnvironment: "Container for app-level dependencies", at
/// `App/AppEnvironment.swift`): each feature's repository, and the UseCases, view models and screens made
/// from it. Views read it from the environment (`@Environment(AppEnvironment.self)`); swap a repository here
/// and every screen of its feature sees the swap.
///
/// `@Observable` rather than seed 004's `ObservableObject` with `static let shared`: seed 004 builds on
/// Observation ("@StateObject is for ObservableObject, not @Observable"), so the App owns the one instance
/// as `@State` and places it with `.environment(_:)`, and each test or preview makes its own.
@MainActor
@Observable
final class AppEnvironment {
    init() {}

    // scaffold:begin remote
    /// How the remote features reach the server (seed 002, Adapter and Decorator, wired in one place): every request
    /// goes out through `transport` — URLSession against `APIConfiguration.launch`, the base URL of `.scaffold.yml` or
    /// the launch environment's `API_BASE_URL` — carrying the token `tokenProvider` gives. Supply the app's sign-in as
    /// `tokenProvider`; a test assigns a stub `transport`. Both before the first screen: stores made from them keep them.
    @ObservationIgnored var tokenProvider: any TokenProvider = SignedOutTokenProvider()
    @ObservationIgnored var transport: any HTTPClient = URLSessionAdapter(configuration: .launch)

    /// Every request of every remote feature: authenticated, and sent again after a server fault when that is safe.
    var httpClient: any HTTPClient {
        RetryingHTTPClient(decorated: AuthenticatedHTTPClient(decorated: transport, tokenProvider: tokenProvider))
    }
    // scaffold:end remote

    // scaffold:begin feature:Wallet
    /// Wallet: its wallets live on the server, reached through `httpClient`, with a copy saved in `walletLocalStore`;
    /// made on first use. Assign another store (a preview's, a test's) before the first screen to swap it for every
    /// screen of the feature. No initializer defaults to a remote store: only this root knows the app's server and token.
    @ObservationIgnored var walletLocalStore = WalletLocalStore.shared
    @ObservationIgnored lazy var walletRepository: any WalletRepositoryProtocol = WalletRepository(
        remote: WalletRemoteDataSource(client: httpClient),
        local: walletLocalStore
    )

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
            WalletListView(viewModel: self.makeWalletListViewModel(), makeCreateForm: { WalletFormView(viewModel: self.makeWalletFormViewModel()) })
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
/// screens by route, built from the `AppEnvironment` it reads (seed 004, AppEnvironment: "Access in views").
struct HomeView: View {
    let title: String
    @Environment(AppEnvironment.self) private var environment
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Wallet.routes
                .navigationDestination(for: WalletRoute.self) { route in
                    environment.walletScreen(for: route)
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
