import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The generated tests, each written once for both frameworks (`{{#xctest}}`): the same arrangement and action, each
/// framework's suite and assertions; and the routes and errors the tests and screens rely on.
final class TestSnippetTests: XCTestCase {
    /// Issue 35 H3: a fetch UseCase's test asks for the fixture's id, the id it expects at the repository (a fresh
    /// `UUID()` never matched it, so `clean`'s first test failed), in both frameworks and with a UseCase input.
    func testAFetchUseCasesTestAsksForTheStoredRecordsID() throws {
        assertSnippet(try Snippets.file("DetailsMemberUseCaseTests.swift", of: Snippets.plan(ReviewSpecs.member, preset: .clean)), """
                let member = Member.fixture(id: UUID())
                let repository = MemberRepositoryMock()
                repository.fetchHandler = { _ in member }

                let returned = try await makeUseCase(repository: repository).execute(id: member.id)

                XCTAssertEqual(returned, member)
                XCTAssertEqual(repository.fetchArgValues, [member.id])
        """)
        var withUseCases = ReviewSpecs.member
        withUseCases.operations = withUseCases.operations.map { var operation = $0; operation.useCase = true; return operation }
        let features = try Snippets.plan(withUseCases, preset: .features) { $0.tests = .swiftTesting }
        assertSnippet(try Snippets.file("DetailsMemberUseCaseTests.swift", of: features), """
                let returned = try await makeUseCase(repository: repository).execute(.init(id: member.id))

                #expect(returned == member)
                #expect(repository.fetchArgValues == [member.id])
        """)
    }

    /// Issue 35, item 3: every rule is proved at its edge, the value just inside accepted and each value just outside
    /// refused — a pattern by its example's near misses, a bound on a Decimal by a cent — so a weakened check fails.
    func testTheValidatorsTestsStandOnBothSidesOfEveryRule() throws {
        let text = try Snippets.file("BadgeValidatorTests.swift", of: Snippets.plan("Badge"))
        assertSnippet(text, """
                badge.code = "AB1234"
                XCTAssertNoThrow(try validator.validate(badge))

                badge.code = "AB123"
                XCTAssertThrowsError(try validator.validate(badge)) { error in
                    XCTAssertEqual((error as? BadgeValidationFailure)?.errors, [.code: .patternMismatch(field: String(localized: "Code"), requirement: String(localized: "be 2 capital letters followed by 4 digits"))])
                }

                badge.code = "AB12344"
        """)
        for nearMiss in ["\"0B1234\"", "\"AB123a\""] { XCTAssertTrue(text.contains("badge.code = \(nearMiss)\n"), nearMiss) }
        assertSnippet(text, """
                badge.points = 0.5
                XCTAssertNoThrow(try validator.validate(badge))

                badge.points = 0.49
        """)
        assertSnippet(try Snippets.file("BadgeValidatorTests.swift", of: Snippets.plan("Badge") { $0.tests = .swiftTesting }), """
                badge.level = 6
                #expect(throws: BadgeValidationFailure(errors: [.level: BadgeValidationError.aboveMaximum(field: String(localized: "Level"), maximum: "5")])) { try validator.validate(badge) }
        """)
    }

    /// Issue 35, M4: a validator that stopped at the first broken field passes every one-field test; this one sets
    /// every field just outside a rule and expects each reported — in both frameworks.
    func testTheValidatorsTestsBreakEveryFieldAtOnce() throws {
        assertSnippet(try Snippets.file("BadgeValidatorTests.swift", of: Snippets.plan("Badge")), """
            func testEveryFieldThatBreaksARuleIsReportedAtOnce() {
                var badge = Badge.fixture()
                badge.code = "AB123"
                badge.level = 0
                badge.points = 0.49

                XCTAssertThrowsError(try validator.validate(badge)) { error in
                    XCTAssertEqual((error as? BadgeValidationFailure)?.errors, [
                        .code: .patternMismatch(field: String(localized: "Code"), requirement: String(localized: "be 2 capital letters followed by 4 digits")),
                        .level: .belowMinimum(field: String(localized: "Level"), minimum: "1"),
                        .points: .belowMinimum(field: String(localized: "Points"), minimum: "0.5"),
                    ])
                }
            }
        """)
        assertSnippet(try Snippets.file("BadgeValidatorTests.swift", of: Snippets.plan("Badge") { $0.tests = .swiftTesting }), """
                #expect(throws: BadgeValidationFailure(errors: [
                    .code: BadgeValidationError.patternMismatch(field: String(localized: "Code"), requirement: String(localized: "be 2 capital letters followed by 4 digits")),
        """)
    }

