import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35, M3: a `fetch` operation gives a detail screen (`DetailScreen`) in every preset: its view model loads
/// the record by id through the operation, its view shows every field as a labelled row, the route opens it by id,
/// the list's rows open it, the root builds it, and the tests say it loads what it was opened for.
final class DetailSnippetTests: XCTestCase {
    private func badge(_ preset: Preset = .layered, style: (inout Style) -> Void = { _ in }) throws -> Plan {
        try Snippets.plan("Badge", preset: preset, style: style)
    }

    func testAFetchLoadsTheDetailScreenNotTheForm() throws {
        let plan = try badge()
        XCTAssertEqual(plan.detailViewModel, ["details"])
        XCTAssertEqual(plan.decisions.first { $0.operation == "details" }?.usedBy, ["BadgeDetail"])
        XCTAssertFalse(try Snippets.file("BadgeFormViewModel.swift", of: plan).contains("func load(id:"), "the form no longer loads by id")
        assertSnippet(try Snippets.file("BadgeDetailViewModel.swift", of: plan), """
            func load() async {
                isLoading = true
                errorMessage = nil
                do {
                    if let badge = try await repository.fetch(id: id) {
                        self.badge = badge
                    } else {
                        badge = nil
                        errorMessage = String(localized: "This badge no longer exists.")
                    }
                } catch {
                    errorMessage = String(localized: "Could not load the badge: \\(error.localizedDescription)")
                }
                isLoading = false
            }
        """)
        // Through its UseCase where the operation has one (Account's `details`, `useCase: true`).
        let account = try Snippets.plan("Account", earlier: ["Transaction"])
        assertSnippet(try Snippets.file("AccountDetailViewModel.swift", of: account), """
                    if let account = try await detailsAccountUseCase.execute(id: id) {
        """)
    }

    func testEveryFieldIsALabelledRowInTheRowsFormats() throws {
        let account = try Snippets.plan("Account", earlier: ["Transaction"])
        assertSnippet(try Snippets.file("AccountDetailView.swift", of: account), """
                        LabeledContent("Name", value: account.name)
                        LabeledContent("Account number", value: account.accountNumber.formatted(.number.grouping(.never)))
                        LabeledContent("Balance", value: account.balance.formatted())
                        LabeledContent("Opened on", value: account.openedOn.formatted(date: .abbreviated, time: .omitted))
                        LabeledContent("Closed on", value: account.closedOn?.formatted(date: .abbreviated, time: .omitted) ?? "—")
        """)
        assertSnippet(try Snippets.file("BadgeDetailView.swift", of: badge()), """
                                NavigationLink("Edit", value: BadgeRoute.edit(badge))
                                    .accessibilityIdentifier("badge.detail.edit")
        """)
        assertSnippet(try Snippets.file("BadgeDetailView.swift", of: badge()), """
                factory.badgeScreen(for: .detail(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!))
        """)
    }

    func testAListReadsAsItsItemsAndADashWhenEmpty() throws {
        let yaml = """
            feature: Shelf
            fields:
              - { name: name, type: String }
              - { name: tags, type: "[String]" }
              - { name: scores, type: "[Int]?" }
            operations:
              - { name: list, kind: fetchAll }
              - { name: details, kind: fetch }
            """
        let spec = try SpecLoader.load(contents: Data(yaml.utf8), path: "Shelf.yml", context: SpecContext(entities: [:]))
        assertSnippet(try Snippets.file("ShelfDetailView.swift", of: Snippets.plan(spec)), """
                        LabeledContent("Tags", value: shelf.tags.isEmpty ? "—" : shelf.tags.joined(separator: ", "))
                        LabeledContent("Scores", value: shelf.scores.flatMap { $0.isEmpty ? nil : $0.map { String(describing: $0) }.joined(separator: ", ") } ?? "—")
        """)
    }

    func testTheRouteTheRootAndTheListOpenIt() throws {
        let plan = try badge()
        assertSnippet(try Snippets.file("BadgeRoute.swift", of: plan), """
            /// One badge's details, by id: the screen loads it, so it shows what is stored now.
            case detail(UUID)
        """)
        assertSnippet(try Snippets.file("BadgeListView.swift", of: plan), """
                NavigationLink(value: BadgeRoute.detail(badge.id)) {
        """)
        assertSnippet(try Snippets.file("BadgeWiringTests.swift", of: plan), """
                let detail = factory.makeBadgeDetailViewModel(id: saved.id)
                await detail.load()
                XCTAssertEqual(detail.badge, saved)
        """)
    }

    func testItsTestsSayItLoadsWhatItWasOpenedFor() throws {
        assertSnippet(try Snippets.file("BadgeDetailViewModelTests.swift", of: badge()), """
                XCTAssertEqual(doubles.repository.fetchArgValues, [badge.id])
                XCTAssertEqual(viewModel.badge, badge)
        """)
        let swiftTesting = try badge { $0.tests = .swiftTesting; $0.state = .nested; $0.observation = .observable }
        assertSnippet(try Snippets.file("BadgeDetailViewModelTests.swift", of: swiftTesting), """
                #expect(repository.fetchArgValues == [badge.id])
                #expect(viewModel.state.badge == badge)
        """)
        assertSnippet(try Snippets.file("BadgeDetailViewModel.swift", of: swiftTesting), """
            private(set) var state = State()
        """)
    }

