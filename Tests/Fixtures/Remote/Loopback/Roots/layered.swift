// Written by scaffold's RemoteLoopbackTests beside its driver in `layered`'s slice; not generated output.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import RemoteLoopback

/// The slice as `layered`'s app wires it (`AppFactory`), its saved copy in `folder`.
@MainActor
struct LoopbackApp {
    private var factory = AppFactory()

    init(folder: URL, session: URLSession = .shared, tokenProvider: any TokenProvider = SignedOutTokenProvider()) {
        factory.walletLocalStore = WalletLocalStore(folder: folder)
        factory.transport = URLSessionAdapter(configuration: .launch, session: session)
        factory.tokenProvider = tokenProvider
    }

    func makeList() -> WalletListViewModel {
        factory.makeWalletListViewModel()
    }

    func makeForm(_ wallet: Wallet? = nil) -> WalletFormViewModel {
        factory.makeWalletFormViewModel(wallet: wallet)
    }

    func saved() async -> [Wallet] {
        await factory.walletLocalStore.all()
    }

    /// The copy is a file, written as it changes.
    func keepSavedCopy() {}
    func removeSavedCopy() {}
}
