// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import SwiftUI

/// Where the app creates its view models (seed 003, Dependency Injection: "App creates and owns ViewModel",
/// then injects it into the environment): each feature's persistence manager, the list view model its
/// screens share, created once, and its screens. Assign another manager before the first screen to swap it
/// (a preview's, a test's) for every screen of the feature.
@MainActor
final class AppViewModels {
    init() {}

    // scaffold:begin feature:Wallet
    /// Wallet: its persistence manager, the list view model its screens share, and its screens.
    var walletPersistenceManager: any WalletPersistenceManagerProtocol = WalletPersistenceManager.shared

    func makeCreateWalletService() -> any CreateWalletServiceProtocol {
        CreateWalletService(repository: walletPersistenceManager)
    }

    func makeUpdateWalletService() -> any UpdateWalletServiceProtocol {
        UpdateWalletService(repository: walletPersistenceManager)
    }

    lazy var walletListViewModel = WalletListViewModel(
        repository: walletPersistenceManager
    )

    func makeWalletFormViewModel(wallet: Wallet? = nil) -> WalletFormViewModel {
        WalletFormViewModel(
            wallet: wallet,
            createWalletService: makeCreateWalletService(),
            updateWalletService: makeUpdateWalletService()
        )
    }

    /// The Wallet screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func walletScreen(for route: WalletRoute) -> some View {
        switch route {
        case .list:
            WalletListView(makeCreateForm: { WalletFormView(viewModel: self.makeWalletFormViewModel()) }).environmentObject(self.walletListViewModel)
        case .new:
            WalletFormView(viewModel: self.makeWalletFormViewModel())
        case .edit(let wallet):
            WalletFormView(viewModel: self.makeWalletFormViewModel(wallet: wallet))
        }
    }
    // scaffold:end feature:Wallet

    // scaffold:begin feature:ReminderList
    /// ReminderList: its persistence manager, the list view model its screens share, and its screens.
    var reminderListPersistenceManager: any ReminderListPersistenceManagerProtocol = ReminderListPersistenceManager.shared

    func makeFetchReminderListsService() -> any FetchReminderListsServiceProtocol {
        FetchReminderListsService(repository: reminderListPersistenceManager)
    }

    func makeCreateReminderListService() -> any CreateReminderListServiceProtocol {
        CreateReminderListService(repository: reminderListPersistenceManager)
    }

    func makeUpdateReminderListService() -> any UpdateReminderListServiceProtocol {
        UpdateReminderListService(repository: reminderListPersistenceManager)
    }

    func makeDeleteReminderListService() -> any DeleteReminderListServiceProtocol {
        DeleteReminderListService(repository: reminderListPersistenceManager, reminderPersistenceManager: reminderPersistenceManager)
    }

    lazy var reminderListListViewModel = ReminderListListViewModel(
        fetchReminderListsService: makeFetchReminderListsService(),
        deleteReminderListService: makeDeleteReminderListService()
    )

    func makeReminderListFormViewModel(reminderList: ReminderList? = nil) -> ReminderListFormViewModel {
        ReminderListFormViewModel(
            reminderList: reminderList,
            createReminderListService: makeCreateReminderListService(),
            updateReminderListService: makeUpdateReminderListService()
        )
    }

    /// The ReminderList screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func reminderListScreen(for route: ReminderListRoute) -> some View {
        switch route {
        case .list:
            ReminderListListView(makeCreateForm: { ReminderListFormView(viewModel: self.makeReminderListFormViewModel()) }).environmentObject(self.reminderListListViewModel)
        case .new:
            ReminderListFormView(viewModel: self.makeReminderListFormViewModel())
        case .edit(let reminderList):
            ReminderListFormView(viewModel: self.makeReminderListFormViewModel(reminderList: reminderList))
        }
    }
    // scaffold:end feature:ReminderList

    // scaffold:begin feature:Reminder
    /// Reminder: its persistence manager, the list view model its screens share, and its screens.
    var reminderPersistenceManager: any ReminderPersistenceManagerProtocol = ReminderPersistenceManager.shared

    func makeAddReminderService() -> any AddReminderServiceProtocol {
        AddReminderService(repository: reminderPersistenceManager)
    }

    func makeUpdateReminderService() -> any UpdateReminderServiceProtocol {
        UpdateReminderService(repository: reminderPersistenceManager)
    }

    func makeDeleteReminderService() -> any DeleteReminderServiceProtocol {
        DeleteReminderService(repository: reminderPersistenceManager)
    }

    func makeCompleteReminderService() -> any CompleteReminderServiceProtocol {
        CompleteReminderService(repository: reminderPersistenceManager)
    }

    func makeMoveReminderService() -> any MoveReminderServiceProtocol {
        MoveReminderService(repository: reminderPersistenceManager, reminderListPersistenceManager: reminderListPersistenceManager)
    }

    func makeArchiveReminderService() -> any ArchiveReminderServiceProtocol {
        ArchiveReminderService(repository: reminderPersistenceManager)
    }

    lazy var reminderListViewModel = ReminderListViewModel(
        repository: reminderPersistenceManager,
        deleteReminderService: makeDeleteReminderService(),
        completeReminderService: makeCompleteReminderService(),
        moveReminderService: makeMoveReminderService(),
        archiveReminderService: makeArchiveReminderService(),
        fetchReminderListsService: makeFetchReminderListsService()
    )

    func makeReminderFormViewModel(reminder: Reminder? = nil) -> ReminderFormViewModel {
        ReminderFormViewModel(
            reminder: reminder,
            addReminderService: makeAddReminderService(),
            updateReminderService: makeUpdateReminderService(),
            deleteReminderService: makeDeleteReminderService(),
            fetchReminderListsService: makeFetchReminderListsService()
        )
    }

    /// The Reminder screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func reminderScreen(for route: ReminderRoute) -> some View {
        switch route {
        case .list:
            ReminderListView(makeCreateForm: { ReminderFormView(viewModel: self.makeReminderFormViewModel()) }).environmentObject(self.reminderListViewModel)
        case .new:
            ReminderFormView(viewModel: self.makeReminderFormViewModel())
        case .edit(let reminder):
            ReminderFormView(viewModel: self.makeReminderFormViewModel(reminder: reminder))
        }
    }
    // scaffold:end feature:Reminder

    // scaffold:begin feature:Budget
    /// Budget: its persistence manager, the list view model its screens share, and its screens.
    var budgetPersistenceManager: any BudgetPersistenceManagerProtocol = BudgetPersistenceManager.shared

    func makeCreateBudgetService() -> any CreateBudgetServiceProtocol {
        CreateBudgetService(repository: budgetPersistenceManager)
    }

    func makeUpdateBudgetService() -> any UpdateBudgetServiceProtocol {
        UpdateBudgetService(repository: budgetPersistenceManager)
    }

    lazy var budgetListViewModel = BudgetListViewModel(
        repository: budgetPersistenceManager
    )

    func makeBudgetFormViewModel(budget: Budget? = nil) -> BudgetFormViewModel {
        BudgetFormViewModel(
            budget: budget,
            createBudgetService: makeCreateBudgetService(),
            updateBudgetService: makeUpdateBudgetService()
        )
    }

    /// The Budget screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func budgetScreen(for route: BudgetRoute) -> some View {
        switch route {
        case .list:
            BudgetListView(makeCreateForm: { BudgetFormView(viewModel: self.makeBudgetFormViewModel()) }).environmentObject(self.budgetListViewModel)
        case .new:
            BudgetFormView(viewModel: self.makeBudgetFormViewModel())
        case .edit(let budget):
            BudgetFormView(viewModel: self.makeBudgetFormViewModel(budget: budget))
        }
    }
    // scaffold:end feature:Budget

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built from the app's view models.
struct HomeView: View {
    let title: String
    let viewModels: AppViewModels
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Wallet.routes
                .navigationDestination(for: WalletRoute.self) { route in
                    viewModels.walletScreen(for: route)
                }
                // scaffold:end feature:Wallet.routes
                // scaffold:begin feature:ReminderList.routes
                .navigationDestination(for: ReminderListRoute.self) { route in
                    viewModels.reminderListScreen(for: route)
                }
                // scaffold:end feature:ReminderList.routes
                // scaffold:begin feature:Reminder.routes
                .navigationDestination(for: ReminderRoute.self) { route in
                    viewModels.reminderScreen(for: route)
                }
                // scaffold:end feature:Reminder.routes
                // scaffold:begin feature:Budget.routes
                .navigationDestination(for: BudgetRoute.self) { route in
                    viewModels.budgetScreen(for: route)
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
