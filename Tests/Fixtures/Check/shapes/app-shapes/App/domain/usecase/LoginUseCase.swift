import Foundation

protocol LoginUseCase {
    func login(email: String, password: String) async throws
}

/// Not a break: the interactor is behind `LoginUseCase`.
final class LoginInteractor: LoginUseCase {
    // Breaks protocol-typed-dependencies
    private let repository: LoginRepositoryImpl

    init(repository: LoginRepositoryImpl) {
        self.repository = repository
    }

    func login(email: String, password: String) async throws {
        try await repository.login(email: email, password: password)
    }
}
