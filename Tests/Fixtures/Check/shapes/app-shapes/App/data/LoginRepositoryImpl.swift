import Foundation

final class LoginRepositoryImpl {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func login(email: String, password: String) async throws {
        _ = try await session.data(from: URL(string: "https://example.com/login")!)
    }
}
