import XCTest
@testable import FeatureKit

/// Labels and messages read as a person writes them (issue 24, "Fields by meaning").
final class WordingTests: XCTestCase {
    func testABoolNamedIsReadsAsItsState() {
        XCTAssertEqual(Wording.label(of: Specs.field("isReimbursed", "Bool")), "Reimbursed")
        XCTAssertEqual(Wording.label(of: Specs.field("hasAttachments", "Bool")), "Has attachments")
        // Only a Bool: `isbn` and a text field that starts with "is" keep their words.
        XCTAssertEqual(Wording.label(of: Specs.field("isoCode", "String")), "ISO code")
        XCTAssertEqual(Wording.label(of: Specs.field("dueDate", "Date")), "Due date")
    }

    func testAReferenceReadsAsTheEntityItNames() throws {
        let plan = try ReferenceFixture.expensePlan()
        let field = try XCTUnwrap(plan.spec.fields.first { $0.name == "categoryID" })
        XCTAssertEqual(Wording.label(of: field, in: plan), "Category")
    }

    func testOperationsReadAsActionsOnTheRecord() {
        XCTAssertEqual(Wording.action("markReimbursed", entity: "Expense"), "Mark as reimbursed")
        XCTAssertEqual(Wording.doing("markReimbursed", entity: "Expense"), "mark the expense as reimbursed")
        XCTAssertEqual(Wording.action("moveToTrash", entity: "Note"), "Move to trash")
        XCTAssertEqual(Wording.doing("moveToTrash", entity: "Note"), "move the note to trash")
        XCTAssertEqual(Wording.action("archive", entity: "Wallet"), "Archive")
        XCTAssertEqual(Wording.doing("archiveWallet", entity: "Wallet"), "archive the wallet")
        XCTAssertEqual(Wording.doing("delete", entity: "ReminderList"), "delete the reminder list")
        XCTAssertEqual(Wording.doing("sendPDF", entity: "Invoice"), "send PDF for the invoice")
        XCTAssertEqual(Wording.action("markAsPaid", entity: "Invoice"), "Mark as paid")
        // Issue 35: "Could not give back for the book": a phrasal verb's particle follows the object.
        XCTAssertEqual(Wording.action("giveBack", entity: "Book"), "Give back")
        XCTAssertEqual(Wording.doing("giveBack", entity: "Book"), "give the book back")
        XCTAssertEqual(Wording.doing("pickUp", entity: "Order"), "pick the order up")
        XCTAssertEqual(Wording.doing("putAway", entity: "Tool"), "put the tool away")
    }
}
