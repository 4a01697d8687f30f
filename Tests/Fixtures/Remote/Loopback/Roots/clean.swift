// Written by scaffold's RemoteLoopbackTests beside its driver in `clean`'s slice; not generated output.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import RemoteLoopback

/// The slice as `clean`'s app wires it (`AppDependencies`, the feature's coordinator making its view models), its
/// saved copy in `folder`: a test's root, given URLSession and the folder before first use, as the app's root is.
@MainActor
struct LoopbackApp {
    private let dependencies = AppDependencies(stores: .inMemory)
    private let store: WalletLocalStore

    init(folder: URL, session: URLSession = .shared, tokenProvider: any TokenProvider = SignedOutTokenProvider()) {
        store = WalletLocalStore(folder: folder)
        dependencies.transport = URLSessionAdapter(configuration: .launch, session: session)
        dependencies.tokenProvider = tokenProvider
        dependencies.walletRepository = DefaultWalletRepository(
            remote: WalletRemoteDataSource(client: dependencies.httpClient),
            local: store
        )
    }

    func makeList() -> WalletListViewModel {
        dependencies.walletCoordinator.makeListViewModel()
    }

    func makeForm(_ wallet: Wallet? = nil) -> WalletFormViewModel {
        dependencies.walletCoordinator.makeFormViewModel(for: wallet)
    }

    func saved() async -> [Wallet] {
        await store.all()
    }

    /// The copy is a file, written as it changes.
    func keepSavedCopy() {}
    func removeSavedCopy() {}
}
