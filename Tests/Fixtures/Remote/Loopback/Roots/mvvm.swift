// Written by scaffold's RemoteLoopbackTests beside its driver in `mvvm`'s slice; not generated output.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import RemoteLoopback

/// The slice as `mvvm`'s app wires it (`AppViewModels`, the network behind seed 003's Service), its saved copy in a
/// UserDefaults suite named after `folder`.
@MainActor
struct LoopbackApp {
    private let viewModels = AppViewModels()
    private let suiteName: String

    init(folder: URL, session: URLSession = .shared, tokenProvider: any TokenProvider = SignedOutTokenProvider()) {
        suiteName = "RemoteLoopback-" + folder.lastPathComponent
        viewModels.walletPersistenceManager = WalletPersistenceManager(suiteName: suiteName)
        viewModels.transport = URLSessionAdapter(configuration: .launch, session: session)
        viewModels.tokenProvider = tokenProvider
    }

    func makeList() -> WalletListViewModel {
        viewModels.walletListViewModel
    }

    func makeForm(_ wallet: Wallet? = nil) -> WalletFormViewModel {
        viewModels.makeWalletFormViewModel(wallet: wallet)
    }

    func saved() async -> [Wallet] {
        await viewModels.walletPersistenceManager.all()
    }

    /// iOS writes UserDefaults to disk by itself; Linux's Foundation only when asked, and the offline phase is another
    /// process.
    func keepSavedCopy() {
        UserDefaults(suiteName: suiteName)?.synchronize()
    }

    func removeSavedCopy() {
        UserDefaults.standard.removePersistentDomain(forName: suiteName)
    }
}
