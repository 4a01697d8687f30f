// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.
import SwiftUI

/// Where the app creates its view models once (seed 003, Dependency Injection: "App creates and owns
/// ViewModel", then injects it into the environment), and the screens that read them from there.
@MainActor
final class AppViewModels {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: its persistence manager, and the list view model its screens share.
    let walletPersistenceManager: any WalletPersistenceManagerProtocol = WalletPersistenceManager.shared

    func makeCreateWalletUseCase() -> any CreateWalletUseCaseProtocol {
        CreateWalletUseCase(repository: walletPersistenceManager)
    }

    func makeUpdateWalletUseCase() -> any UpdateWalletUseCaseProtocol {
        UpdateWalletUseCase(repository: walletPersistenceManager)
    }

    lazy var walletListViewModel = WalletListViewModel(
        repository: walletPersistenceManager
    )

    func makeWalletListView() -> some View {
        WalletListView()
            .environmentObject(walletListViewModel)
    }
    // scaffold:end feature:Wallet

    // scaffold:begin feature:Reminder
    /// Reminder: its persistence manager, and the list view model its screens share.
    let reminderPersistenceManager: any ReminderPersistenceManagerProtocol = ReminderPersistenceManager.shared

    func makeAddReminderUseCase() -> any AddReminderUseCaseProtocol {
        AddReminderUseCase(repository: reminderPersistenceManager)
    }

    func makeUpdateReminderUseCase() -> any UpdateReminderUseCaseProtocol {
        UpdateReminderUseCase(repository: reminderPersistenceManager)
    }

    func makeDeleteReminderUseCase() -> any DeleteReminderUseCaseProtocol {
        DeleteReminderUseCase(repository: reminderPersistenceManager)
    }

    func makeCompleteReminderUseCase() -> any CompleteReminderUseCaseProtocol {
        CompleteReminderUseCase(repository: reminderPersistenceManager)
    }

    lazy var reminderListViewModel = ReminderListViewModel(
        repository: reminderPersistenceManager,
        deleteReminderUseCase: makeDeleteReminderUseCase(),
        completeReminderUseCase: makeCompleteReminderUseCase()
    )

    func makeReminderListView() -> some View {
        ReminderListView()
            .environmentObject(reminderListViewModel)
    }
    // scaffold:end feature:Reminder

    // scaffold:insert features
}
