import Combine
import Foundation

// Breaks viewmodel-shape: an ObservableObject with flat state.
@MainActor
final class WalletFormViewModel: ObservableObject {
    @Published var name = ""
    private let repository: any WalletRepositoryProtocol

    init(repository: any WalletRepositoryProtocol = WalletRepository.shared) {
        self.repository = repository
    }

    func save() async throws {
        guard !name.isEmpty else { return }
        try await repository.save(Wallet(id: UUID(), name: name, ownerIDs: []))
    }
}
