import Foundation

actor WalletRepository: WalletRepositoryProtocol {
    static let shared = WalletRepository()

    private var wallets: [Wallet] = []

    func fetchAll() -> [Wallet] { wallets }

    func create(_ wallet: Wallet) -> Wallet {
        wallets.append(wallet)
        return wallet
    }

    func update(_ wallet: Wallet) -> Wallet {
        wallets = wallets.map { $0.id == wallet.id ? wallet : $0 }
        return wallet
    }

    func delete(id: UUID) {
        wallets.removeAll { $0.id == id }
    }

    // Breaks repository-ui-logic: text for people, built in the repository.
    func summary() -> String {
        wallets.map { "• \($0.name): \($0.balance)" }.joined(separator: "\n")
    }

    // Not a break: a storage key is not display text.
    private func key(for id: UUID) -> String {
        "wallet-\(id)"
    }
}