    /// A form's create test types a value other than the fixture's into every field, and expects each back.
    func testTheCreateTestTypesEveryFieldAndExpectsItBack() throws {
        assertSnippet(try Snippets.file("WalletFormViewModelTests.swift", of: Snippets.plan("Wallet")), """
                let doubles = Doubles()
                doubles.createWalletUseCase.executeHandler = { $0 }
                let viewModel = doubles.makeViewModel()
                viewModel.draft.name = "Other name"
                viewModel.draft.balance = 2
                viewModel.draft.ownerIDs = ["Sample", "Sample"].map(WalletFormViewModel.Draft.TextItem.init)
                viewModel.draft.note = ""

                // Act
                let didSave = await viewModel.save()

                // Assert: the typed values reach the wallet, empty optional text as nil
                let created = try XCTUnwrap(doubles.createWalletUseCase.executeArgValues.first)
                XCTAssertEqual(created.name, "Other name")
                XCTAssertEqual(created.balance, 2)
                XCTAssertEqual(created.ownerIDs, ["Sample", "Sample"])
                XCTAssertNil(created.note)
        """)
    }

    /// Swift Testing's suite holds the mocks, and the same test reads through nested state.
    func testSwiftTestingSaysTheSameTestWithItsSuiteAndExpectations() throws {
        let plan = try Snippets.plan("Wallet") { $0.tests = .swiftTesting; $0.state = .nested }
        assertSnippet(try Snippets.file("WalletFormViewModelTests.swift", of: plan), """
            @Test("Saving creates what the draft holds")
            func saveCreatesWhatTheDraftHolds() async throws {
                // Arrange
                createWalletUseCase.executeHandler = { $0 }
                let viewModel = makeViewModel()
                viewModel.state.draft.name = "Other name"
        """)
        assertSnippet(try Snippets.file("WalletFormViewModelTests.swift", of: plan), """
                let created = try #require(createWalletUseCase.executeArgValues.first)
                #expect(created.name == "Other name")
        """)
        assertSnippet(try Snippets.file("WalletListViewModelTests.swift", of: plan), """
        @MainActor
        @Suite("WalletListViewModel")
        struct WalletListViewModelTests {
            private let repository = WalletRepositoryProtocolMock()

            private func makeViewModel() -> WalletListViewModel {
                WalletListViewModel(repository: repository)
            }
        """)
    }

    /// The test of an operation run from the form: the stored record starts away from what the operation sets, the
    /// double hands back the changed copy, and an edit of another field stays in the draft.
    func testAFormsOperationTestKeepsTheDraftsEdit() throws {
        assertSnippet(try Snippets.file("ExpenseFormViewModelTests.swift", of: ReferenceFixture.expensePlan()), """
                var stored = Expense.fixture(id: UUID())
                stored.isReimbursed = false
                var changed = stored
                changed.isReimbursed = true
                let doubles = Doubles()
                doubles.markReimbursedExpenseUseCase.executeHandler = { [changed] _ in changed }
                let viewModel = doubles.makeViewModel(expense: stored)
                viewModel.draft.title = "Edited"
        """)
    }

    /// A repository test goes through the protocol; in Swift Testing its suite is a struct that makes the repository.
    func testTheRepositoryTestMakesItsRepositoryThroughTheProtocol() throws {
        assertSnippet(try Snippets.file("WalletRepositoryTests.swift", of: Snippets.plan("Wallet") { $0.tests = .swiftTesting }), """
        @Suite("WalletRepository round trips")
        nonisolated struct WalletRepositoryTests {
            private func makeRepository(containing wallets: [Wallet] = []) async throws -> any WalletRepositoryProtocol {
                let repository = WalletRepository()
        """)
    }

    /// The routes a feature's screens are reached by, each after what it is.
    func testTheRouteHasACasePerScreen() throws {
        assertSnippet(try Snippets.file("WalletRoute.swift", of: Snippets.plan("Wallet")), """
        enum WalletRoute: Hashable {
            /// The list of wallets.
            case list
            /// The form for a new wallet when linked to (the list creates in a sheet).
            case new
            /// The form editing a wallet.
            case edit(Wallet)
        }
        """)
    }

    /// The operation error says a delete is refused only where a reference restricts it.
    func testTheOperationErrorHasARefusedDeleteOnlyUnderRestrict() throws {
        let restrict = try Snippets.file("CategoryOperationError.swift", of: ReferenceFixture.categoryPlan(onDelete: .restrict))
        assertSnippet(restrict, """
            case stillReferenced(one: String, many: String, names: [String])
        """)
        let plain = try Snippets.file("ReminderOperationError.swift", of: Snippets.plan("Reminder", earlier: ["ReminderList"]))
        XCTAssertFalse(plain.contains("stillReferenced"), plain)
    }
}
