// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import Foundation
import SwiftUI

/// The composition root (seed 002, Rule 5: Composition Root, "All concrete types are wired in ONE place"):
/// each feature's Data layer behind its Domain protocol, its UseCases, and the coordinator that builds its
/// screens. Nothing else creates a concrete type, and there are no singletons (Rule 2). Every store is given
/// once, by `init` (Rule 3: Constructor Injection); a test or a preview makes its own root with the stores it
/// needs, so no Presentation file names a Data type.
@MainActor
final class AppDependencies {
    /// Whose data the features' stores hold.
    enum Stores {
        /// The app's own: what the user saves, kept where each feature's store keeps it.
        case app
        /// Fresh, empty, in memory: a test's.
        case inMemory
        /// In memory, holding sample data: a preview's, so the canvas never reads or writes what the app saved.
        case preview
    }

    /// The app's navigation: the path of `HomeView`'s NavigationStack, which feature coordinators push onto.
    let appCoordinator = AppCoordinator()

    // scaffold:begin remote
    /// Every request of every remote feature (seed 002, Rule 5: the `HTTPClient` chain wired here, "URLSessionAdapter"
    /// decorated by "AuthenticatedHTTPClient" and a retry): set by `init`.
    let httpClient: any HTTPClient
    // scaffold:end remote

    // scaffold:begin feature:Wallet
    /// Wallet: the Data layer behind `WalletRepository` (set by `init`), its UseCases, and its coordinator.
    let walletRepository: any WalletRepository

    func makeFetchWalletsUseCase() -> any FetchWalletsUseCase {
        DefaultFetchWalletsUseCase(repository: walletRepository)
    }

    func makeCreateWalletUseCase() -> any CreateWalletUseCase {
        DefaultCreateWalletUseCase(repository: walletRepository, validator: WalletValidator())
    }

    func makeUpdateWalletUseCase() -> any UpdateWalletUseCase {
        DefaultUpdateWalletUseCase(repository: walletRepository, validator: WalletValidator())
    }

    func makeDeleteWalletUseCase() -> any DeleteWalletUseCase {
        DefaultDeleteWalletUseCase(repository: walletRepository)
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var walletCoordinator = WalletCoordinator(
        navigation: appCoordinator,
        fetchWalletsUseCase: makeFetchWalletsUseCase(),
        deleteWalletUseCase: makeDeleteWalletUseCase(),
        createWalletUseCase: makeCreateWalletUseCase(),
        updateWalletUseCase: makeUpdateWalletUseCase()
    )
    // scaffold:end feature:Wallet

    // scaffold:insert features

    /// Wires every feature's store; `stores` says whose data they hold. Remote features reach the server through
    /// `server` — by default URLSession against `APIConfiguration.launch` (the base URL of `.scaffold.yml`, or the
    /// launch environment's `API_BASE_URL`) for the app, and no server at all for tests and previews, whose
    /// repositories then show what their local data sources hold — carrying the token `tokenProvider` gives: supply
    /// the app's sign-in here.
    init(stores: Stores = .app, server: (any HTTPClient)? = nil, tokenProvider: any TokenProvider = SignedOutTokenProvider()) {
        // scaffold:begin remote.client
        let transport: any HTTPClient
        switch (server, stores) {
        case (let server?, _):
            transport = server
        case (nil, .app):
            transport = URLSessionAdapter(configuration: .launch)
        case (nil, .inMemory), (nil, .preview):
            transport = OfflineHTTPClient()
        }
        httpClient = RetryingHTTPClient(decorated: AuthenticatedHTTPClient(decorated: transport, tokenProvider: tokenProvider))
        // scaffold:end remote.client
        // scaffold:begin feature:Wallet.stores
        switch stores {
        case .app:
            walletRepository = DefaultWalletRepository(
                remote: WalletRemoteDataSource(client: httpClient),
                local: WalletJSONFileDataSource(folder: WalletJSONFileDataSource.defaultFolder)
            )
        case .inMemory:
            walletRepository = DefaultWalletRepository(remote: WalletRemoteDataSource(client: httpClient), local: WalletLocalDataSource())
        case .preview:
            walletRepository = DefaultWalletRepository(remote: WalletRemoteDataSource(client: httpClient), local: WalletLocalDataSource(records: [
                WalletMapper.dto(from: Wallet(
                    id: UUID(),
                    name: "Sample name",
                    balance: 1,
                    note: nil,
                    openedAt: Date(timeIntervalSince1970: 1_700_000_000)
                )),
            ]))
        }
        // scaffold:end feature:Wallet.stores
        // scaffold:insert stores
    }
}

/// The app's first screen and its one NavigationStack, whose path `AppCoordinator` owns (seed 001,
/// Coordinator Pattern): a button per feature that asks its coordinator to start, and each feature's
/// screens by route, built by its coordinator (seed 002, Coordinator).
struct HomeView: View {
    let title: String
    let dependencies: AppDependencies
    @Bindable private var coordinator: AppCoordinator

    init(title: String, dependencies: AppDependencies) {
        self.title = title
        self.dependencies = dependencies
        _coordinator = Bindable(dependencies.appCoordinator)
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Wallet.routes
                .navigationDestination(for: WalletRoute.self) { route in
                    dependencies.walletCoordinator.view(for: route)
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
            Button("Wallets") { dependencies.walletCoordinator.start() }
            // scaffold:end feature:Wallet.link
            // scaffold:insert links
        }
    }
}
