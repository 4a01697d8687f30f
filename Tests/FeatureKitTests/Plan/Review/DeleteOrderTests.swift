import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35: a delete that spans stores checks first, writes the record before what refers to it, rolls back in
/// reverse, and its confirmation says what else goes.
final class DeleteOrderTests: XCTestCase {
    private func reference(_ entity: String, _ field: String, _ rule: DeleteRule) -> IncomingReference {
        IncomingReference(entity: entity, feature: entity, field: field, type: .named("UUID"), onDelete: rule, display: nil, displayIsOptional: false)
    }

    func testTheRecordGoesFirstThenWhatRefersToIt() {
        let order = DeleteOrder(keeping: [
            reference("Book", "authorID", .cascade), reference("Prize", "authorID", .restrict), reference("Quote", "authorID", .nullify),
        ])
        XCTAssertEqual(order.refusals.map(\.entity), ["Prize"], "every restrict is checked before any write")
        XCTAssertEqual(order.steps, [.deleteRecord, .clear(entity: "Quote", field: "authorID"), .deleteReferring(entity: "Book", field: "authorID")])
        XCTAssertTrue(order.spansStores)
        XCTAssertEqual(order.rollback(after: 2), [.clear(entity: "Quote", field: "authorID"), .deleteRecord], "undone in reverse, the record last")
        XCTAssertEqual(order.rollback(after: 0), [])
        XCTAssertFalse(DeleteOrder(keeping: [reference("Prize", "authorID", .restrict)]).spansStores)
    }

    func testTheConfirmationSaysWhatElseGoes() {
        let wordings = DeletionEffectWording.of([
            reference("Book", "authorID", .cascade), reference("Prize", "authorID", .restrict), reference("ReadingList", "authorID", .nullify),
        ], deleted: "Author")
        XCTAssertEqual(wordings.map { $0.sentence(count: 2) }, ["Also deletes 2 books.", "Also clears the author of 2 reading lists."])
        XCTAssertEqual(wordings[0].sentence(count: 1), "Also deletes 1 book.")
    }
}
