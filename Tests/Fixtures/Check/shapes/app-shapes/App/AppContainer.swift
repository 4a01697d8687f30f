import Foundation

/// The app's own composition root: it names concrete types, by design (not a break).
@MainActor
final class AppContainer {
    let login: any LoginUseCase = LoginInteractor(repository: LoginRepositoryImpl())

    func makeLoginStore() -> LoginStore {
        LoginStore(login: login)
    }
}
