import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// How a feature is wired and reached: the composition roots, seed 002's coordinator, the previews each screen builds as
/// the app does, and the wiring test.
final class RootSnippetTests: XCTestCase {
    /// Seed 002's root sets each store for the app, a test and a preview; `persistence: json` makes the app's a file.
    func testCleansRootSetsEveryStoreByConstructor() throws {
        assertSnippet(try Snippets.file("AppDependencies.swift", of: Snippets.plan("Budget", preset: .clean)), """
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
        """)
    }

    /// Issue 35, H4: the root reads the unwritten UseCase's flag from the team's file when the app is built, and
    /// passes it to the view model that shows the operation; seed 002's coordinator as it makes the view model.
    func testTheRootPassesAnUnwrittenUseCasesFlagToItsScreens() throws {
        assertSnippet(try Snippets.file("AppFactory.swift", of: Snippets.plan("Reminder", earlier: ["ReminderList"])), """
                    fetchReminderListsUseCase: makeFetchReminderListsUseCase(),
                    offersArchive: ArchiveReminderUseCase.isImplemented
                )
        """)
        assertSnippet(try Snippets.file("ReminderCoordinator.swift", of: Snippets.plan("Reminder", preset: .clean, earlier: ["ReminderList"])), """
                    fetchReminderListsUseCase: fetchReminderListsUseCase,
                    offersArchive: DefaultArchiveReminderUseCase.isImplemented
                )
        """)
    }

    /// Seed 002's root with a remote feature (issue 31): the server's client made of `transport` and `tokenProvider`,
    /// which a test may set after `init`, as the repository is made on first use; `init` picks the transport and the saved
    /// copy's folder by the stores, and gives a preview the sample in memory. No `shared` store (Rule 2).
    func testCleansRootWiresARemoteFeatureThroughItsTransport() throws {
        let text = try Snippets.file("AppDependencies.swift", of: Snippets.plan("RemotePurse", preset: .clean))
        assertSnippet(text, """
            var tokenProvider: any TokenProvider = SignedOutTokenProvider()
            var transport: any HTTPClient

            /// Every request of every remote feature: authenticated, and sent again after a server fault when that is safe.
            var httpClient: any HTTPClient {
                RetryingHTTPClient(decorated: AuthenticatedHTTPClient(decorated: transport, tokenProvider: tokenProvider))
            }
            // scaffold:end remote
        """)
        assertSnippet(text, """
            let purseLocalStore: PurseLocalStore
            private let pursePreviewRepository: (any PurseRepository)?
            lazy var purseRepository: any PurseRepository = pursePreviewRepository ?? DefaultPurseRepository(
                remote: PurseRemoteDataSource(client: httpClient),
                local: purseLocalStore
            )
        """)
        assertSnippet(text, """
                // scaffold:begin remote.client
                switch stores {
                case .app:
                    transport = URLSessionAdapter(configuration: .launch)
                case .inMemory, .preview:
                    // A test's and a preview's root reach no server until one is assigned to `transport`.
                    transport = OfflineHTTPClient()
                }
                // scaffold:end remote.client
                // scaffold:begin feature:Purse.stores
                switch stores {
                case .app:
                    purseLocalStore = PurseLocalStore(folder: PurseLocalStore.defaultFolder)
                    pursePreviewRepository = nil
                case .inMemory:
                    purseLocalStore = PurseLocalStore(folder: FileManager.default.temporaryDirectory
                        .appending(path: "Purse-\\(UUID().uuidString)", directoryHint: .isDirectory))
                    pursePreviewRepository = nil
                case .preview:
        """)
        assertSnippet(text, """
                    pursePreviewRepository = InMemoryDefaultPurseRepository(purses: [
        """)
        let store = try Snippets.file("PurseLocalStore.swift", of: Snippets.plan("RemotePurse", preset: .clean))
        XCTAssertFalse(store.contains("static let shared"), store)
        XCTAssertTrue(try Snippets.file("PurseLocalStore.swift", of: Snippets.plan("RemotePurse")).contains("nonisolated static let shared"))
    }

