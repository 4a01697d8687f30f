import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// UseCase.mustache and UseCaseTests.mustache: what a UseCase does, as the spec states it, and what its tests check.
final class UseCaseSnippetTests: XCTestCase {
    private func reminder(_ preset: Preset = .layered, style: (inout Style) -> Void = { _ in }) throws -> Plan {
        try Snippets.plan("Reminder", preset: preset, earlier: ["ReminderList"], style: style)
    }

    /// `sets: { isDone: true, doneAt: now }`: the fields change before the write, the clock is injected.
    func testAnOperationThatSetsFieldsChangesThemAndTakesAClock() throws {
        let text = try Snippets.file("CompleteReminderUseCase.swift", of: reminder())
        assertSnippet(text, """
                now: @escaping @Sendable () -> Date = { Date() }
            ) {
        """)
        assertSnippet(text, """
            func execute(_ reminder: Reminder) async throws -> Reminder {
                var reminder = reminder
                guard reminder.canComplete else {
                    throw ReminderOperationError.notAvailable(operation: String(localized: "Complete"))
                }
                reminder.isDone = true
                reminder.doneAt = now()
                reminder = prepare(reminder)
                try validator.validate(reminder)
                return try await repository.update(reminder)
            }
        """)
    }

    /// Its test starts every set field elsewhere, and expects the fixed date the clock gives.
    func testTheTestOfASetsOperationStartsItsFieldsElsewhere() throws {
        assertSnippet(try Snippets.file("CompleteReminderUseCaseTests.swift", of: reminder()), """
                var reminder = Reminder.fixture(id: UUID(), isDone: false)
                // Where `complete` starts: no field it sets holds its new value yet.
                reminder.isDone = false
                reminder.doneAt = nil
        """)
        assertSnippet(try Snippets.file("CompleteReminderUseCaseTests.swift", of: reminder()), """
                var expected = reminder
                expected.isDone = true
                expected.doneAt = Self.now
                XCTAssertEqual(repository.updateArgValues, [expected])
        """)
    }

    /// `reads: { listID: ReminderList }`: the list must exist just before the write, and a test refuses a missing one.
    func testAReadIsCheckedBeforeTheWriteAndItsAbsenceRefused() throws {
        assertSnippet(try Snippets.file("MoveReminderUseCase.swift", of: reminder()), """
                try validator.validate(reminder)
                if let id = reminder.listID {
                    guard try await reminderListRepository.fetch(id: id) != nil else {
                        throw ReminderOperationError.referenceNotFound(String(localized: "reminder list"))
                    }
                }
                return try await repository.update(reminder)
        """)
        assertSnippet(try Snippets.file("MoveReminderUseCaseTests.swift", of: reminder()), """
                let reminderListRepository = ReminderListRepositoryProtocolMock()
                reminderListRepository.fetchHandler = { _ in nil }

                // Act
                do {
                    _ = try await makeUseCase(repository: repository, reminderListRepository: reminderListRepository).execute(reminder)
                    XCTFail("expected referenceNotFound")
        """)
    }

    /// An operation whose effect the spec leaves unstated is the team's to write: it throws, and its test says so.
    func testAnUnstatedEffectThrowsNotImplementedAndItsTestSaysSo() throws {
        assertSnippet(try Snippets.file("ArchiveReminderUseCase.swift", of: reminder()), """
                // Yours to write: the spec states no effect for archive (no `sets:` or `reads:`), so scaffold does not guess.
                // It created this file once and never overwrites it: replace this line with what `archive` does,
                // delete `isImplemented` above, and replace the tests that say it is not written yet with tests of what it does.
                throw ReminderOperationError.notImplemented(operation: "archive")
        """)
        assertSnippet(try Snippets.file("ArchiveReminderUseCaseTests.swift", of: reminder(.features) { $0.tests = .swiftTesting }), """
            @Test("archive is not written yet")
            func archiveIsNotWrittenYet() async throws {
                let repository = ReminderRepositoryProtocolMock()

                await #expect(throws: ReminderOperationError.notImplemented(operation: "archive")) {
                    try await makeUseCase(repository: repository).execute(.init(reminder: Reminder.fixture(isDone: true)))
                }
                #expect(repository.updateCallCount == 0)
        """)
    }

