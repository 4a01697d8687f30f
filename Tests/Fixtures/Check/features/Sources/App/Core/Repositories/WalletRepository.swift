import Foundation

/// Not a break: seed 004 allows singletons ("Singletons or dependency-injected via `AppEnvironment`").
actor WalletRepository: WalletRepositoryProtocol {
    static let shared = WalletRepository()
    private var wallets: [Wallet] = []

    func fetchAll() -> [Wallet] { wallets }
    func save(_ wallet: Wallet) { wallets.append(wallet) }
}
