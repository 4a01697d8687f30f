// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import SwiftUI

/// The app's composition root for seed 000's layers. Every initializer keeps its production default
/// (seed 000, Dependency injection: "Provide default values for production implementations"); this small
/// factory is the one place that builds each feature's screens, view models and UseCases from the feature's
/// store, so the app, a preview or a test swaps a store in one assignment and every screen of the feature sees it.
@MainActor
struct AppFactory {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: the store of wallets its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
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

    /// The Wallet screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func walletScreen(for route: WalletRoute) -> some View {
        switch route {
        case .list:
            WalletListView(viewModel: makeWalletListViewModel(), makeCreateForm: { WalletFormView(viewModel: makeWalletFormViewModel()) })
        case .new:
            WalletFormView(viewModel: makeWalletFormViewModel())
        case .edit(let wallet):
            WalletFormView(viewModel: makeWalletFormViewModel(wallet: wallet))
        }
    }
    // scaffold:end feature:Wallet

    // scaffold:begin feature:ReminderList
    /// ReminderList: the store of reminder lists its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    var reminderListRepository: any ReminderListRepositoryProtocol = ReminderListRepository.shared

    func makeFetchReminderListsUseCase() -> any FetchReminderListsUseCaseProtocol {
        FetchReminderListsUseCase(repository: reminderListRepository)
    }

    func makeCreateReminderListUseCase() -> any CreateReminderListUseCaseProtocol {
        CreateReminderListUseCase(repository: reminderListRepository)
    }

    func makeUpdateReminderListUseCase() -> any UpdateReminderListUseCaseProtocol {
        UpdateReminderListUseCase(repository: reminderListRepository)
    }

    func makeDeleteReminderListUseCase() -> any DeleteReminderListUseCaseProtocol {
        DeleteReminderListUseCase(repository: reminderListRepository, reminderRepository: reminderRepository)
    }

    func makeReminderListListViewModel() -> ReminderListListViewModel {
        ReminderListListViewModel(
            fetchReminderListsUseCase: makeFetchReminderListsUseCase(),
            deleteReminderListUseCase: makeDeleteReminderListUseCase()
        )
    }

    func makeReminderListFormViewModel(reminderList: ReminderList? = nil) -> ReminderListFormViewModel {
        ReminderListFormViewModel(
            reminderList: reminderList,
            createReminderListUseCase: makeCreateReminderListUseCase(),
            updateReminderListUseCase: makeUpdateReminderListUseCase()
        )
    }

    /// The ReminderList screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func reminderListScreen(for route: ReminderListRoute) -> some View {
        switch route {
        case .list:
            ReminderListListView(viewModel: makeReminderListListViewModel(), makeCreateForm: { ReminderListFormView(viewModel: makeReminderListFormViewModel()) })
        case .new:
            ReminderListFormView(viewModel: makeReminderListFormViewModel())
        case .edit(let reminderList):
            ReminderListFormView(viewModel: makeReminderListFormViewModel(reminderList: reminderList))
        }
    }
    // scaffold:end feature:ReminderList

    // scaffold:begin feature:Reminder
    /// Reminder: the store of reminders its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
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

    func makeMoveReminderUseCase() -> any MoveReminderUseCaseProtocol {
        MoveReminderUseCase(repository: reminderRepository, reminderListRepository: reminderListRepository)
    }

    func makeArchiveReminderUseCase() -> any ArchiveReminderUseCaseProtocol {
        ArchiveReminderUseCase(repository: reminderRepository)
    }

    func makeReminderListViewModel() -> ReminderListViewModel {
        ReminderListViewModel(
            repository: reminderRepository,
            deleteReminderUseCase: makeDeleteReminderUseCase(),
            completeReminderUseCase: makeCompleteReminderUseCase(),
            moveReminderUseCase: makeMoveReminderUseCase(),
            archiveReminderUseCase: makeArchiveReminderUseCase(),
            fetchReminderListsUseCase: makeFetchReminderListsUseCase()
        )
    }

    func makeReminderFormViewModel(reminder: Reminder? = nil) -> ReminderFormViewModel {
        ReminderFormViewModel(
            reminder: reminder,
            addReminderUseCase: makeAddReminderUseCase(),
            updateReminderUseCase: makeUpdateReminderUseCase(),
            deleteReminderUseCase: makeDeleteReminderUseCase(),
            fetchReminderListsUseCase: makeFetchReminderListsUseCase()
        )
    }

    /// The Reminder screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func reminderScreen(for route: ReminderRoute) -> some View {
        switch route {
        case .list:
            ReminderListView(viewModel: makeReminderListViewModel(), makeCreateForm: { ReminderFormView(viewModel: makeReminderFormViewModel()) })
        case .new:
            ReminderFormView(viewModel: makeReminderFormViewModel())
        case .edit(let reminder):
            ReminderFormView(viewModel: makeReminderFormViewModel(reminder: reminder))
        }
    }
    // scaffold:end feature:Reminder

    // scaffold:begin feature:Budget
    /// Budget: the store of budgets its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    var budgetRepository: any BudgetRepositoryProtocol = BudgetRepository.shared

    func makeCreateBudgetUseCase() -> any CreateBudgetUseCaseProtocol {
        CreateBudgetUseCase(repository: budgetRepository)
    }

    func makeUpdateBudgetUseCase() -> any UpdateBudgetUseCaseProtocol {
        UpdateBudgetUseCase(repository: budgetRepository)
    }

    func makeBudgetListViewModel() -> BudgetListViewModel {
        BudgetListViewModel(
            repository: budgetRepository
        )
    }

    func makeBudgetFormViewModel(budget: Budget? = nil) -> BudgetFormViewModel {
        BudgetFormViewModel(
            budget: budget,
            createBudgetUseCase: makeCreateBudgetUseCase(),
            updateBudgetUseCase: makeUpdateBudgetUseCase()
        )
    }

    /// The Budget screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func budgetScreen(for route: BudgetRoute) -> some View {
        switch route {
        case .list:
            BudgetListView(viewModel: makeBudgetListViewModel(), makeCreateForm: { BudgetFormView(viewModel: makeBudgetFormViewModel()) })
        case .new:
            BudgetFormView(viewModel: makeBudgetFormViewModel())
        case .edit(let budget):
            BudgetFormView(viewModel: makeBudgetFormViewModel(budget: budget))
        }
    }
    // scaffold:end feature:Budget

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built by the factory.
struct HomeView: View {
    let title: String
    let factory: AppFactory
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Wallet.routes
                .navigationDestination(for: WalletRoute.self) { route in
                    factory.walletScreen(for: route)
                }
                // scaffold:end feature:Wallet.routes
                // scaffold:begin feature:ReminderList.routes
                .navigationDestination(for: ReminderListRoute.self) { route in
                    factory.reminderListScreen(for: route)
                }
                // scaffold:end feature:ReminderList.routes
                // scaffold:begin feature:Reminder.routes
                .navigationDestination(for: ReminderRoute.self) { route in
                    factory.reminderScreen(for: route)
                }
                // scaffold:end feature:Reminder.routes
                // scaffold:begin feature:Budget.routes
                .navigationDestination(for: BudgetRoute.self) { route in
                    factory.budgetScreen(for: route)
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
            NavigationLink("Wallets", value: WalletRoute.list)
            // scaffold:end feature:Wallet.link
            // scaffold:begin feature:ReminderList.link
            NavigationLink("Reminder lists", value: ReminderListRoute.list)
            // scaffold:end feature:ReminderList.link
            // scaffold:begin feature:Reminder.link
            NavigationLink("Reminders", value: ReminderRoute.list)
            // scaffold:end feature:Reminder.link
            // scaffold:begin feature:Budget.link
            NavigationLink("Budgets", value: BudgetRoute.list)
            // scaffold:end feature:Budget.link
            // scaffold:insert links
        }
    }
}
