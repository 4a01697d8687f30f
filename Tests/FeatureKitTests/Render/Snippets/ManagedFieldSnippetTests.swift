import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35, M2: the fields an operation's `sets:` names are the operation's to change — out of the form's draft,
/// shown read-only in a Status section of a stored record, kept from the stored record on save.
final class ManagedFieldSnippetTests: XCTestCase {
    private static let author = FeatureSpec(feature: "Author", fields: [Specs.field("name", "String")], operations: Specs.crud)

    private func book(_ file: String) throws -> String {
        try Snippets.file(file, of: Snippets.plan(ReviewSpecs.book, earlier: [Self.author]))
    }

    func testTheFormShowsManagedFieldsInAStatusSectionAndKeepsThemOnSave() throws {
        let view = try book("BookFormView.swift")
        assertSnippet(view, """
                    if let original = viewModel.original {
                        Section("Status") {
                            LabeledContent("On loan", value: original.isOnLoan ? String(localized: "Yes") : String(localized: "No"))
                                .accessibilityIdentifier("book.form.status.isOnLoan")
                            LabeledContent("Loaned at", value: original.loanedAt?.formatted(date: .abbreviated, time: .shortened) ?? "—")
                                .accessibilityIdentifier("book.form.status.loanedAt")
                        }
                    }
        """)
        XCTAssertFalse(view.contains("draft.isOnLoan"), view)
        let viewModel = try book("BookFormViewModel.swift")
        XCTAssertFalse(viewModel.contains("var isOnLoan"), "not in the draft:\n\(viewModel)")
        assertSnippet(viewModel, """
                    isOnLoan: original?.isOnLoan ?? false,
                    loanedAt: original?.loanedAt,
        """)
        assertSnippet(try book("BookFormViewModelTests.swift"), """
                XCTAssertEqual(updated.isOnLoan, stored.isOnLoan)
                XCTAssertEqual(updated.loanedAt, stored.loanedAt)
        """)
    }
}
