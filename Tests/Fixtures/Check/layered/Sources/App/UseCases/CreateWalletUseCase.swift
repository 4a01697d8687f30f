import Foundation

protocol CreateWalletUseCaseProtocol: Sendable {
    func execute(_ wallet: Wallet) async throws -> Wallet
}

final class CreateWalletUseCase: CreateWalletUseCaseProtocol {
    private let repository: any WalletRepositoryProtocol

    init(repository: any WalletRepositoryProtocol = WalletRepository.shared) {
        self.repository = repository
    }

    func execute(_ wallet: Wallet) async throws -> Wallet {
        try WalletValidator.validate(wallet)
        var prepared = wallet
        prepared.name = wallet.name.trimmingCharacters(in: .whitespaces)
        // Breaks usecase-framework-access: UserDefaults belongs behind a repository.
        UserDefaults.standard.set(prepared.name, forKey: "lastWalletName")
        return try await repository.create(prepared)
    }
}
