// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import Foundation
import SwiftUI

/// The composition root (seed 002, Rule 5: Composition Root, "All concrete types are wired in ONE place"):
/// each feature's Data layer behind its Domain protocol, its UseCases, and the coordinator that builds its
/// screens. Nothing else creates a concrete type, and there are no singletons (Rule 2). Every store is given
/// once, by `init` (Rule 3: Constructor Injection); a test or a preview makes its own root with the stores it
/// needs, so no Presentation file names a Data type.
@MainActor
final class AppDependencies {
    /// Whose data the features' stores hold.
    enum Stores {
        /// The app's own: what the user saves, kept where each feature's store keeps it.
        case app
        /// Fresh, empty, in memory: a test's.
        case inMemory
        /// In memory, holding sample data: a preview's, so the canvas never reads or writes what the app saved.
        case preview
    }

    /// The app's navigation: the path of `HomeView`'s NavigationStack, which feature coordinators push onto.
    let appCoordinator = AppCoordinator()

    // scaffold:begin feature:Wallet
    /// Wallet: the Data layer behind `WalletRepository` (set by `init`), its UseCases, and its coordinator.
    let walletRepository: any WalletRepository

    func makeFetchWalletsUseCase() -> any FetchWalletsUseCase {
        DefaultFetchWalletsUseCase(repository: walletRepository)
    }

    func makeCreateWalletUseCase() -> any CreateWalletUseCase {
        DefaultCreateWalletUseCase(repository: walletRepository, validator: WalletValidator())
    }

    func makeUpdateWalletUseCase() -> any UpdateWalletUseCase {
        DefaultUpdateWalletUseCase(repository: walletRepository, validator: WalletValidator())
    }

