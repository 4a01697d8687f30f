// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.
import Observation

/// The app's composition root (seed 004, Dependency Injection: `App/AppEnvironment.swift`): each feature's
/// repository, and the UseCases, view models and screens made from it.
///
/// `@Observable` rather than seed 004's `ObservableObject` with `static let shared`: seed 004 builds on
/// Observation ("@StateObject is for ObservableObject, not @Observable"), so the App owns the one instance
/// as `@State` and places it with `.environment(_:)`; views read it with `@Environment(AppEnvironment.self)`,
/// and each test makes its own.
@MainActor
@Observable
final class AppEnvironment {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: the store of wallets its screens share (assign another one to swap it,
    /// e.g. in a preview or test), and its UseCases, view models and screens.
    @ObservationIgnored var walletRepository: any WalletRepositoryProtocol = WalletRepository.shared

    func makeCreateWalletUseCase() -> any CreateWalletUseCaseProtocol {
        CreateWalletUseCase(repository: walletRepository)
    }

    func makeUpdateWalletUseCase() -> any UpdateWalletUseCaseProtocol {
        UpdateWalletUseCase(repository: walletRepository)
    }

    func makeWalletListViewModel() -> WalletListViewModel {
        WalletListViewModel(
            repository: walletRepository
        )
    }

    func makeWalletFormViewModel(wallet: Wallet? = nil) -> WalletFormViewModel {
        WalletFormViewModel(
            wallet: wallet,
            createWalletUseCase: makeCreateWalletUseCase(),
            updateWalletUseCase: makeUpdateWalletUseCase()
        )
    }

    func makeWalletListView() -> WalletListView {
        WalletListView(viewModel: makeWalletListViewModel())
    }

    func makeWalletFormView(wallet: Wallet? = nil) -> WalletFormView {
        WalletFormView(viewModel: makeWalletFormViewModel(wallet: wallet))
    }
    // scaffold:end feature:Wallet

    // scaffold:begin feature:Reminder
    /// Reminder: the store of reminders its screens share (assign another one to swap it,
    /// e.g. in a preview or test), and its UseCases, view models and screens.
    @ObservationIgnored var reminderRepository: any ReminderRepositoryProtocol = ReminderRepository.shared

    func makeAddReminderUseCase() -> any AddReminderUseCaseProtocol {
        AddReminderUseCase(repository: reminderRepository)
    }

    func makeUpdateReminderUseCase() -> any UpdateReminderUseCaseProtocol {
        UpdateReminderUseCase(repository: reminderRepository)
    }

    func makeDeleteReminderUseCase() -> any DeleteReminderUseCaseProtocol {
        DeleteReminderUseCase(repository: reminderRepository)
    }

    func makeCompleteReminderUseCase() -> any CompleteReminderUseCaseProtocol {
        CompleteReminderUseCase(repository: reminderRepository)
    }

    func makeReminderListViewModel() -> ReminderListViewModel {
        ReminderListViewModel(
            repository: reminderRepository,
            deleteReminderUseCase: makeDeleteReminderUseCase(),
            completeReminderUseCase: makeCompleteReminderUseCase()
        )
    }

    func makeReminderFormViewModel(reminder: Reminder? = nil) -> ReminderFormViewModel {
        ReminderFormViewModel(
            reminder: reminder,
            addReminderUseCase: makeAddReminderUseCase(),
            updateReminderUseCase: makeUpdateReminderUseCase(),
            deleteReminderUseCase: makeDeleteReminderUseCase()
        )
    }

    func makeReminderListView() -> ReminderListView {
        ReminderListView(viewModel: makeReminderListViewModel())
    }

    func makeReminderFormView(reminder: Reminder? = nil) -> ReminderFormView {
        ReminderFormView(viewModel: makeReminderFormViewModel(reminder: reminder))
    }
    // scaffold:end feature:Reminder

    // scaffold:insert features
}