    /// Seed 003's root with a remote feature (issue 31: "`mvvm` puts the network behind seed 003's Service"): the server's
    /// client made of `transport` and `tokenProvider`, the Service over the remote data source and the persistence manager
    /// (the saved copy, over UserDefaults), made on first use so a test assigns its stubs first.
    func testMVVMsRootWiresARemoteFeatureThroughItsService() throws {
        let plan = try Snippets.plan("RemotePurse", preset: .mvvm)
        let text = try Snippets.file("AppViewModels.swift", of: plan)
        assertSnippet(text, """
            var tokenProvider: any TokenProvider = SignedOutTokenProvider()
            var transport: any HTTPClient = URLSessionAdapter(configuration: .launch)
        """)
        assertSnippet(text, """
            var pursePersistenceManager = PursePersistenceManager.shared
            lazy var purseService: any PurseServiceProtocol = PurseService(
                remote: PurseRemoteDataSource(client: httpClient),
                local: pursePersistenceManager
            )
        """)
        assertSnippet(text, """
            lazy var purseListViewModel = PurseListViewModel(
                repository: purseService,
                freezePurseService: makeFreezePurseService()
            )
        """)
        let service = try Snippets.file("PurseServiceProtocol.swift", of: plan)
        assertSnippet(service, """
        /// Stores and loads purses; the only way the app's view models reach them (seed 003, Scalability: "2. Service Layer",
        /// `TodoService`). The purses live on the server; the device keeps a copy, which `fetchPage(nil)` returns when the
        """)
        assertSnippet(service, "/// Why the purse service refused a request; `errorDescription` is what the user reads.")
        let copy = try Snippets.file("PursePersistenceManager.swift", of: plan)
        assertSnippet(copy, """
            nonisolated static let shared = PursePersistenceManager()
        """)
        assertSnippet(copy, """
            /// Each purse its own JSON record, so one that stops decoding never takes the others with it.
            private func write(_ purses: [Purse]) throws {
                do {
                    let encoder = JSONEncoder()
                    let records = try purses.map { try encoder.encode($0) }
                    defaults.set(try encoder.encode(records), forKey: key)
                } catch {
                    throw PurseServiceError.unwritable
                }
            }
        """)
        let tests = try Snippets.file("PurseServiceTests.swift", of: plan)
        assertSnippet(tests, """
            /// The service over a stubbed server and a copy in a fresh suite holding `saved`.
            private func makeSubject(saved: [Purse] = []) async throws -> Subject {
                let copy = PursePersistenceManager(suiteName: makeSuite())
        """)
        assertSnippet(tests, """
                let stored = try XCTUnwrap(UserDefaults(suiteName: suite)?.data(forKey: "purses"))
                XCTAssertFalse(String(decoding: stored, as: UTF8.self).contains("secret-token-42"))
        """)
        let wiring = try Snippets.file("PurseWiringTests.swift", of: plan)
        assertSnippet(wiring, """
                viewModels.pursePersistenceManager = PursePersistenceManager(suiteName: suite)
        """)
    }

    /// Seed 002's list goes through its UseCase, a page at a time: the UseCase hands on the repository's page, and the
    /// list view model asks it for the first page and the next.
    func testCleansRemoteListPagesThroughItsUseCase() throws {
        let plan = try Snippets.plan("RemotePurse", preset: .clean)
        assertSnippet(try Snippets.file("FetchPursesUseCase.swift", of: plan), """
            func execute(page: PageToken?) async throws -> Listing<Purse> {
                try await repository.fetchPage(page)
            }
        """)
        let list = try Snippets.file("PurseListViewModel.swift", of: plan)
        assertSnippet(list, """
                    let listing = try await fetchPursesUseCase.execute(page: nil)
        """)
        assertSnippet(list, """
                    let listing = try await fetchPursesUseCase.execute(page: page)
        """)
        assertSnippet(try Snippets.file("PurseListViewModelTests.swift", of: plan), """
                doubles.fetchPursesUseCase.executeReturnValue = Listing(items: purses, isSavedCopy: true)
        """)
    }

    /// Seed 003's root makes the list view model the screens share once.
    func testMVVMsRootSharesOneListViewModel() throws {
        assertSnippet(try Snippets.file("AppViewModels.swift", of: Snippets.plan("Wallet", preset: .mvvm)), """
            lazy var walletListViewModel = WalletListViewModel(
                repository: walletPersistenceManager
            )
        """)
    }

    /// Seed 002's coordinator starts at the list and makes its view models from what the root gave it.
    func testTheCoordinatorStartsAtTheListAndMakesItsViewModels() throws {
        let text = try Snippets.file("WalletCoordinator.swift", of: Snippets.plan("Wallet", preset: .clean))
        assertSnippet(text, """
            func start() {
                navigation.show(WalletRoute.list)
            }
        """)
        assertSnippet(text, """
            func makeListViewModel() -> WalletListViewModel {
                WalletListViewModel(
                    fetchWalletsUseCase: fetchWalletsUseCase,
                    deleteWalletUseCase: deleteWalletUseCase
                )
            }
        """)
    }

