import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 35: an operation is offered only where it changes the record; `enabledWhen:` adds conditions.
final class OperationAvailabilityTests: XCTestCase {
    private func availability(_ name: String, in spec: FeatureSpec = ReviewSpecs.book) throws -> OperationAvailability {
        try XCTUnwrap(OperationAvailability.of(try XCTUnwrap(spec.operations.first { $0.name == name }), in: spec))
    }

    func testABoolSetToTheValueItHasMakesTheOperationUnavailable() throws {
        let lend = try availability("lend")
        XCTAssertEqual(lend.property, "canLend")
        XCTAssertEqual(lend.condition, "!isOnLoan", "lend is unavailable on a lent book; the loan date (now) is no reason to offer it")
    }

    func testAnyEntryThatWouldChangeTheRecordMakesItAvailable() throws {
        XCTAssertEqual(try availability("giveBack").condition, "isOnLoan || loanedAt != nil")
    }

    func testANowStampAloneOrAToggleLeavesItAlwaysAvailable() throws {
        let spec = FeatureSpec(feature: "Note", fields: [Specs.field("seenAt", "Date?"), Specs.field("isPinned", "Bool")], operations: [
            Specs.op("touch", sets: [ReviewSpecs.set("seenAt", .now)]),
            Specs.op("pin", sets: [ReviewSpecs.set("isPinned", .toggle), ReviewSpecs.set("seenAt", .clear)]),
        ])
        XCTAssertNil(try availability("touch", in: spec).condition)
        XCTAssertFalse(try availability("touch", in: spec).isConditional)
        XCTAssertNil(try availability("pin", in: spec).condition, "a toggle always changes the record")
    }

    func testAnOperationWithoutStatedEffectIsAlwaysAvailableAndCreateHasNone() throws {
        XCTAssertNil(try availability("withdraw").condition)
        XCTAssertNil(OperationAvailability.of(ReviewSpecs.book.operations[1], in: ReviewSpecs.book), "create acts on no stored record")
        XCTAssertEqual(OperationAvailability.of(ReviewSpecs.book).map(\.operation), ["update", "delete", "lend", "giveBack", "withdraw"])
    }

    func testEnabledWhenAddsConditionsThatAllHold() throws {
        var spec = ReviewSpecs.book
        spec.fields.append(Specs.field("isArchived", "Bool"))
        spec.fields.append(Specs.field("shelf", "String?"))
        spec.operations[6].enabledWhen = [ReviewSpecs.set("isArchived", .literal("false"))]
        spec.operations[5].enabledWhen = [ReviewSpecs.set("isArchived", .literal("false")), ReviewSpecs.set("shelf", .literal("\"A\""))]
        spec.operations[3].enabledWhen = [ReviewSpecs.set("shelf", .clear)]
        XCTAssertEqual(try availability("withdraw", in: spec).condition, "!isArchived")
        XCTAssertEqual(try availability("giveBack", in: spec).condition, "(isOnLoan || loanedAt != nil) && !isArchived && shelf == \"A\"")
        XCTAssertEqual(try availability("delete", in: spec).condition, "shelf == nil")
    }

    func testAnUpdatesOwnSetsDoNotMakeItConditional() throws {
        var spec = ReviewSpecs.book
        spec.operations[2].sets = [ReviewSpecs.set("isOnLoan", .literal("false"))]
        XCTAssertNil(try availability("update", in: spec).condition, "an update's sets: comes along with the edit")
    }

    func testOtherLiteralsCompareWithTheirValue() throws {
        let spec = FeatureSpec(feature: "Ticket", fields: [Specs.field("status", "String"), Specs.field("count", "Int?")], operations: [
            Specs.op("close", sets: [ReviewSpecs.set("status", .literal("\"closed\"")), ReviewSpecs.set("count", .literal("0"))]),
        ])
        XCTAssertEqual(try availability("close", in: spec).condition, "status != \"closed\" || count != 0")
    }

    func testAFieldNamedLikeAnAvailabilityPropertyIsRefused() {
        var spec = ReviewSpecs.book
        spec.fields.append(Specs.field("canLend", "Bool"))
        XCTAssertThrowsError(try Specs.plan(spec, known: ["Author"])) { error in
            guard case ScaffoldError.invalidSpec(let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.message), ["field 'canLend' has the name of the property that says when 'lend' can run"])
            XCTAssertEqual(diagnostics.map(\.keyPath), ["fields[9].name"])
        }
        spec.fields[spec.fields.count - 1] = Specs.field("canWithdraw", "Bool")
        XCTAssertNoThrow(try Specs.plan(spec, known: ["Author"]), "withdraw is always available: no property")
    }
}
