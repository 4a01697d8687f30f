/// Not a break: the composition root names concrete types by design.
@MainActor
struct AppFactory {
    var walletRepository: WalletRepository = .shared

    func makeWalletDetailViewModel(wallet: Wallet) -> WalletDetailViewModel {
        WalletDetailViewModel(wallet: wallet, repository: walletRepository)
    }
}
