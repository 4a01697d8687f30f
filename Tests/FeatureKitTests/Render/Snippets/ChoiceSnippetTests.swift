import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A text field whose pattern lists words (`good|worn|damaged`, an OpenAPI `enum`) is chosen in a Picker, not typed.
final class ChoiceSnippetTests: XCTestCase {
    private static let loan = FeatureSpec(feature: "Loan", fields: [
        Specs.field("borrower", "String", [.nonEmpty]),
        example(Specs.field("condition", "String?", [.pattern("good|worn|damaged")]), "good"),
        example(Specs.field("status", "String", [.pattern("^(?:on_loan|returned)$")]), "returned"),
        Specs.field("code", "String", [.pattern("[A-Z]{3}")]),
    ], operations: Specs.crud)

    private static func example(_ field: FieldSpec, _ value: String) -> FieldSpec {
        var field = field
        field.example = SwiftLiteral.string(value)
        return field
    }

    func testTheWordsAPatternListsAreAPickersOptions() throws {
        let form = try Snippets.file("LoanFormView.swift", of: Snippets.plan(Self.loan))
        assertSnippet(form, """
                        // The words the loan's condition takes; a stored one outside them shows as itself.
                        Picker("Condition", selection: $viewModel.draft.condition) {
                            Text("None").tag("")
                            Text("Good").tag("good")
                            Text("Worn").tag("worn")
                            Text("Damaged").tag("damaged")
                            if !["good", "worn", "damaged"].contains(viewModel.draft.condition), !viewModel.draft.condition.isEmpty {
                                Text(viewModel.draft.condition).tag(viewModel.draft.condition)
                            }
                        }
                        .accessibilityIdentifier("loan.form.condition")
        """)
        assertSnippet(form, """
                        Picker("Status", selection: $viewModel.draft.status) {
                            Text("Choose a status").tag("")
                            Text("On loan").tag("on_loan")
                            Text("Returned").tag("returned")
        """)
        assertSnippet(form, """
                        TextField("Code", text: $viewModel.draft.code)
        """)
        XCTAssertFalse(form.contains("TextField(\"Condition\""), "a choice is not typed as well")
    }

    func testOnlyAPatternOfPlainWordsEveryRuleAcceptsIsAChoice() {
        XCTAssertEqual(FieldChoices.words(of: Specs.field("size", "String", [.pattern("(S|M|L|XL)")])), ["S", "M", "L", "XL"])
        XCTAssertNil(FieldChoices.words(of: Specs.field("size", "String", [.pattern("S|M.")])), "a regular expression, not words")
        XCTAssertNil(FieldChoices.words(of: Specs.field("size", "String", [.pattern("S")])), "one word is no choice")
        XCTAssertNil(FieldChoices.words(of: Specs.field("size", "String", [.pattern("S|M"), .minLength(2)])), "no word passes minLength(2)")
        XCTAssertNil(FieldChoices.words(of: Specs.field("size", "[String]", [.pattern("S|M")])), "a list of text keeps its rows")
    }
}
