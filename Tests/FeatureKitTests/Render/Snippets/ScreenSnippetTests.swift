import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The view models, views and their tests: ListViewModel, FormViewModel, ListView, RowView, FormView and the view model
/// tests, for each style and each kind of field and operation.
final class ScreenSnippetTests: XCTestCase {
    private func reminder() throws -> Plan { try Snippets.plan("Reminder", earlier: ["ReminderList"]) }

    /// Seed 004's nested state under Observation: one `State`, an ignored `deleting`, the `ViewModel` protocol.
    func testNestedStateUnderObservation() throws {
        let plan = try Snippets.plan("Wallet", preset: .features) { $0.state = .nested }
        assertSnippet(try Snippets.file("WalletListViewModel.swift", of: plan), """
        final class WalletListViewModel: ViewModel {
            struct State {
                var wallets: [Wallet] = []
                var isLoading = false
                var errorMessage: String?
                /// What the search field holds; the list shows the wallets whose text contains it.
                var searchText = ""
            }

            private(set) var state = State()

            /// The wallets being deleted: a second delete of one while the first is in flight is ignored.
            @ObservationIgnored private var deleting: Set<UUID> = []
        """)
    }

    /// An operation a row offers runs on the record and shows what came back; its test hands back a changed copy.
    func testARowsOperationShowsWhatItReturns() throws {
        assertSnippet(try Snippets.file("ReminderListViewModel.swift", of: reminder()), """
            func complete(_ reminder: Reminder) async {
                do {
                    let result = try await completeReminderUseCase.execute(reminder)
                    if let index = reminders.firstIndex(where: { $0.id == result.id }) {
                        reminders[index] = result
                    } else {
                        reminders.append(result)
                    }
                } catch {
                    errorMessage = String(localized: "Could not complete the reminder: \\(error.localizedDescription)")
                }
            }
        """)
        assertSnippet(try Snippets.file("ReminderListViewModelTests.swift", of: reminder()), """
                let returned = Reminder.fixture(id: reminder.id, title: "Other title")
                let doubles = Doubles()
                doubles.repository.fetchAllHandler = { [reminder] }
                doubles.completeReminderUseCase.executeHandler = { _ in returned }
        """)
    }

    /// Issue 35 M5: the list searches its text and the names of the records it names, reloads when pulled, offers
    /// Try again when the load failed and lets its error line be dismissed; its tests prove the search and the dismiss.
    func testAListSearchesRefreshesRetriesAndDismissesItsError() throws {
        let plan = try ReferenceFixture.expensePlan()
        let viewModel = try Snippets.file("ExpenseListViewModel.swift", of: plan)
        assertSnippet(viewModel, """
            /// What the search field holds; the list shows the expenses whose text contains it.
            @Published var searchText = ""
        """)
        assertSnippet(viewModel, """
            var visibleExpenses: [Expense] {
                let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !query.isEmpty else { return expenses }
                return expenses.filter { expense in
                    [expense.title, expense.note ?? "", category(for: expense)?.name ?? ""].contains { $0.localizedStandardContains(query) }
                }
            }
        """)
        assertSnippet(viewModel, """
            func dismissError() {
                errorMessage = nil
            }
        """)
        let view = try Snippets.file("ExpenseListView.swift", of: plan)
        assertSnippet(view, """
                    .searchable(text: $viewModel.searchText, prompt: "Search expenses")
        """)
        assertSnippet(view, """
                    } actions: {
                        Button("Try again", systemImage: "arrow.clockwise") {
                            Task {
                                await viewModel.load()
                            }
                        }
                        .accessibilityIdentifier("expense.list.retry")
                    }
        """)
        assertSnippet(view, """
                            Button("Dismiss", systemImage: "xmark") {
                                viewModel.dismissError()
                            }
        """)
        assertSnippet(view, """
                    ForEach(viewModel.visibleExpenses) { expense in
        """)
        assertSnippet(view, """
                .overlay {
                    if viewModel.visibleExpenses.isEmpty {
                        ContentUnavailableView.search(text: viewModel.searchText)
                    }
                }
                // The view model alone goes into the refresh, which runs off the main actor until it calls it.
                .refreshable { [viewModel] in
                    await viewModel.load()
                }
        """)
        let tests = try Snippets.file("ExpenseListViewModelTests.swift", of: plan)
        assertSnippet(tests, """
                let expenses = [Expense.fixture(id: UUID()), Expense.fixture(id: UUID(), title: "Quokka")]
        """)
        assertSnippet(tests, """
                viewModel.searchText = "quokka"
                XCTAssertEqual(viewModel.visibleExpenses, [expenses[1]])
        """)
        assertSnippet(tests, """
                viewModel.dismissError()

                // Assert
                XCTAssertNil(viewModel.errorMessage)
        """)
    }