    func makeDeleteWalletUseCase() -> any DeleteWalletUseCase {
        DefaultDeleteWalletUseCase(repository: walletRepository)
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var walletCoordinator = WalletCoordinator(
        navigation: appCoordinator,
        fetchWalletsUseCase: makeFetchWalletsUseCase(),
        deleteWalletUseCase: makeDeleteWalletUseCase(),
        createWalletUseCase: makeCreateWalletUseCase(),
        updateWalletUseCase: makeUpdateWalletUseCase()
    )
    // scaffold:end feature:Wallet

    // scaffold:begin feature:ReminderList
    /// ReminderList: the Data layer behind `ReminderListRepository` (set by `init`), its UseCases, and its coordinator.
    let reminderListRepository: any ReminderListRepository

    func makeFetchReminderListsUseCase() -> any FetchReminderListsUseCase {
        DefaultFetchReminderListsUseCase(repository: reminderListRepository)
    }

    func makeCreateReminderListUseCase() -> any CreateReminderListUseCase {
        DefaultCreateReminderListUseCase(repository: reminderListRepository, validator: ReminderListValidator())
    }

    func makeUpdateReminderListUseCase() -> any UpdateReminderListUseCase {
        DefaultUpdateReminderListUseCase(repository: reminderListRepository, validator: ReminderListValidator())
    }

    func makeDeleteReminderListUseCase() -> any DeleteReminderListUseCase {
        DefaultDeleteReminderListUseCase(repository: reminderListRepository, reminderRepository: reminderRepository)
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var reminderListCoordinator = ReminderListCoordinator(
        navigation: appCoordinator,
        fetchReminderListsUseCase: makeFetchReminderListsUseCase(),
        deleteReminderListUseCase: makeDeleteReminderListUseCase(),
        createReminderListUseCase: makeCreateReminderListUseCase(),
        updateReminderListUseCase: makeUpdateReminderListUseCase()
    )
    // scaffold:end feature:ReminderList

    // scaffold:begin feature:Reminder
    /// Reminder: the Data layer behind `ReminderRepository` (set by `init`), its UseCases, and its coordinator.
    let reminderRepository: any ReminderRepository

    func makeFetchRemindersUseCase() -> any FetchRemindersUseCase {
        DefaultFetchRemindersUseCase(repository: reminderRepository)
    }

    func makeAddReminderUseCase() -> any AddReminderUseCase {
        DefaultAddReminderUseCase(repository: reminderRepository, validator: ReminderValidator())
    }

    func makeUpdateReminderUseCase() -> any UpdateReminderUseCase {
        DefaultUpdateReminderUseCase(repository: reminderRepository, validator: ReminderValidator())
    }

    func makeDeleteReminderUseCase() -> any DeleteReminderUseCase {
        DefaultDeleteReminderUseCase(repository: reminderRepository)
    }

    func makeCompleteReminderUseCase() -> any CompleteReminderUseCase {
        DefaultCompleteReminderUseCase(repository: reminderRepository, validator: ReminderValidator(), now: { Date() })
    }

    func makeMoveReminderUseCase() -> any MoveReminderUseCase {
        DefaultMoveReminderUseCase(repository: reminderRepository, reminderListRepository: reminderListRepository, validator: ReminderValidator())
    }

    func makeArchiveReminderUseCase() -> any ArchiveReminderUseCase {
        DefaultArchiveReminderUseCase(repository: reminderRepository, validator: ReminderValidator())
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var reminderCoordinator = ReminderCoordinator(
        navigation: appCoordinator,
        fetchRemindersUseCase: makeFetchRemindersUseCase(),
        deleteReminderUseCase: makeDeleteReminderUseCase(),
        completeReminderUseCase: makeCompleteReminderUseCase(),
        moveReminderUseCase: makeMoveReminderUseCase(),
        archiveReminderUseCase: makeArchiveReminderUseCase(),
        addReminderUseCase: makeAddReminderUseCase(),
        updateReminderUseCase: makeUpdateReminderUseCase(),
        fetchReminderListsUseCase: makeFetchReminderListsUseCase()
    )
    // scaffold:end feature:Reminder

    // scaffold:begin feature:Budget
    /// Budget: the Data layer behind `BudgetRepository` (set by `init`), its UseCases, and its coordinator.
    let budgetRepository: any BudgetRepository

    func makeFetchBudgetsUseCase() -> any FetchBudgetsUseCase {
        DefaultFetchBudgetsUseCase(repository: budgetRepository)
    }

    func makeCreateBudgetUseCase() -> any CreateBudgetUseCase {
        DefaultCreateBudgetUseCase(repository: budgetRepository, validator: BudgetValidator())
    }

    func makeUpdateBudgetUseCase() -> any UpdateBudgetUseCase {
        DefaultUpdateBudgetUseCase(repository: budgetRepository, validator: BudgetValidator())
    }

    func makeDeleteBudgetUseCase() -> any DeleteBudgetUseCase {
        DefaultDeleteBudgetUseCase(repository: budgetRepository)
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var budgetCoordinator = BudgetCoordinator(
        navigation: appCoordinator,
        fetchBudgetsUseCase: makeFetchBudgetsUseCase(),
        deleteBudgetUseCase: makeDeleteBudgetUseCase(),
        createBudgetUseCase: makeCreateBudgetUseCase(),
        updateBudgetUseCase: makeUpdateBudgetUseCase()
    )
    // scaffold:end feature:Budget

    // scaffold:insert features

    /// Wires every feature's store; `stores` says whose data they hold.
    init(stores: Stores = .app) {
        // scaffold:begin feature:Wallet.stores
        switch stores {
        case .app, .inMemory:
            walletRepository = DefaultWalletRepository(dataSource: WalletLocalDataSource())
        case .preview:
            walletRepository = DefaultWalletRepository(dataSource: WalletLocalDataSource(records: [
                WalletMapper.dto(from: Wallet(
                    id: UUID(),
                    name: "Sample name",
                    balance: 1,
                    ownerIDs: ["Sample"],
                    note: nil
                )),
            ]))
        }
        // scaffold:end feature:Wallet.stores
        // scaffold:begin feature:ReminderList.stores
        switch stores {
        case .app, .inMemory:
            reminderListRepository = DefaultReminderListRepository(dataSource: ReminderListLocalDataSource())
        case .preview:
            reminderListRepository = DefaultReminderListRepository(dataSource: ReminderListLocalDataSource(records: [
                ReminderListMapper.dto(from: ReminderList(
                    id: UUID(),
                    name: "Sample name"
                )),
            ]))
        }
        // scaffold:end feature:ReminderList.stores
        // scaffold:begin feature:Reminder.stores
        switch stores {
        case .app, .inMemory:
            reminderRepository = DefaultReminderRepository(dataSource: ReminderLocalDataSource())
        case .preview:
            reminderRepository = DefaultReminderRepository(dataSource: ReminderLocalDataSource(records: [
                ReminderMapper.dto(from: Reminder(
                    id: UUID(),
                    title: "Sample title",
                    notes: nil,
                    dueDate: nil,
                    isDone: false,
                    doneAt: nil,
                    listID: nil
                )),
            ]))
        }
        // scaffold:end feature:Reminder.stores
        // scaffold:begin feature:Budget.stores
        switch stores {
        case .app:
            budgetRepository = DefaultBudgetRepository(
                dataSource: BudgetJSONFileDataSource(folder: BudgetJSONFileDataSource.defaultFolder)
            )
        case .inMemory:
            budgetRepository = DefaultBudgetRepository(dataSource: BudgetLocalDataSource())
        case .preview:
            budgetRepository = DefaultBudgetRepository(dataSource: BudgetLocalDataSource(records: [
                BudgetMapper.dto(from: Budget(
                    id: UUID(),
                    title: "Sample title",
                    limit: 1,
                    endsAt: nil
                )),
            ]))
        }
        // scaffold:end feature:Budget.stores
        // scaffold:insert stores
    }
}

/// The app's first screen and its one NavigationStack, whose path `AppCoordinator` owns (seed 001,
/// Coordinator Pattern): a button per feature that asks its coordinator to start, and each feature's
/// screens by route, built by its coordinator (seed 002, Coordinator).
struct HomeView: View {
    let title: String
    let dependencies: AppDependencies
    @Bindable private var coordinator: AppCoordinator

    init(title: String, dependencies: AppDependencies) {
        self.title = title
        self.dependencies = dependencies
        _coordinator = Bindable(dependencies.appCoordinator)
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Wallet.routes
                .navigationDestination(for: WalletRoute.self) { route in
                    dependencies.walletCoordinator.view(for: route)
                }
                // scaffold:end feature:Wallet.routes
                // scaffold:begin feature:ReminderList.routes
                .navigationDestination(for: ReminderListRoute.self) { route in
                    dependencies.reminderListCoordinator.view(for: route)
                }
                // scaffold:end feature:ReminderList.routes
                // scaffold:begin feature:Reminder.routes
                .navigationDestination(for: ReminderRoute.self) { route in
                    dependencies.reminderCoordinator.view(for: route)
                }
                // scaffold:end feature:Reminder.routes
                // scaffold:begin feature:Budget.routes
                .navigationDestination(for: BudgetRoute.self) { route in
                    dependencies.budgetCoordinator.view(for: route)
                }
                // scaffold:end feature:Budget.routes
                // scaffold:insert routes
        }
    }

    /// A link to each feature's first screen. `SwiftUI.List`, qualified: this text is written once, and the app
    /// may later get an entity of its own called `List`.
    private var links: some View {
        SwiftUI.List {
            // scaffold:begin feature:Wallet.link
            Button("Wallets") { dependencies.walletCoordinator.start() }
            // scaffold:end feature:Wallet.link
            // scaffold:begin feature:ReminderList.link
            Button("Reminder lists") { dependencies.reminderListCoordinator.start() }
            // scaffold:end feature:ReminderList.link
            // scaffold:begin feature:Reminder.link
            Button("Reminders") { dependencies.reminderCoordinator.start() }
            // scaffold:end feature:Reminder.link
            // scaffold:begin feature:Budget.link
            Button("Budgets") { dependencies.budgetCoordinator.start() }
            // scaffold:end feature:Budget.link
            // scaffold:insert links
        }
    }
}
