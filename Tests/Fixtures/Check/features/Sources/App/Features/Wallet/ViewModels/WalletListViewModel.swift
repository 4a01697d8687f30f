import Foundation
import Observation

/// Not a break: the shape seed 004 asks for, with the business logic it allows in view models.
@MainActor
@Observable
final class WalletListViewModel: ViewModel {
    struct State {
        var wallets: [Wallet] = []
        var isLoading = false
        var errorMessage: String?
    }

    private(set) var state = State()
    private let repository: any WalletRepositoryProtocol

    init(repository: any WalletRepositoryProtocol = WalletRepository.shared) {
        self.repository = repository
    }

    func loadWallets() async {
        state.isLoading = true
        do {
            state.wallets = try await repository.fetchAll()
        } catch {
            state.errorMessage = "Failed to load wallets: \(error.localizedDescription)"
        }
        state.isLoading = false
    }
}
