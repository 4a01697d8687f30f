import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35, M1: an operation runs only where it applies (`OperationAvailability`): the entity says where
/// (`<Entity>+Availability.swift`), the UseCase refuses elsewhere, the screens offer it only there, and a row shows the
/// state an operation sets.
final class AvailabilitySnippetTests: XCTestCase {
    private func reminder(_ preset: Preset = .layered, style: (inout Style) -> Void = { _ in }) throws -> Plan {
        try Snippets.plan("Reminder", preset: preset, earlier: ["ReminderList"], style: style)
    }

    /// `complete` sets isDone to true: it applies while the reminder is not done; its `now` stamp proves nothing.
    /// `archive` states no effect, and `enabledWhen: { isDone: true }`: it applies to a done reminder only.
    func testTheEntitySaysWhereAnOperationApplies() throws {
        assertSnippet(try Snippets.file("Reminder+Availability.swift", of: reminder()), """
        /// When an operation can run on a reminder: while it would change something (its `sets:`) and in the state the spec
        /// requires (`enabledWhen:`), as each says. The rule lives with the reminder, not in a view model (seed 000,
        /// Anti-patterns: Business rules in ViewModel): the UseCase refuses to run an operation otherwise, and the screens
        /// offer it only then.
        nonisolated extension Reminder {
            /// Whether `complete` can run: while it would change isDone.
            var canComplete: Bool {
                !isDone
            }

            /// Whether `archive` can run: in the state its `enabledWhen:` names (isDone).
            var canArchive: Bool {
                isDone
            }
        }
        """)
        // `enabledWhen:` adds the spec's own state, which must hold as well.
        var spec = try Snippets.spec("Wallet")
        spec.fields.append(FieldSpec(name: "isFrozen", type: .named("Bool")))
        spec.operations.append(OperationSpec(name: "freeze", kind: .custom, sets: [FieldAssignment(field: "isFrozen", value: .literal("true"))],
                                             enabledWhen: [FieldAssignment(field: "note", value: .clear)]))
        assertSnippet(try Snippets.file("Wallet+Availability.swift", of: Snippets.plan(spec)), """
            /// Whether `freeze` can run: while it would change isFrozen, and in the state its `enabledWhen:` names (note).
            var canFreeze: Bool {
                !isFrozen && note == nil
            }
        """)
    }

    /// The comments say what decides: an operation's `sets:` (it would change the record), its `enabledWhen:`, or both;
    /// never "would change" for an operation only `enabledWhen:` gates, and no line past 120 columns.
    func testTheCommentsWordWhatDecides() throws {
        var spec = try Snippets.spec("Reminder", earlier: [try Snippets.spec("ReminderList")])
        spec.operations.removeAll { $0.name == "complete" }
        let plan = try Snippets.plan(spec, earlier: [try Snippets.spec("ReminderList")])
        let availability = try Snippets.file("Reminder+Availability.swift", of: plan)
        assertSnippet(availability, """
        /// When an operation can run on a reminder: in the state the spec requires (`enabledWhen:`). The rule lives with the
        /// reminder, not in a view model (seed 000, Anti-patterns: Business rules in ViewModel): the UseCase refuses to run an
        /// operation otherwise, and the screens offer it only then.
        """)
        XCTAssertFalse(availability.contains("would change"))
        let list = try Snippets.file("ReminderListViewModel.swift", of: plan)
        XCTAssertFalse(list.contains("would change"), list)
        // Both: an operation with an effect and an `enabledWhen:` of its own.
        var both = try Snippets.spec("Reminder", earlier: [try Snippets.spec("ReminderList")])
        let complete = try XCTUnwrap(both.operations.firstIndex { $0.name == "complete" })
        both.operations[complete].enabledWhen = [FieldAssignment(field: "notes", value: .clear)]
        assertSnippet(try Snippets.file("ReminderListViewModel.swift", of: Snippets.plan(both, earlier: [try Snippets.spec("ReminderList")])), """
            /// Whether the rows offer complete: where it would change the reminder and the reminder is as its `enabledWhen:`
            /// says (Reminder+Availability.swift).
        """)
        for file in [availability, list] {
            XCTAssertEqual(file.split(separator: "\n").filter { $0.contains("///") && $0.count > 120 }, [])
        }
    }

    /// The UseCase refuses a record it does not apply to before changing anything, and its test says so.
    func testTheUseCaseRefusesARecordItDoesNotApplyTo() throws {
        assertSnippet(try Snippets.file("CompleteReminderUseCase.swift", of: reminder()), """
            func execute(_ reminder: Reminder) async throws -> Reminder {
                var reminder = reminder
                guard reminder.canComplete else {
                    throw ReminderOperationError.notAvailable(operation: String(localized: "Complete"))
                }
                reminder.isDone = true
        """)
        assertSnippet(try Snippets.file("ReminderOperationError.swift", of: reminder()), """
                case .notAvailable(let operation): String(localized: "“\\(operation)” does not apply to this reminder as it is now.")
        """)
        assertSnippet(try Snippets.file("CompleteReminderUseCaseTests.swift", of: reminder()), """
            func testIsRefusedWhereItDoesNotApply() async throws {
                // Arrange: a reminder `complete` would not change, or not in the state it needs
                let repository = ReminderRepositoryProtocolMock()
                let reminder = Reminder.fixture(isDone: true)
        """)
        assertSnippet(try Snippets.file("CompleteReminderUseCaseTests.swift", of: reminder(.features) { $0.tests = .swiftTesting }), """
                await #expect(throws: ReminderOperationError.notAvailable(operation: String(localized: "Complete"))) {
                    try await makeUseCase(repository: repository).execute(.init(reminder: reminder))
                }
        """)
    }

    /// The list offers it only where it applies, its test asks on both kinds of record, and the row shows the state.
    func testTheListOffersItOnlyWhereItApplies() throws {
        assertSnippet(try Snippets.file("ReminderListViewModel.swift", of: reminder()), """
            /// Whether the rows offer complete: where it would change the reminder (Reminder+Availability.swift).
            func canComplete(_ reminder: Reminder) -> Bool {
                reminder.canComplete
            }
        """)
        assertSnippet(try Snippets.file("ReminderListView.swift", of: reminder()), """
                                if viewModel.canComplete(reminder) {
                                    Button("Complete") {
        """)
        assertSnippet(try Snippets.file("ReminderListViewModelTests.swift", of: reminder()), """
            func testCompleteIsOfferedOnlyWhereItApplies() {
                let viewModel = Doubles().makeViewModel()
                XCTAssertTrue(viewModel.canComplete(Reminder.fixture(isDone: false)))
                XCTAssertFalse(viewModel.canComplete(Reminder.fixture(isDone: true)))
            }
        """)
        assertSnippet(try Snippets.file("ReminderRow.swift", of: reminder()), """
                    Text(reminder.isDone ? "Done" : "Not done")
                        .font(.caption)
        """)
    }
}
