import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35: an operation's button does not read like a button the system or the screen already shows
/// (`OperationTitles`): "Cancel session", not "Cancel"; and a confirmation whose action is a cancel keeps "Keep session"
/// for dismissing, not a second "Cancel".
final class OperationTitlesTests: XCTestCase {
    func testATitleThatIsAScreensOwnWordNamesTheRecord() {
        XCTAssertEqual(OperationTitles.title("Cancel", entityLabel: "Session"), "Cancel session")
        XCTAssertEqual(OperationTitles.title("Close", entityLabel: "Support ticket"), "Close support ticket")
        XCTAssertEqual(OperationTitles.title("Save", entityLabel: "Draft"), "Save draft")
        XCTAssertEqual(OperationTitles.title("OK", entityLabel: "Request"), "OK request")
        // Other titles, and titles with more words, stay as they are.
        XCTAssertEqual(OperationTitles.title("Archive", entityLabel: "Wallet"), "Archive")
        XCTAssertEqual(OperationTitles.title("Mark as reimbursed", entityLabel: "Expense"), "Mark as reimbursed")
    }

    func testOnlyACancelGetsItsOwnDismissButton() {
        XCTAssertEqual(OperationTitles.dismiss(forTitle: "Cancel session", entityLabel: "Session"), "Keep session")
        XCTAssertEqual(OperationTitles.dismiss(forTitle: "Cancel order", entityLabel: "Order"), "Keep order")
        XCTAssertNil(OperationTitles.dismiss(forTitle: "Close ticket", entityLabel: "Ticket"))
        XCTAssertNil(OperationTitles.dismiss(forTitle: "Archive", entityLabel: "Wallet"))
    }

    /// A destructive `cancel` on the list, the form and the detail screen: "Cancel session" everywhere, its confirmation
    /// asking "Cancel this session?" with "Keep session" to dismiss.
    func testTheScreensTitleACancelAndItsConfirmation() throws {
        let spec = FeatureSpec(
            feature: "Session",
            fields: [FieldSpec(name: "title", type: .named("String")), FieldSpec(name: "isCancelled", type: .named("Bool"))],
            operations: [
                OperationSpec(name: "list", kind: .fetchAll), OperationSpec(name: "create", kind: .create),
                OperationSpec(name: "update", kind: .update), OperationSpec(name: "details", kind: .fetch),
                OperationSpec(name: "cancel", kind: .custom, usedBy: ["SessionList", "SessionForm", "SessionDetail"],
                              sets: [FieldAssignment(field: "isCancelled", value: .literal("true"))], destructive: true),
            ]
        )
        let plan = try Snippets.plan(spec)
        for file in ["SessionListView.swift", "SessionFormView.swift", "SessionDetailView.swift"] {
            let text = try Snippets.file(file, of: plan)
            XCTAssertTrue(text.contains("Button(\"Cancel session\""), "\(file):\n\(text)")
            XCTAssertTrue(text.contains(".confirmationDialog(\"Cancel this session?\""), "\(file):\n\(text)")
            XCTAssertTrue(text.contains("Button(\"Keep session\", role: .cancel) {}"), "\(file):\n\(text)")
        }
        // The form's own Cancel (leaving without saving) keeps its word.
        XCTAssertTrue(try Snippets.file("SessionFormView.swift", of: plan).contains("Button(\"Cancel\") {"))
    }
}
