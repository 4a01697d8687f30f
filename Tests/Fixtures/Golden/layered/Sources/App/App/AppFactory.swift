// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.

/// The app's composition root for seed 000's layers. Every initializer keeps its production default
/// (seed 000, Dependency injection: "Provide default values for production implementations"); this small
/// factory adds one place that builds each feature's screens and view models from the feature's repository,
/// so the app, previews and tests can swap a store without touching the layers.
@MainActor
struct AppFactory {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: the store of wallets its screens share (assign another one to swap it,
    /// e.g. in a preview or test), and its UseCases, view models and screens.
    var walletRepository: any WalletRepositoryProtocol = WalletRepository.shared

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
    var reminderRepository: any ReminderRepositoryProtocol = ReminderRepository.shared

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