    /// Under Observation from the environment (mvvm), the search binds through `Bindable`; nested state keeps the text
    /// in `state` behind a property the view binds to.
    func testTheSearchBindsAsTheViewModelIsHeld() throws {
        let mvvm = try Snippets.plan("Wallet", preset: .mvvm) { $0.observation = .observable }
        assertSnippet(try Snippets.file("WalletListView.swift", of: mvvm), """
                    .searchable(text: Bindable(viewModel).searchText, prompt: "Search wallets")
        """)
        let features = try Snippets.plan("Wallet", preset: .features) { $0.state = .nested }
        assertSnippet(try Snippets.file("WalletListViewModel.swift", of: features), """
            var searchText: String {
                get { state.searchText }
                set { state.searchText = newValue }
            }
        """)
    }

    /// A list whose records name another entity's loads them by id, and a row finds the one it names.
    func testAListLoadsTheRecordsItsRowsName() throws {
        let text = try Snippets.file("ExpenseListViewModel.swift", of: ReferenceFixture.expensePlan())
        assertSnippet(text, """
                    expenses = try await repository.fetchAll()
                    let categories = try await fetchCategoriesUseCase.execute()
                    categoriesByID = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        """)
        assertSnippet(text, """
            func category(for expense: Expense) -> Category? {
                expense.categoryID.flatMap { categoriesByID[$0] }
            }
        """)
    }

    /// A row: its title, the record a reference names as its subtitle, an amount of money at its trailing edge.
    func testARowShowsTitleReferenceAndMoney() throws {
        assertSnippet(try Snippets.file("ExpenseRow.swift", of: ReferenceFixture.expensePlan()), """
                HStack {
                    details
                    Spacer()
                    Text(expense.amount.formatted(.currency(code: Locale.current.currency?.identifier ?? "USD")))
                        .monospacedDigit()
                }
            }

            private var details: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(expense.title)
                        .font(.headline)
                    Text(expense.categoryID == nil ? "—" : category?.name ?? String(localized: "Deleted category"))
        """)
    }

