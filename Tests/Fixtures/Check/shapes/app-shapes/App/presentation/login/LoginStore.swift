import Foundation

/// A view model by what it is and holds, whatever its name (`Store` is no role of its own).
@MainActor
final class LoginStore: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var errorMessage: String?
    private let login: any LoginUseCase

    init(login: any LoginUseCase) {
        self.login = login
    }

    func submit() async {
        // Breaks viewmodel-business-rules
        guard email.contains("@") else {
            errorMessage = "Enter an email address"
            return
        }
        // Not a break: the error a use case throws, shown.
        do { try await login.login(email: email, password: password) } catch { errorMessage = error.localizedDescription }
    }
}
