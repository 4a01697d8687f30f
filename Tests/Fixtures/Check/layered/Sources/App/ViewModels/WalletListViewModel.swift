import Combine
import Foundation

/// Not a break: list and delete are pure CRUD on one repository, used by this view model only.
@MainActor
final class WalletListViewModel: ObservableObject {
    @Published private(set) var wallets: [Wallet] = []
    @Published var errorMessage: String?
    @Published private(set) var emptyText: String?

    private let repository: any WalletRepositoryProtocol

    init(repository: any WalletRepositoryProtocol = WalletRepository.shared) {
        self.repository = repository
    }

    func load() async {
        do {
            wallets = try await repository.fetchAll()
            if wallets.isEmpty { emptyText = "No wallets yet" }
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func delete(_ wallet: Wallet) async {
        do {
            try await repository.delete(id: wallet.id)
            wallets.removeAll { $0.id == wallet.id }
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    var formattedTotal: String {
        wallets.map { "\($0.name): \($0.balance)" }.joined(separator: ", ")
    }
}
