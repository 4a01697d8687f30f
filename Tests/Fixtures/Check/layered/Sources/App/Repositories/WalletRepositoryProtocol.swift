import Foundation

protocol WalletRepositoryProtocol: Sendable {
    func fetchAll() async throws -> [Wallet]
    func create(_ wallet: Wallet) async throws -> Wallet
    func update(_ wallet: Wallet) async throws -> Wallet
    func delete(id: UUID) async throws
}
