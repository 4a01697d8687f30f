import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35, L3: a new form does not open on a value Save refuses ("pages 0" under `min(1)`).
final class FormStartSnippetTests: XCTestCase {
    private static let author = FeatureSpec(feature: "Author", fields: [Specs.field("name", "String")], operations: Specs.crud)

    private func book(_ file: String, style: (inout Style) -> Void = { _ in }) throws -> String {
        try Snippets.file(file, of: Snippets.plan(ReviewSpecs.book, earlier: [Self.author], style: style))
    }

    /// A new draft's numbers start at the value nearest zero their rules accept (`FormStartValues`).
    func testANewFormStartsWithNumbersItsRulesAccept() throws {
        let viewModel = try book("BookFormViewModel.swift")
        assertSnippet(viewModel, """
                /// Starts at the value nearest zero its rules accept: a new form does not open on a value Save refuses.
                var pages: Int = 1
        """)
        assertSnippet(viewModel, """
                var price: Decimal = 0
        """)
        assertSnippet(try book("BookFormViewModelTests.swift"), """
                // Assert: each number at the value nearest zero its rules accept, not at a 0 Save would refuse
                XCTAssertEqual(viewModel.draft.pages, 1)
            }
        """)
        assertSnippet(try book("BookFormViewModelTests.swift") { $0.tests = .swiftTesting }, """
                #expect(viewModel.draft.pages == 1)
        """)
    }
}