    /// Issue 35, H4: an operation whose UseCase is not written is offered only once it is: the view model is given
    /// the UseCase's flag, the view shows the buttons only while `canArchive(_:)` says so (and the reminder is done, its
    /// `enabledWhen:`), and the tests say both.
    func testAnUnwrittenOperationIsOfferedOnlyOnceItsUseCaseIsWritten() throws {
        let viewModel = try Snippets.file("ReminderListViewModel.swift", of: reminder())
        assertSnippet(viewModel, """
                offersArchive: Bool = ArchiveReminderUseCase.isImplemented
            ) {
        """)
        assertSnippet(viewModel, """
            /// Whether the rows offer archive: once its UseCase is written (`ArchiveReminderUseCase.isImplemented`), and where
            /// the reminder is as its `enabledWhen:` says (Reminder+Availability.swift).
            func canArchive(_ reminder: Reminder) -> Bool {
                offersArchive && reminder.canArchive
            }
        """)
        assertSnippet(try Snippets.file("ReminderListView.swift", of: reminder()), """
                                if viewModel.canArchive(reminder) {
                                    Button("Archive") {
                                        Task {
                                            await viewModel.archive(reminder)
                                        }
                                    }
                                }
        """)
        assertSnippet(try Snippets.file("ReminderListViewModelTests.swift", of: reminder()), """
            @MainActor
            func testArchiveIsNotOfferedUntilItsUseCaseIsWritten() {
                XCTAssertFalse(Doubles().makeViewModel(offersArchive: false).canArchive(Reminder.fixture(isDone: true)))
                XCTAssertTrue(Doubles().makeViewModel(offersArchive: true).canArchive(Reminder.fixture(isDone: true)))
            }
        """)
        // Swift Testing's suite, and a form that shows it.
        let list = try Snippets.spec("ReminderList")
        var spec = try Snippets.spec("Reminder", earlier: [list])
        let archive = try XCTUnwrap(spec.operations.firstIndex { $0.name == "archive" })
        spec.operations[archive].usedBy = ["ReminderList", "ReminderForm"]
        let form = try Snippets.plan(spec, preset: .mvvm, earlier: [list]) { $0.tests = .swiftTesting }
        assertSnippet(try Snippets.file("ReminderFormViewModel.swift", of: form), """
            /// Whether the form offers archive: once its Service is written (`ArchiveReminderService.isImplemented`), and
            /// where the reminder is as its `enabledWhen:` says (Reminder+Availability.swift).
            var canArchive: Bool {
                offersArchive && (original?.canArchive ?? false)
            }
        """)
        assertSnippet(try Snippets.file("ReminderFormView.swift", of: form), """
                            if viewModel.canArchive {
                                Button("Archive") {
        """)
        assertSnippet(try Snippets.file("ReminderFormViewModelTests.swift", of: form), """
            @Test("archive is not offered until its Service is written")
            func archiveIsNotOfferedUntilItsServiceIsWritten() {
                #expect(!makeViewModel(reminder: Reminder.fixture(isDone: true), offersArchive: false).canArchive)
                #expect(makeViewModel(reminder: Reminder.fixture(isDone: true), offersArchive: true).canArchive)
            }
        """)
    }

    /// Seed 003 shares the list view model through the environment; seed 002's list asks its coordinator.
    func testTheListGetsItsViewModelAndItsCreateFormAsThePresetSays() throws {
        assertSnippet(try Snippets.file("WalletListView.swift", of: Snippets.plan("Wallet", preset: .mvvm)), """
        struct WalletListView<CreateForm: View>: View {
            /// Created once by the app and shared through the environment (seed 003, Dependency Injection).
            @EnvironmentObject private var viewModel: WalletListViewModel
        """)
        let clean = try Snippets.file("WalletListView.swift", of: Snippets.plan("Wallet", preset: .clean))
        assertSnippet(clean, """
                    .sheet(isPresented: Bindable(coordinator).isCreating, onDismiss: {
        """)
        assertSnippet(clean, """
                            coordinator.view(for: .new)
        """)
    }

    /// Deleting asks first; every operation of a row is in its swipe actions and its menu, neither run by a full swipe
    /// (issue 35, L6).
    func testAListAsksBeforeDeletingAndOffersEveryOperation() throws {
        let text = try Snippets.file("ReminderListView.swift", of: reminder())
        assertSnippet(text, """
                .confirmationDialog("Delete this reminder?", isPresented: $isConfirmingDelete, titleVisibility: .visible, presenting: reminderToDelete) { reminder in
        """)
        assertSnippet(text, """
                            .swipeActions(edge: .leading, allowsFullSwipe: false) {
                                if viewModel.canComplete(reminder) {
                                    Button("Complete") {
                                        Task {
                                            await viewModel.complete(reminder)
                                        }
                                    }
                                }
        """)
    }

