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
                    id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
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
            // scaffold:begin feature:Budget.link
            Button("Budgets") { dependencies.budgetCoordinator.start() }
            // scaffold:end feature:Budget.link
            // scaffold:insert links
        }
    }
}

// The home screen as the app builds it, over the preview stores, so the canvas never reads or writes what the app saved.
#Preview("Home") {
    HomeView(title: "App", dependencies: AppDependencies(stores: .preview))
}
