import Combine
import Foundation

@MainActor
final class WalletFormViewModel: ObservableObject {
    @Published var name = ""
    @Published var errorMessage: String?

    private let createWalletUseCase: any CreateWalletUseCaseProtocol

    init(createWalletUseCase: any CreateWalletUseCaseProtocol = CreateWalletUseCase()) {
        self.createWalletUseCase = createWalletUseCase
    }

    func save() async {
        // Breaks viewmodel-business-rules: the rule belongs to the UseCase's validator.
        guard !name.isEmpty else {
            errorMessage = "A wallet needs a name"
            return
        }
        do {
            _ = try await createWalletUseCase.execute(Wallet(id: UUID(), name: name, balance: 0))
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