    /// features: the screen in the feature's folder, built by its environment, opened from the list by id.
    func testFeaturesMakesItInTheFeaturesFolder() throws {
        let plan = try badge(.features)
        XCTAssertEqual(plan.detailViewModel, ["details"])
        XCTAssertEqual(plan.artifacts.first { $0.template == "DetailViewModel" }?.path, "Sources/App/Features/Badge/ViewModels/BadgeDetailViewModel.swift")
        XCTAssertEqual(plan.artifacts.first { $0.template == "DetailView" }?.path, "Sources/App/Features/Badge/Views/BadgeDetailView.swift")
        assertSnippet(try Snippets.file("AppEnvironment.swift", of: plan), """
                case .detail(let id):
                    BadgeDetailView(viewModel: self.makeBadgeDetailViewModel(id: id))
        """)
        assertSnippet(try Snippets.file("BadgeListView.swift", of: plan), """
                NavigationLink(value: BadgeRoute.detail(badge.id)) {
        """)
        XCTAssertFalse(try Snippets.file("BadgeFormViewModel.swift", of: plan).contains("func load(id:"), "the form no longer loads by id")
    }

    /// A record naming another's (Payment.yml: `walletID` read on create) with a fetch: the root gives the form and the
    /// list the wallets' list UseCase, and the detail view model the fetch alone, as its initializer declares (clean's
    /// coordinator makes it so too).
    func testTheRootMakesTheDetailWithoutTheReferencesOfTheForm() throws {
        let roots: [(Preset, String, String, String)] = [
            (.layered, "AppFactory.swift", "paymentRepository", "makeFetchWalletsUseCase()"),
            (.features, "AppEnvironment.swift", "paymentRepository", "makeFetchWalletsUseCase()"),
            (.mvvm, "AppViewModels.swift", "paymentPersistenceManager", "makeFetchWalletsService()"),
        ]
        for (preset, root, repository, wallets) in roots {
            let plan = try Snippets.plan("Payment", preset: preset, earlier: ["RemoteWallet"])
            XCTAssertEqual(plan.detailViewModel, ["details"], "\(preset)")
            let text = try Snippets.file(root, of: plan)
            assertSnippet(text, """
                func makePaymentDetailViewModel(id: Payment.ID) -> PaymentDetailViewModel {
                    PaymentDetailViewModel(
                        id: id,
                        repository: \(repository)
                    )
                }
            """)
            XCTAssertTrue(text.contains(wallets), "\(preset): the form and the list still take the wallets")
            XCTAssertFalse(try Snippets.file("PaymentDetailViewModel.swift", of: plan).contains("Wallet"), "\(preset)")
        }
    }

    /// mvvm: the app's view models make it (seed 003: "App creates and owns ViewModel"); a fetch with a Service of its
    /// own (Account's `details`, `useCase: true`) is called through the Service.
    func testMVVMMakesItInTheAppsViewModelsThroughTheService() throws {
        let plan = try badge(.mvvm)
        XCTAssertEqual(plan.detailViewModel, ["details"])
        assertSnippet(try Snippets.file("AppViewModels.swift", of: plan), """
            func makeBadgeDetailViewModel(id: Badge.ID) -> BadgeDetailViewModel {
                BadgeDetailViewModel(
                    id: id,
        """)
        assertSnippet(try Snippets.file("AppViewModels.swift", of: plan), """
                case .detail(let id):
                    BadgeDetailView(viewModel: self.makeBadgeDetailViewModel(id: id))
        """)
        let account = try Snippets.plan("Account", preset: .mvvm, earlier: ["Transaction"])
        assertSnippet(try Snippets.file("AccountDetailViewModel.swift", of: account), """
                    if let account = try await detailsAccountService.execute(id: id) {
        """)
    }

    /// clean: the coordinator opens it by id and makes its view model from the UseCase it is given (seed 002:
    /// `showDetail(for noteID:)`, `makeNoteDetailViewController(noteID:)`); the list's rows and the screen's Edit ask it.
    func testCleanOpensItThroughTheCoordinator() throws {
        let plan = try badge(.clean)
        XCTAssertEqual(plan.detailViewModel, ["details"])
        let coordinator = try Snippets.file("BadgeCoordinator.swift", of: plan)
        assertSnippet(coordinator, """
            func showDetail(for id: Badge.ID) {
                navigation.show(BadgeRoute.detail(id))
            }
        """)
        assertSnippet(coordinator, """
                case .detail(let id):
                    BadgeDetailView(viewModel: self.makeDetailViewModel(for: id), coordinator: self)
        """)
        assertSnippet(coordinator, """
            func makeDetailViewModel(for id: Badge.ID) -> BadgeDetailViewModel {
                BadgeDetailViewModel(
                    id: id,
                    detailsBadgeUseCase: detailsBadgeUseCase
                )
            }
        """)
        assertSnippet(try Snippets.file("BadgeListView.swift", of: plan), """
                Button {
                    coordinator.showDetail(for: badge.id)
                } label: {
        """)
        let view = try Snippets.file("BadgeDetailView.swift", of: plan)
        assertSnippet(view, """
                                Button("Edit") {
                                    coordinator.showEditor(for: badge)
                                }
        """)
        assertSnippet(view, """
            let dependencies = AppDependencies(stores: .preview)
            return NavigationStack {
                dependencies.badgeCoordinator.view(for: .detail(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!))
        """)
        assertSnippet(try Snippets.file("BadgeWiringTests.swift", of: plan), """
                let detail = dependencies.badgeCoordinator.makeDetailViewModel(for: saved.id)
        """)
        XCTAssertFalse(try Snippets.file("BadgeFormViewModel.swift", of: plan).contains("func load(id:"), "the form no longer loads by id")
    }

    /// An adopted app's container is not scaffold's: there the fetch keeps serving the form.
    func testAnAdoptedAppKeepsTheFormsLoad() {
        for preset in Preset.all {
            XCTAssertTrue(DetailScreen.generated(preset: preset, adopted: false), "\(preset.name)")
            XCTAssertFalse(DetailScreen.generated(preset: preset, adopted: true), "\(preset.name)")
        }
    }
}