    /// An optional date: a switch that reveals the picker, over the draft's helpers.
    func testAnOptionalDateIsASwitchRevealingAPicker() throws {
        assertSnippet(try Snippets.file("ReminderFormViewModel.swift", of: reminder()), """
                var dueDate: Date? = nil
                var hasDueDate: Bool {
                    get { dueDate != nil }
                    set { dueDate = newValue ? (dueDate ?? Date()) : nil }
                }
                var dueDateValue: Date {
                    get { dueDate ?? Date() }
                    set { dueDate = newValue }
                }
        """)
        assertSnippet(try Snippets.file("ReminderFormView.swift", of: reminder()), """
                        Toggle("Due date", isOn: $viewModel.draft.hasDueDate)
                            .accessibilityIdentifier("reminder.form.dueDate.isSet")
                        if viewModel.draft.dueDate != nil {
                            DatePicker("Due date", selection: $viewModel.draft.dueDateValue)
                                .accessibilityIdentifier("reminder.form.dueDate")
                                .labelsHidden()
                        }
        """)
    }

    /// Issue 35 L1: a day (`kind: date`) is picked without a time and stored as the start of the chosen day, whether
    /// required or optional; its test sets the picker's value to an afternoon.
    func testADayIsPickedWithoutATimeAndStoredAsItsStart() throws {
        let plan = try Snippets.plan("Account", earlier: ["Transaction"])
        let viewModel = try Snippets.file("AccountFormViewModel.swift", of: plan)
        assertSnippet(viewModel, """
                var openedOn: Date = Calendar.current.startOfDay(for: Date())
                var openedOnValue: Date {
                    get { openedOn }
                    set { openedOn = Calendar.current.startOfDay(for: newValue) }
                }
                var closedOn: Date? = nil
                var hasClosedOn: Bool {
                    get { closedOn != nil }
                    set { closedOn = newValue ? (closedOn ?? Calendar.current.startOfDay(for: Date())) : nil }
                }
                var closedOnValue: Date {
                    get { closedOn ?? Calendar.current.startOfDay(for: Date()) }
                    set { closedOn = Calendar.current.startOfDay(for: newValue) }
                }
        """)
        let view = try Snippets.file("AccountFormView.swift", of: plan)
        assertSnippet(view, """
                        DatePicker("Opened on", selection: $viewModel.draft.openedOnValue, displayedComponents: .date)
                            .accessibilityIdentifier("account.form.openedOn")
        """)
        assertSnippet(view, """
                            DatePicker("Closed on", selection: $viewModel.draft.closedOnValue, displayedComponents: .date)
                                .accessibilityIdentifier("account.form.closedOn")
        """)
        assertSnippet(try Snippets.file("AccountFormViewModelTests.swift", of: plan), """
            func testOpenedOnIsTheStartOfTheChosenDay() {
                let doubles = Doubles()
                // Arrange: `openedOn` is a day (`kind: date`); the picker hands over a time of day too
                let viewModel = doubles.makeViewModel()
                let afternoon = Date(timeIntervalSince1970: 1_800_000_000)

                // Act
                viewModel.draft.openedOnValue = afternoon

                // Assert: the start of that day, in the user's calendar
                XCTAssertEqual(viewModel.draft.openedOn, Calendar.current.startOfDay(for: afternoon))
            }
        """)
        let testing = try Snippets.plan("Account", earlier: ["Transaction"]) { $0.tests = .swiftTesting }
        assertSnippet(try Snippets.file("AccountFormViewModelTests.swift", of: testing), """
            @Test("Closed on is the start of the chosen day")
            func closedOnIsTheStartOfTheChosenDay() {
        """)
        // A date that is not a day keeps its time and its plain picker.
        assertSnippet(try Snippets.file("ReminderFormViewModel.swift", of: reminder()), """
                    set { dueDate = newValue }
        """)
    }

