import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35, M2: the fields an operation's `sets:` names are the operation's to change — out of the form's draft,
/// shown read-only in a Status section of a stored record, kept from the stored record on save.
final class ManagedFieldSnippetTests: XCTestCase {
    private static let author = FeatureSpec(feature: "Author", fields: [Specs.field("name", "String")], operations: Specs.crud)

    private func book(_ file: String, style: (inout Style) -> Void = { _ in }) throws -> String {
        try Snippets.file(file, of: Snippets.plan(ReviewSpecs.book, earlier: [Self.author], style: style))
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

    /// A field whose start value breaks its rules stays in the draft (`ManagedFields.of`): a `nonEmpty` status an
    /// operation sets would start a new ticket at "" and Save could never succeed (make test's sweep, s3502-b3, -b4).
    func testAFieldANewRecordCouldNotStartWithStaysEditable() throws {
        let spec = FeatureSpec(
            feature: "Ticket",
            fields: [Specs.field("title", "String"), Specs.field("status", "String", [.nonEmpty]), Specs.field("isOpen", "Bool")],
            operations: Specs.crud + [Specs.op("close", sets: [ReviewSpecs.set("status", .literal("\"closed\"")), ReviewSpecs.set("isOpen", .literal("false"))])]
        )
        let plan = try Snippets.plan(spec)
        let viewModel = try Snippets.file("TicketFormViewModel.swift", of: plan)
        assertSnippet(viewModel, """
                var status: String = ""
        """)
        assertSnippet(viewModel, """
                    status: draft.status,
                    isOpen: original?.isOpen ?? false
        """)
        assertSnippet(try Snippets.file("TicketFormView.swift", of: plan), """
                            LabeledContent("Open", value: original.isOpen ? String(localized: "Yes") : String(localized: "No"))
        """)
    }

    func testTheManagedFieldsTestInSwiftTesting() throws {
        assertSnippet(try book("BookFormViewModelTests.swift") { $0.tests = .swiftTesting }, """
                let updated = try #require(updateBookUseCase.executeArgValues.first)
                #expect(updated.isOnLoan == stored.isOnLoan)
                #expect(updated.loanedAt == stored.loanedAt)
        """)
    }
}
