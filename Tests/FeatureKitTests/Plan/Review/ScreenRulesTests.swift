import XCTest
@testable import FeatureKit

/// Issue 35's rules for what the screens show: managed fields, where a new form starts, identifiers without
/// grouping, the detail screen of a fetch operation.
final class ScreenRulesTests: XCTestCase {
    func testFieldsAnOperationSetsAreManaged() {
        XCTAssertEqual(ManagedFields.of(ReviewSpecs.book).map(\.name), ["isOnLoan", "loanedAt"])
        XCTAssertEqual(ManagedFields.of(ReviewSpecs.book).map(\.operations), [["lend", "giveBack"], ["lend", "giveBack"]])
        XCTAssertEqual(ManagedFields.of(ReviewSpecs.member).map(\.name), ["isSuspended"])
        XCTAssertTrue(ManagedFields.contains("isSuspended", in: ReviewSpecs.member))
        XCTAssertFalse(ManagedFields.contains("name", in: ReviewSpecs.member))
    }

    /// A managed field starts a new record at its type's empty value; where its rules refuse that value, the form
    /// keeps the field to edit, or a new record could never be saved (make test's sweep, batches s3502-b3 and -b4).
    func testAFieldWhoseStartValueBreaksItsRulesStaysEditable() {
        let spec = FeatureSpec(
            feature: "Ticket",
            fields: [
                Specs.field("status", "String", [.nonEmpty]),
                Specs.field("label", "String", [.maxLength(10)]),
                Specs.field("count", "Int", [.min(1)]),
                Specs.field("score", "Double", [.max(5)]),
                Specs.field("codes", "[String]", [.nonEmpty]),
                Specs.field("code", "String?", [.nonEmpty]),
                Specs.field("ownerID", "UUID"),
                Specs.field("reviewerID", "UUID?"),
                Specs.field("isOpen", "Bool"),
            ],
            operations: [
                Specs.op("list"), Specs.op("create", reads: [EntityReference(field: "ownerID", entity: "Owner"),
                                                             EntityReference(field: "reviewerID", entity: "Owner")]),
                Specs.op("close", sets: ["status", "label", "count", "score", "codes", "code", "ownerID", "reviewerID", "isOpen"]
                    .map { ReviewSpecs.set($0, .literal("x")) }),
            ]
        )
        XCTAssertEqual(ManagedFields.of(spec).map(\.name), ["label", "score", "code", "reviewerID", "isOpen"],
                       "status (nonEmpty), count (min 1) and codes (nonEmpty) would start broken; ownerID would name no owner")
        XCTAssertFalse(ManagedFields.contains("status", in: spec))
        XCTAssertTrue(ManagedFields.contains("isOpen", in: spec))
    }

    func testANewFormStartsWithNumbersItsRulesAccept() {
        let book = ReviewSpecs.book.fields
        XCTAssertEqual(FormStartValues.number(for: book[8]), "1", "pages: min(1)")
        XCTAssertEqual(FormStartValues.number(for: book[2]), "0", "price: min(0) accepts zero")
        XCTAssertEqual(FormStartValues.number(for: ReviewSpecs.member.fields[3]), "1000", "cardNumber: min(1000)")
        XCTAssertEqual(FormStartValues.number(for: Specs.field("balance", "Double", [.max(-5)])), "-5")
        XCTAssertEqual(FormStartValues.number(for: Specs.field("ratio", "Double", [.min(0.5)])), "0.5")
        XCTAssertNil(FormStartValues.number(for: book[0]), "text starts empty")
        XCTAssertNil(FormStartValues.number(for: Specs.field("count", "Int?", [.min(1)])), "an optional starts at none")
    }

    func testIntegersThatNameSomethingHaveNoGrouping() {
        XCTAssertTrue(IdentifierNumbers.contains(ReviewSpecs.member.fields[3]), "cardNumber")
        XCTAssertEqual(IdentifierNumbers.format(for: ReviewSpecs.member.fields[3]), ".number.grouping(.never)")
        for name in ["zipCode", "year", "pin", "orderNo", "customerID"] {
            XCTAssertTrue(IdentifierNumbers.contains(Specs.field(name, "Int")), name)
        }
        XCTAssertFalse(IdentifierNumbers.contains(ReviewSpecs.book.fields[8]), "pages is a count")
        XCTAssertEqual(IdentifierNumbers.format(for: ReviewSpecs.book.fields[8]), ".number")
        XCTAssertFalse(IdentifierNumbers.contains(Specs.field("phoneNumber", "String")), "only integers")
    }

    func testAFetchOperationGivesADetailScreen() {
        XCTAssertEqual(DetailScreen.loader(in: ReviewSpecs.member)?.name, "details")
        XCTAssertEqual(DetailScreen.viewModel(of: ReviewSpecs.member), "MemberDetail")
        XCTAssertNil(DetailScreen.loader(in: ReviewSpecs.book), "no fetch operation, no detail screen")
        var member = ReviewSpecs.member
        member.operations[1].usedBy = ["MemberForm"]
        XCTAssertNil(DetailScreen.loader(in: member), "a fetch the spec gives the form alone")
        member.operations[1].usedBy = ["MemberDetailViewModel", "MemberForm"]
        member.operations[5].usedBy = ["MemberDetail"]
        XCTAssertEqual(DetailScreen.loader(in: member)?.name, "details")
        XCTAssertEqual(DetailScreen.operations(in: member).map(\.name), ["suspend"])
    }

    func testAListSearchesItsTextAndTheNamesOfWhatItsRecordsName() {
        let terms = ListSearch.terms(of: ReviewSpecs.book, references: ["authorID": "name"])
        XCTAssertEqual(terms, [.text("title"), .text("isbn"), .reference(field: "authorID", record: "author", display: "name"), .texts("tags", optional: false)])
        XCTAssertEqual(ListSearch.texts(terms, of: "book"), "([book.title, book.isbn, author(for: book)?.name ?? \"\"] + book.tags)")
        XCTAssertEqual(ListSearch.terms(of: ReviewSpecs.book, references: ["authorID": nil]).map(\.field), ["title", "isbn", "tags"], "an author without a name is not searched")
        let member = ListSearch.terms(of: ReviewSpecs.member, references: [:])
        XCTAssertEqual(member, [.text("name"), .text("phone"), .optionalText("email"), .optionalText("notes")])
        XCTAssertEqual(ListSearch.texts(member, of: "member"), "[member.name, member.phone, member.email ?? \"\", member.notes ?? \"\"]")
        XCTAssertEqual(ListSearch.texts([.texts("tags", optional: true)], of: "note"), "(note.tags ?? [])")
        let wallet = FeatureSpec(feature: "Wallet", fields: [Specs.field("name", "String"), Specs.field("ownerIDs", "[String]"), Specs.field("externalId", "String")], operations: [])
        XCTAssertEqual(ListSearch.terms(of: wallet, references: [:]), [.text("name")], "ids are not searched")
        XCTAssertNil(ListSearch.texts(ListSearch.terms(of: FeatureSpec(feature: "Counter", fields: [Specs.field("count", "Int")], operations: []), references: [:]), of: "counter"), "nothing to search")
    }
}
