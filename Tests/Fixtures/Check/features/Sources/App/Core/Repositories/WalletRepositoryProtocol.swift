import Foundation

protocol WalletRepositoryProtocol: Sendable {
    func fetchAll() async throws -> [Wallet]
    func save(_ wallet: Wallet) async throws
}
