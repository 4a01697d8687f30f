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
        XCTAssertEqual(plan.detailViewModel, ["details", "retire", "revoke"])
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
        XCTAssertEqual(plan.detailViewModel, ["details", "retire", "revoke"])
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

    /// Issue 35: the detail screen names the record its record names as the list's row does (`Plan.referenceText`):
    /// the root hands it the referenced entity's list UseCase, as it hands the list's, it loads the records with the
    /// record, and an id naming none any more reads as the form's picker says it ("Deleted wallet").
    func testTheDetailNamesTheRecordsItsRecordNamesAsTheRowDoes() throws {
        let roots: [(Preset, String, String, String)] = [
            (.layered, "AppFactory.swift", "repository: paymentRepository", "fetchWalletsUseCase: makeFetchWalletsUseCase()"),
            (.features, "AppEnvironment.swift", "repository: paymentRepository", "fetchWalletsUseCase: makeFetchWalletsUseCase()"),
            (.mvvm, "AppViewModels.swift", "repository: paymentPersistenceManager", "fetchWalletsService: makeFetchWalletsService()"),
        ]
        for (preset, root, repository, wallets) in roots {
            let plan = try Snippets.plan("Payment", preset: preset, earlier: ["RemoteWallet"])
            XCTAssertEqual(plan.detailViewModel, ["details"], "\(preset)")
            assertSnippet(try Snippets.file(root, of: plan), """
                func makePaymentDetailViewModel(id: Payment.ID) -> PaymentDetailViewModel {
                    PaymentDetailViewModel(
                        id: id,
                        \(repository),
                        \(wallets)
                    )
                }
            """)
        }
        let plan = try Snippets.plan("Payment", preset: .layered, earlier: ["RemoteWallet"])
        let viewModel = try Snippets.file("PaymentDetailViewModel.swift", of: plan)
        assertSnippet(viewModel, """
                    if let payment = try await repository.fetch(id: id) {
                        let wallets = try await fetchWalletsUseCase.executeAll()
                        walletsByID = Dictionary(wallets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
                        self.payment = payment
        """)
        assertSnippet(viewModel, """
            /// How `walletID` reads, as the list's rows read it: the wallet it names, among those loaded with the payment.
            func walletText(for payment: Payment) -> String {
                let wallet = walletsByID[payment.walletID]
                return wallet?.name ?? String(localized: "Deleted wallet")
            }
        """)
        // The row reads it the same way.
        assertSnippet(try Snippets.file("PaymentRow.swift", of: plan), """
                    Text(wallet?.name ?? String(localized: "Deleted wallet"))
        """)
        assertSnippet(try Snippets.file("PaymentDetailView.swift", of: plan), """
                        LabeledContent("Wallet", value: viewModel.walletText(for: payment))
        """)
        // Its tests: the name shown, and a wallet gone since; the remote wallets come a page at a time.
        let tests = try Snippets.file("PaymentDetailViewModelTests.swift", of: plan)
        assertSnippet(tests, """
                let wallet = Wallet.fixture()
                let payment = Payment.fixture(id: UUID(), walletID: wallet.id)
                let doubles = Doubles()
                doubles.repository.fetchHandler = { _ in payment }
                doubles.fetchWalletsUseCase.executeHandler = { _ in Listing(items: [wallet]) }
        """)
        assertSnippet(tests, """
                XCTAssertEqual(viewModel.walletText(for: payment), wallet.name)
        """)
        assertSnippet(tests, """
                doubles.fetchWalletsUseCase.executeHandler = { _ in Listing(items: []) }
        """)
        assertSnippet(tests, """
                XCTAssertEqual(viewModel.walletText(for: payment), String(localized: "Deleted wallet"))
        """)
        // clean: the coordinator hands it the wallets' UseCase it holds for the list and the form.
        let clean = try Snippets.plan("Payment", preset: .clean, earlier: ["RemoteWallet"])
        assertSnippet(try Snippets.file("PaymentCoordinator.swift", of: clean), """
            func makeDetailViewModel(for id: Payment.ID) -> PaymentDetailViewModel {
                PaymentDetailViewModel(
                    id: id,
                    detailsPaymentUseCase: detailsPaymentUseCase,
                    fetchWalletsUseCase: fetchWalletsUseCase
                )
            }
        """)
        // An on-device reference (features): its list UseCase takes seed 001's `Input`, and answers the records whole.
        let sticker = try Snippets.plan("Sticker", preset: .features, earlier: ["Badge"])
        let stickerTests = try Snippets.file("StickerDetailViewModelTests.swift", of: sticker)
        XCTAssertTrue(stickerTests.contains("fetchBadgesUseCase.executeHandler = { _ in [badge] }"), stickerTests)
        XCTAssertTrue(stickerTests.contains("XCTAssertEqual(viewModel.badgeText(for: sticker), String(localized: \"Deleted badge\"))"), stickerTests)
    }

    /// mvvm: the app's view models make it (seed 003: "App creates and owns ViewModel"); a fetch with a Service of its
    /// own (Account's `details`, `useCase: true`) is called through the Service.
    func testMVVMMakesItInTheAppsViewModelsThroughTheService() throws {
        let plan = try badge(.mvvm)
        XCTAssertEqual(plan.detailViewModel, ["details", "retire", "revoke"])
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
        XCTAssertEqual(plan.detailViewModel, ["details", "retire", "revoke"])
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
                    detailsBadgeUseCase: detailsBadgeUseCase,
                    retireBadgeUseCase: retireBadgeUseCase,
                    revokeBadgeUseCase: revokeBadgeUseCase,
                    offersRevoke: DefaultRevokeBadgeUseCase.isImplemented
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

    // MARK: - Issue 35 item 1: the operations whose `usedBy` names the detail screen

    /// Badge.yml's `retire` (`sets: { isRetired: true }`) and `revoke` (no effect stated, `enabledWhen: { isRetired:
    /// false }`, destructive) name `BadgeDetail`: the screen runs them on the record it shows, shows what came back,
    /// and offers each only where the record's state lets it and once its UseCase is written; no "not generated" note.
    func testTheDetailScreenRunsTheOperationsThatNameIt() throws {
        let plan = try badge()
        XCTAssertFalse(plan.notes.contains { $0.contains("BadgeDetailViewModel") }, "\(plan.notes)")
        XCTAssertNil(plan.listViewModel?.first { $0 == "retire" }, "retire names the detail alone")
        let viewModel = try Snippets.file("BadgeDetailViewModel.swift", of: plan)
        assertSnippet(viewModel, """
            /// Whether the screen offers retire: where it would change the badge (Badge+Availability.swift).
            var canRetire: Bool {
                badge?.canRetire ?? false
            }

            /// Runs `retire` on the badge shown, then shows the badge it returned: what is stored now.
            func retire() async {
                guard let badge = badge, !isRunning else { return }
                isRunning = true
                defer { isRunning = false }
                errorMessage = nil
                do {
                    let stored = try await retireBadgeUseCase.execute(badge)
                    self.badge = stored
                } catch {
                    errorMessage = String(localized: "Could not retire the badge: \\(error.localizedDescription)")
                }
            }
        """)
        assertSnippet(viewModel, """
            var canRevoke: Bool {
                offersRevoke && (badge?.canRevoke ?? false)
            }
        """)
        let view = try Snippets.file("BadgeDetailView.swift", of: plan)
        assertSnippet(view, """
                        Section {
                            if viewModel.canRetire {
                                Button("Retire") {
                                    Task {
                                        await viewModel.retire()
                                    }
                                }
                                .disabled(viewModel.isRunning)
                                .accessibilityIdentifier("badge.detail.retire")
                            }
                            if viewModel.canRevoke {
                                Button("Revoke", role: .destructive) {
                                    isConfirmingRevoke = true
                                }
        """)
        assertSnippet(view, """
                    .confirmationDialog("Revoke this badge?", isPresented: $isConfirmingRevoke, titleVisibility: .visible) {
        """)
        assertSnippet(try Snippets.file("AppFactory.swift", of: plan), """
            func makeBadgeDetailViewModel(id: Badge.ID) -> BadgeDetailViewModel {
                BadgeDetailViewModel(
                    id: id,
                    repository: badgeRepository,
                    retireBadgeUseCase: makeRetireBadgeUseCase(),
                    revokeBadgeUseCase: makeRevokeBadgeUseCase(),
                    offersRevoke: RevokeBadgeUseCase.isImplemented
                )
            }
        """)
    }

    /// The tests, both frameworks: the operation reaches its UseCase with the record shown, the screen shows the copy
    /// that came back, a failure keeps the record and says so, and each gate is asked on a loaded record.
    func testItsTestsRunEachOperationAndAskEachGate() throws {
        let tests = try Snippets.file("BadgeDetailViewModelTests.swift", of: badge())
        assertSnippet(tests, """
                let badge = Badge.fixture(isRetired: false)
                // What comes back differs from what was sent: the screen shows what came back.
        """)
        assertSnippet(tests, """
                await viewModel.retire()

                // Assert
                XCTAssertEqual(doubles.retireBadgeUseCase.executeArgValues, [badge])
                XCTAssertEqual(viewModel.badge, returned)
        """)
        assertSnippet(tests, """
                let applies = Badge.fixture(isRetired: false)
                let doesNot = Badge.fixture(isRetired: true)
        """)
        assertSnippet(tests, """
                let unwritten = doubles.makeViewModel(id: badge.id, offersRevoke: false)
        """)
        let swiftTesting = try badge(.features) { $0.tests = .swiftTesting }
        let features = try Snippets.file("BadgeDetailViewModelTests.swift", of: swiftTesting)
        assertSnippet(features, """
                #expect(retireBadgeUseCase.executeArgValues.map(\\.badge) == [badge])
                #expect(viewModel.state.badge == returned)
        """)
        assertSnippet(features, """
                #expect(!shown.canRetire, "nothing is shown yet")
        """)
    }

    /// mvvm's app view models and clean's coordinator hand the screen its operations' Services and UseCases, and the
    /// flag of the one whose body is the team's to write.
    func testEveryPresetsRootHandsTheScreenItsOperations() throws {
        assertSnippet(try Snippets.file("AppViewModels.swift", of: badge(.mvvm)), """
                    retireBadgeService: makeRetireBadgeService(),
                    revokeBadgeService: makeRevokeBadgeService(),
                    offersRevoke: RevokeBadgeService.isImplemented
        """)
        assertSnippet(try Snippets.file("AppEnvironment.swift", of: badge(.features)), """
                    retireBadgeUseCase: makeRetireBadgeUseCase(),
                    revokeBadgeUseCase: makeRevokeBadgeUseCase(),
                    offersRevoke: RevokeBadgeUseCase.isImplemented
        """)
        let mvvm = try Snippets.file("BadgeDetailViewModel.swift", of: badge(.mvvm))
        assertSnippet(mvvm, """
                    let stored = try await retireBadgeService.execute(badge)
        """)
    }
}