    /// A preview builds its screen as the app does, over a fresh in-memory store holding one sample; seed 002's root is
    /// made with its preview stores; an adopted app's preview declares the wiring itself.
    func testPreviewsBuildTheirScreenAsTheAppDoes() throws {
        assertSnippet(try Snippets.file("WalletListView.swift", of: Snippets.plan("Wallet")), """
        #Preview("Wallets") {
            var factory = AppFactory()
            factory.walletRepository = WalletRepository(wallets: [Wallet(
                id: UUID(),
                name: "Sample name",
                balance: 1,
                ownerIDs: ["Sample"],
                note: nil
            )])
            return NavigationStack {
                factory.walletScreen(for: .list)
            }
        }
        """)
        assertSnippet(try Snippets.file("WalletFormView.swift", of: Snippets.plan("Wallet", preset: .clean)), """
        #Preview("New wallet") {
            let dependencies = AppDependencies(stores: .preview)
            return NavigationStack {
                dependencies.walletCoordinator.view(for: .new)
            }
        }
        """)
        let adopted = try AdoptedPlanTests.plan(Specs.wallet(), anchors: RegistrationAnchors(store: true, link: true, routes: true))
        assertSnippet(try Snippets.file("WalletListView.swift", of: adopted), """
            func makeFetchWalletsUseCase() -> any FetchWalletsUseCase {
                FetchWalletsUseCaseImpl(repository: walletRepository)
            }
        """)
    }

    /// Issue 35 L7: a preview's sample names a record that exists: the category its reference field names (by a fixed
    /// id) is put in the category store of the same root, and the row's preview is given it; seed 002's preview stores
    /// each hold their sample under that id.
    func testAPreviewsSampleNamesARecordOfTheSameRoot() throws {
        let plan = try ReferenceFixture.expensePlan()
        assertSnippet(try Snippets.file("ExpenseListView.swift", of: plan), """
            var factory = AppFactory()
            factory.categoryRepository = CategoryRepository(categories: [Category(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Sample name")])
            factory.expenseRepository = ExpenseRepository(expenses: [Expense(
                id: UUID(),
        """)
        assertSnippet(try Snippets.file("ExpenseRow.swift", of: plan), """
                    categoryID: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
                ), category: Category(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Sample name"))
        """)
        let clean = try ReferenceFixture.categoryPlan(preset: .clean)
        assertSnippet(try Snippets.file("AppDependencies.swift", of: clean), """
                        CategoryMapper.dto(from: Category(
                            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        """)
    }

    /// The wiring test swaps a fresh store into the root, or (seed 002) makes the root with fresh stores and checks the
    /// create sheet opens and closes.
    func testTheWiringTestUsesTheRootOverAFreshStore() throws {
        assertSnippet(try Snippets.file("WalletWiringTests.swift", of: Snippets.plan("Wallet")), """
                var factory = AppFactory()
                factory.walletRepository = WalletRepository()
                let list = factory.makeWalletListViewModel()
                await list.load()
        """)
        assertSnippet(try Snippets.file("WalletWiringTests.swift", of: Snippets.plan("Wallet", preset: .clean) { $0.tests = .swiftTesting }), """
                dependencies.walletCoordinator.showNew()
                #expect(dependencies.walletCoordinator.isCreating, "Add presents the create form in a sheet")
                #expect(dependencies.appCoordinator.path.isEmpty, "a sheet, not a push")
        """)
    }

    /// Issue 24's sequence: an operation from the form stores its effect without the unsaved edit; Save keeps both.
    func testTheWiringTestRunsAFormsOperationBetweenAnEditAndASave() throws {
        let text = try Snippets.file("ExpenseWiringTests.swift", of: ReferenceFixture.expensePlan())
        assertSnippet(text, """
                // Act: the user edits the form, runs markReimbursed, then saves
                viewModel.draft.title = "Sample title"
                await viewModel.markReimbursed()
        """)
        assertSnippet(text, """
                XCTAssertEqual(afterSave.title, "Sample title")
                XCTAssertEqual(afterSave.isReimbursed, true)
        """)
    }

    /// An entity named like a type of Foundation is imported by name in every test file, so the app's wins.
    func testAnEntityShadowingAFrameworkTypeIsImportedByName() throws {
        let spec = FeatureSpec(feature: "Date", fields: [Specs.field("title", "String")], operations: Specs.crud)
        assertSnippet(try Snippets.file("DateRepositoryTests.swift", of: Snippets.plan(spec)), """
        @testable import App
        @testable import struct App.Date
        """)
    }
}
