import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35: a delete's `enabledWhen:` is enforced where Delete is offered. Its UseCase takes an id alone, so the view
/// models, which hold the record, gate it through `OperationGate` with the rules of the other operations: the list's
/// swipe and menu and the form's Delete show only where it holds, and `delete` refuses any other record. Badge.yml:
/// only a retired badge can be deleted.
final class DeleteGateSnippetTests: XCTestCase {
    private func badge(_ preset: Preset = .layered) throws -> Plan {
        try Snippets.plan("Badge", preset: preset)
    }

    func testTheListOffersAndRunsDeleteOnlyWhereItApplies() throws {
        let plan = try badge()
        let viewModel = try Snippets.file("BadgeListViewModel.swift", of: plan)
        assertSnippet(viewModel, """
            /// Whether the rows offer delete: where the badge is as its `enabledWhen:` says (Badge+Availability.swift).
            func canDelete(_ badge: Badge) -> Bool {
                badge.canDelete
            }

            func delete(_ badge: Badge) async {
                guard canDelete(badge), deleting.insert(badge.id).inserted else { return }
        """)
        let view = try Snippets.file("BadgeListView.swift", of: plan)
        assertSnippet(view, """
                            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                                if viewModel.canDelete(badge) {
                                    Button("Delete", systemImage: "trash") {
                                        confirmDelete(badge)
                                    }
                                    .tint(.red)
                                }
                            }
        """)
        assertSnippet(view, """
                                if viewModel.canDelete(badge) {
                                    Button("Delete", systemImage: "trash", role: .destructive) {
                                        confirmDelete(badge)
                                    }
                                }
        """)
        // Its tests delete a badge it applies to, and ask on one it does not.
        let tests = try Snippets.file("BadgeListViewModelTests.swift", of: plan)
        assertSnippet(tests, """
                let badges = [Badge.fixture(id: UUID(), isRetired: true), Badge.fixture(id: UUID(), isRetired: true)]
        """)
        assertSnippet(tests, """
            func testDeleteIsOfferedAndRunOnlyWhereItApplies() async {
                let doubles = Doubles()
                let viewModel = doubles.makeViewModel()
                XCTAssertTrue(viewModel.canDelete(Badge.fixture(isRetired: true)))
                XCTAssertFalse(viewModel.canDelete(Badge.fixture(isRetired: false)))

                await viewModel.delete(Badge.fixture(isRetired: false))

                XCTAssertEqual(doubles.deleteBadgeUseCase.executeArgValues, [])
            }
        """)
    }

    func testTheFormOffersAndRunsDeleteOnlyOnAStoredRecordItAppliesTo() throws {
        let plan = try badge(.features)
        let viewModel = try Snippets.file("BadgeFormViewModel.swift", of: plan)
        assertSnippet(viewModel, """
            /// Whether the form offers delete: where the badge is as its `enabledWhen:` says (Badge+Availability.swift).
            var canDelete: Bool {
                original?.canDelete ?? false
            }
        """)
        XCTAssertTrue(viewModel.contains("guard let original, canDelete, !state.isDeleting else { return false }"), viewModel)
        assertSnippet(try Snippets.file("BadgeFormView.swift", of: plan), """
                    if viewModel.canDelete {
                        Section {
                            Button("Delete", role: .destructive) {
        """)
        let tests = try Snippets.file("BadgeFormViewModelTests.swift", of: plan)
        XCTAssertTrue(tests.contains("let badge = Badge.fixture(id: UUID(), isRetired: true)"), tests)
        XCTAssertTrue(tests.contains("makeViewModel(badge: Badge.fixture(isRetired: true))"), tests)
    }

    /// Without `enabledWhen:` the delete is offered on every record, as before.
    func testADeleteWithoutEnabledWhenIsOfferedEverywhere() throws {
        let plan = try Snippets.plan("Sticker", earlier: ["Badge"])
        let viewModel = try Snippets.file("StickerListViewModel.swift", of: plan)
        XCTAssertFalse(viewModel.contains("canDelete"), viewModel)
        XCTAssertTrue(viewModel.contains("guard deleting.insert(sticker.id).inserted else { return }"), viewModel)
    }
}
