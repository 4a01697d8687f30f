import Observation

/// Not a break: the composition root holds the repositories.
@MainActor
@Observable
final class AppEnvironment {
    @ObservationIgnored var walletRepository: any WalletRepositoryProtocol = WalletRepository.shared

    func makeWalletListViewModel() -> WalletListViewModel {
        WalletListViewModel(repository: walletRepository)
    }
}