    /// Issue 35, H4: the unwritten UseCase says so to the screens: `isImplemented = false` in its own type, true for every
    /// other conforming type (its protocol's extension); its test says it is not offered yet. mvvm's Service the same.
    func testAnUnwrittenUseCaseTellsTheScreensItIsNotWritten() throws {
        let text = try Snippets.file("ArchiveReminderUseCase.swift", of: reminder())
        assertSnippet(text, """
        nonisolated extension ArchiveReminderUseCaseProtocol {
            /// Whether `execute` does what archive should, so the screens offer it: true for every conforming type, except
            /// one that says otherwise (a UseCase not written yet).
            static var isImplemented: Bool { true }
        }
        """)
        assertSnippet(text, """
        nonisolated struct ArchiveReminderUseCase: ArchiveReminderUseCaseProtocol {
            /// Not written yet: while this line is here, the screens do not offer archive (the composition root reads
            /// it). Delete it once `execute` does what archive should.
            static let isImplemented = false
        """)
        assertSnippet(try Snippets.file("ArchiveReminderServiceTests.swift", of: reminder(.mvvm) { $0.tests = .swiftTesting }), """
            @Test("archive is not offered yet")
            func archiveIsNotOfferedYet() {
                #expect(!ArchiveReminderService.isImplemented)
            }
        """)
        // A written one has neither.
        XCTAssertFalse(try Snippets.file("CompleteReminderUseCase.swift", of: reminder()).contains("isImplemented"))
    }

    /// Seed 001's shape (features): the UseCase takes its own `Input`.
    func testSeed001UseCasesTakeAnInput() throws {
        let text = try Snippets.file("CreateWalletUseCase.swift", of: Snippets.plan("Wallet", preset: .features))
        assertSnippet(text, """
            struct Input: Equatable, Sendable {
                let wallet: Wallet
            }
        """)
        assertSnippet(text, """
            func execute(_ input: Input) async throws -> Wallet {
                var wallet = input.wallet
        """)
    }

    /// Seed 000's data preparation: a write trims its text and stores empty optional text as nil, and a test pads
    /// the required text and blanks the optional one.
    func testAWriteOfTextPreparesItAndATestChecksThat() throws {
        let plan = try Snippets.plan("Wallet")
        assertSnippet(try Snippets.file("CreateWalletUseCase.swift", of: plan), """
            private func prepare(_ wallet: Wallet) -> Wallet {
                var prepared = wallet
                prepared.name = wallet.name.trimmingCharacters(in: .whitespacesAndNewlines)
                if let value = wallet.note?.trimmingCharacters(in: .whitespacesAndNewlines) {
                    prepared.note = value.isEmpty ? nil : value
                }
                return prepared
            }
        """)
        assertSnippet(try Snippets.file("CreateWalletUseCaseTests.swift", of: plan), """
                var wallet = Wallet.fixture(id: UUID())
                wallet.name = "  " + "Sample name" + "\\n"
                wallet.note = "   "
        """)
    }

    /// `onDelete: restrict`: the delete is refused while a record names it, and its test names the referring record.
    func testARestrictedDeleteIsRefusedWhileARecordNamesIt() throws {
        let plan = try ReferenceFixture.categoryPlan(onDelete: .restrict)
        assertSnippet(try Snippets.file("DeleteCategoryUseCase.swift", of: plan), """
                let expenses = try await expenseRepository.fetchAll()
                let expensesWithCategoryID = expenses.filter { $0.categoryID == id }
                guard expensesWithCategoryID.isEmpty else {
                    throw CategoryOperationError.stillReferenced(
                        one: String(localized: "expense"), many: String(localized: "expenses"),
                        names: expensesWithCategoryID.map { $0.title }
                    )
                }
                try await repository.delete(id: id)
        """)
        assertSnippet(try Snippets.file("DeleteCategoryUseCaseTests.swift", of: plan), """
                let referring = Expense.fixture(categoryID: id)
                expenseRepository.fetchAllReturnValue = [referring, Expense.fixture()]
        """)
    }

    /// `onDelete: cascade` (issue 35, H1): the delete checks first, deletes the record before the records naming it,
    /// puts back what it did when a step fails, and is tested over failing stores that keep their records.
    func testACascadeDeletesTheRecordFirstAndUndoesWhatItDidWhenAStepFails() throws {
        let plan = try ReferenceFixture.categoryPlan(onDelete: .cascade)
        let useCase = try Snippets.file("DeleteCategoryUseCase.swift", of: plan)
        assertSnippet(useCase, """
                guard let category = try await repository.fetch(id: id) else {
                    throw CategoryRepositoryError.notFound(id)
                }
                let expenses = try await expenseRepository.fetchAll()
        """)
        assertSnippet(useCase, """
                try await repository.delete(id: id)
                var deletedExpenses: [Expense] = []
                do {
                    for expense in expenses where expense.categoryID == id {
                        try await expenseRepository.delete(id: expense.id)
                        deletedExpenses.append(expense)
                    }
                } catch {
                    await undoDelete(of: category, deletedExpenses: deletedExpenses)
                    throw error
                }
        """)
        assertSnippet(useCase, """
            private func undoDelete(of category: Category, deletedExpenses: [Expense]) async {
                guard (try? await repository.create(category)) != nil else { return }
                for expense in deletedExpenses.reversed() {
                    _ = try? await expenseRepository.create(expense)
                }
            }
        """)
        let tests = try Snippets.file("DeleteCategoryUseCaseTests.swift", of: plan)
        assertSnippet(tests, """
                let store = FailingCategoryRepository(holding: [category])
                let expenseStore = FailingExpenseRepository(holding: [expenseNamingIt, expenseNamingAnother])
                await expenseStore.fail(.delete)
        """)
        assertSnippet(tests, """
                // The category and every record already changed are put back.
                let categoriesLeft = await store.fetchAll()
                XCTAssertTrue(sameRecords(categoriesLeft, [category]), "\\(categoriesLeft)")
        """)
        XCTAssertTrue(try Snippets.file("Category+Fixture.swift", of: plan).contains("actor FailingCategoryRepository {"))
    }

