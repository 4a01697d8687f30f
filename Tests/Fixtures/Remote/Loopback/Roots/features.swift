// Written by scaffold's RemoteLoopbackTests beside its driver in `features`' slice; not generated output.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import RemoteLoopback

/// The slice as `features`' app wires it (`AppEnvironment`), its saved copy in `folder`.
@MainActor
struct LoopbackApp {
    private let environment = AppEnvironment()

    init(folder: URL, session: URLSession = .shared, tokenProvider: any TokenProvider = SignedOutTokenProvider()) {
        environment.walletLocalStore = WalletLocalStore(folder: folder)
        environment.transport = URLSessionAdapter(configuration: .launch, session: session)
        environment.tokenProvider = tokenProvider
    }

    func makeList() -> WalletListViewModel {
        environment.makeWalletListViewModel()
    }

    func makeForm(_ wallet: Wallet? = nil) -> WalletFormViewModel {
        environment.makeWalletFormViewModel(wallet: wallet)
    }

    func saved() async -> [Wallet] {
        await environment.walletLocalStore.all()
    }

    /// The copy is a file, written as it changes.
    func keepSavedCopy() {}
    func removeSavedCopy() {}
}

// seed 004's view models keep their state in one `state`; the driver reads them as the other presets' are read.
extension WalletListViewModel {
    var wallets: [Wallet] { state.wallets }
    var errorMessage: String? { state.errorMessage }
    var isShowingSavedCopy: Bool { state.isShowingSavedCopy }
    var nextPage: PageToken? { state.nextPage }
}

extension WalletFormViewModel {
    var draft: Draft {
        get { state.draft }
        set { state.draft = newValue }
    }
    var errorMessage: String? { state.errorMessage }
    var fieldErrors: [WalletField: String] { state.fieldErrors }
    var canRetry: Bool { state.canRetry }
    var saved: Wallet? { state.saved }
}
