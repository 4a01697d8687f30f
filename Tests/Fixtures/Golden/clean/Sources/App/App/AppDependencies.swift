// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.

/// The composition root (seed 002, Rule 5: "All concrete types are wired in ONE place"): each feature's
/// Data layer behind its Domain protocol, its UseCases, and the coordinator that builds its screens.
/// Nothing else creates a concrete type, and there are no singletons (Rule 2).
@MainActor
final class AppDependencies {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: the Data layer behind `WalletRepository`, its UseCases and its coordinator.
    let walletRepository: any WalletRepository = DefaultWalletRepository(dataSource: WalletLocalDataSource())

    func makeCreateWalletUseCase() -> any CreateWalletUseCase {
        DefaultCreateWalletUseCase(repository: walletRepository)
    }

    func makeUpdateWalletUseCase() -> any UpdateWalletUseCase {
        DefaultUpdateWalletUseCase(repository: walletRepository)
    }

    func makeWalletCoordinator() -> WalletCoordinator {
        WalletCoordinator(
            repository: walletRepository,
            createWalletUseCase: makeCreateWalletUseCase(),
            updateWalletUseCase: makeUpdateWalletUseCase()
        )
    }
    // scaffold:end feature:Wallet

    // scaffold:begin feature:Reminder
    /// Reminder: the Data layer behind `ReminderRepository`, its UseCases and its coordinator.
    let reminderRepository: any ReminderRepository = DefaultReminderRepository(dataSource: ReminderLocalDataSource())

    func makeAddReminderUseCase() -> any AddReminderUseCase {
        DefaultAddReminderUseCase(repository: reminderRepository)
    }

    func makeUpdateReminderUseCase() -> any UpdateReminderUseCase {
        DefaultUpdateReminderUseCase(repository: reminderRepository)
    }

    func makeDeleteReminderUseCase() -> any DeleteReminderUseCase {
        DefaultDeleteReminderUseCase(repository: reminderRepository)
    }

    func makeCompleteReminderUseCase() -> any CompleteReminderUseCase {
        DefaultCompleteReminderUseCase(repository: reminderRepository)
    }

    func makeReminderCoordinator() -> ReminderCoordinator {
        ReminderCoordinator(
            repository: reminderRepository,
            deleteReminderUseCase: makeDeleteReminderUseCase(),
            completeReminderUseCase: makeCompleteReminderUseCase(),
            addReminderUseCase: makeAddReminderUseCase(),
            updateReminderUseCase: makeUpdateReminderUseCase()
        )
    }
    // scaffold:end feature:Reminder

    // scaffold:insert features
}