    /// Issue 35 L2: an integer that names something (`accountNumber`) is typed and shown without grouping separators;
    /// a count keeps them.
    func testAnIdentifierNumberHasNoGrouping() throws {
        let plan = try Snippets.plan("Account", earlier: ["Transaction"])
        assertSnippet(try Snippets.file("AccountFormView.swift", of: plan), """
                        TextField("Account number", value: $viewModel.draft.accountNumber, format: .number.grouping(.never))
        """)
        assertSnippet(try Snippets.file("AccountRow.swift", of: plan), """
                    Text(account.accountNumber.formatted(.number.grouping(.never)))
        """)
        XCTAssertEqual(ScreenContext.display(Specs.field("pages", "Int"), entity: "book"), "book.pages.formatted()")
        XCTAssertEqual(ScreenContext.display(Specs.field("year", "Int?"), entity: "book"), "book.year?.formatted(.number.grouping(.never)) ?? \"—\"")
    }

    /// A list of text: a section of fields, one per element, each row by identity with its own remove button, swipe
    /// to delete, and Add (issue 35, L5: by index, deleting a row while another was edited removed the wrong one).
    func testAListOfTextIsASectionOfFields() throws {
        let plan = try Snippets.plan("Wallet")
        assertSnippet(try Snippets.file("WalletFormView.swift", of: plan), """
                    Section("Owner IDs") {
                        // Rows by identity: a removal removes that row, whatever its index, by swipe or by its button.
                        ForEach($viewModel.draft.ownerIDs) { $item in
                            HStack {
                                TextField("Owner ID", text: $item.text)
                                    .accessibilityIdentifier("wallet.form.ownerIDs.\\(viewModel.draft.ownerIDs.firstIndex(of: item) ?? 0)")
                                Button("Remove owner ID", systemImage: "minus.circle") {
                                    viewModel.draft.ownerIDs.removeAll { $0.id == item.id }
                                }
                                .labelStyle(.iconOnly)
                                // Only the button takes its tap: a row's other taps go to the text field.
                                .buttonStyle(.borderless)
                            }
                        }
                        .onDelete { offsets in
                            viewModel.draft.ownerIDs.remove(atOffsets: offsets)
                        }
                        Button("Add owner ID") {
                            viewModel.draft.ownerIDs.append(WalletFormViewModel.Draft.TextItem(""))
                        }
        """)
        let viewModel = try Snippets.file("WalletFormViewModel.swift", of: plan)
        assertSnippet(viewModel, """
                var ownerIDs: [TextItem] = []
        """)
        assertSnippet(viewModel, """
                /// One row of a list of text, with an identity of its own: removing a row removes that text, whatever its index.
                struct TextItem: Identifiable, Equatable {
                    let id: UUID
                    var text: String

                    init(_ text: String) {
                        id = UUID()
                        self.text = text
                    }
                }
            }
        """)
        assertSnippet(viewModel, """
                draft.ownerIDs = wallet.ownerIDs.map(Draft.TextItem.init)
        """)
        assertSnippet(viewModel, """
                    ownerIDs: draft.ownerIDs.map(\\.text).filter { !$0.isEmpty },
        """)
    }

    /// A reference: a picker over the other entity's records, showing a chosen one that no longer exists.
    func testAReferenceIsAPickerOfTheOtherEntitysRecords() throws {
        assertSnippet(try Snippets.file("ExpenseFormView.swift", of: ReferenceFixture.expensePlan()), """
                        Picker("Category", selection: $viewModel.draft.categoryID) {
                            Text("None").tag(nil as UUID?)
                            ForEach(viewModel.categoryChoices) { category in
                                Text(category.name).tag(Optional(category.id))
                            }
                            if let missing = viewModel.missingCategoryID {
                                Text("Deleted category").tag(Optional(missing))
                            }
                        }
        """)
    }

    /// An operation the form runs works on the stored record and brings what it changed into the draft.
    func testAFormsOperationRunsOnTheStoredRecord() throws {
        assertSnippet(try Snippets.file("ExpenseFormViewModel.swift", of: ReferenceFixture.expensePlan()), """
                do {
                    let stored = try await markReimbursedExpenseUseCase.execute(original)
                    merge(stored, over: original)
                    self.original = stored
                    saved = stored
        """)
    }
}