    /// The confirmation says what else goes (issue 35, H1): the delete UseCase counts it, the list asks before the
    /// dialog shows, and the dialog says it under its title.
    func testACascadeSaysWhatElseGoesInTheConfirmation() throws {
        let plan = try ReferenceFixture.categoryPlan(onDelete: .cascade)
        let useCase = try Snippets.file("DeleteCategoryUseCase.swift", of: plan)
        assertSnippet(useCase, """
            func effect(ofDeleting id: UUID) async throws -> CategoryDeletionEffect
        """)
        assertSnippet(useCase, """
                if deletedExpenses == 1 {
                    sentences.append(String(localized: "Also deletes 1 expense."))
                } else if deletedExpenses > 1 {
                    sentences.append(String(localized: "Also deletes \\(deletedExpenses) expenses."))
                }
        """)
        assertSnippet(useCase, """
                let expenses = try await expenseRepository.fetchAll()
                return CategoryDeletionEffect(deletedExpenses: expenses.filter { $0.categoryID == id }.count)
        """)
        assertSnippet(try Snippets.file("CategoryListViewModel.swift", of: plan), """
            func deleteMessage(for category: Category) async -> String? {
                (try? await deleteCategoryUseCase.effect(ofDeleting: category.id))?.summary
            }
        """)
        assertSnippet(try Snippets.file("CategoryListView.swift", of: plan), """
                } message: { _ in
                    if let deleteMessage {
                        Text(deleteMessage)
                    }
        """)
    }

    /// `onDelete: nullify`: the records naming it are written back cleared, and written back as they were on undo.
    func testANullifyClearsAfterTheDeleteAndWritesBackOnUndo() throws {
        let plan = try ReferenceFixture.categoryPlan(onDelete: .nullify)
        let useCase = try Snippets.file("DeleteCategoryUseCase.swift", of: plan)
        assertSnippet(useCase, """
                    for var expense in expenses where expense.categoryID == id {
                        let stored = expense
                        expense.categoryID = nil
                        _ = try await expenseRepository.update(expense)
                        clearedExpenses.append(stored)
                    }
        """)
        assertSnippet(useCase, """
                for expense in clearedExpenses.reversed() {
                    _ = try? await expenseRepository.update(expense)
                }
        """)
        assertSnippet(try Snippets.file("DeleteCategoryUseCaseTests.swift", of: plan), """
                var expenseCleared = expenseNamingIt
                expenseCleared.categoryID = nil
        """)
    }

    /// mvvm has no UseCase layer: the business logic the rules send out of the view model goes to a Service.
    func testMVVMPutsBusinessLogicInServices() throws {
        assertSnippet(try Snippets.file("CreateWalletService.swift", of: Snippets.plan("Wallet", preset: .mvvm)), """
        nonisolated struct CreateWalletService: CreateWalletServiceProtocol {
            private let repository: any WalletPersistenceManagerProtocol
        """)
    }

    /// The fetch UseCase's test asks for the id of the record the mock returns and expects that id at the repository:
    /// asking with a second `UUID()` failed in every clean project with a fetch (issue 35, finding 3; the sweep's
    /// Tests/Fixtures/Sweep/fetch-usecase-test).
    func testTheFetchTestAsksForTheFixturesOwnId() throws {
        let spec = FeatureSpec(feature: "Station", fields: [Specs.field("title", "String")], operations: [Specs.op("detail", .fetch)])
        for preset in [Preset.clean, .layered] {
            var useCaseSpec = spec
            useCaseSpec.operations[0].useCase = true
            let text = try Snippets.file("DetailStationUseCaseTests.swift", of: Snippets.plan(useCaseSpec, preset: preset))
            assertSnippet(text, """
                    let station = Station.fixture(id: UUID())
            """)
            assertSnippet(text, """
                    repository.fetchHandler = { _ in station }

                    let returned = try await makeUseCase(repository: repository).execute(id: station.id)
            """)
        }
    }
}
