import Combine
import Foundation

@MainActor
final class WalletDetailViewModel: ObservableObject {
    @Published private(set) var wallet: Wallet
    @Published var errorMessage: String?

    // Breaks protocol-typed-dependencies: the concrete repository where WalletRepositoryProtocol belongs.
    private let repository: WalletRepository

    init(wallet: Wallet, repository: WalletRepository = .shared) {
        self.wallet = wallet
        self.repository = repository
    }

    func rename(to newName: String) async {
        var renamed = wallet
        renamed.name = newName.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            // Breaks usecase-criteria: the operation transforms its data, so it needs a UseCase.
            wallet = try await repository.update(renamed)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
