import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A field's `kind:` and `currency:`, a reference's `display:` and `onDelete:`, and an operation's `destructive:`:
/// read, checked against the field and the entity it names, every problem located with a hint.
final class SpecMeaningAndReferenceTests: XCTestCase {
    private let reads = "  - { name: create, reads: { categoryID: Category } }"

    func testMeaningsAndCurrenciesAreRead() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(fields: """
          - { name: email, type: String, rules: [email] }
          - { name: phone, type: "String?", kind: phone }
          - { name: amount, type: Decimal, kind: currency, currency: EUR }
          - { name: price, type: Double, currency: USD }
          - { name: note, type: "String?", kind: multiline }
        """))
        XCTAssertEqual(spec.fields.map(\.meaning), [nil, .phone, .currency, nil, .multiline])
        XCTAssertEqual(spec.fields.map { FieldMeaning.of($0) }, [.email, .phone, .currency, .currency, .multiline])
        XCTAssertEqual(spec.fields[2].currency, "EUR")
    }

    func testMeaningProblemsAreLocated() {
        let found = problems(SpecFixture.spec(fields: """
          - { name: a, type: Int, kind: email }
          - { name: b, type: String, kind: emial }
          - { name: c, type: String, kind: phone, rules: [email] }
          - { name: d, type: Decimal, currency: eur }
          - { name: e, type: Decimal, currency: EUX }
          - { name: f, type: String, currency: EUR }
        """))
        expect(found, "`kind: email` does not apply to `Int`", keyPath: "fields[0].kind", hint: "String fields")
        expect(found, "unknown kind `emial`", keyPath: "fields[1].kind", hint: "did you mean `email`?")
        expect(found, "`kind: phone` contradicts rule `email`", keyPath: "fields[2].kind", hint: "write `kind: email`")
        expect(found, "unknown currency code `eur`", keyPath: "fields[3].currency", hint: "write it in capitals: `currency: EUR`")
        expect(found, "unknown currency code `EUX`", keyPath: "fields[4].currency")
        expect(found, "`currency` does not apply to `String`", keyPath: "fields[5].currency")
    }

    func testAReferenceSaysHowItIsShownAndWhatDeletingTheRecordDoes() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(fields: """
          - { name: title, type: String }
          - { name: categoryID, type: "UUID?", display: name, onDelete: nullify }
        """, operations: reads), known: ["Category"])
        XCTAssertEqual(spec.fields[1].display, "name")
        XCTAssertEqual(spec.fields[1].onDelete, .nullify)
        XCTAssertEqual(spec.references, [EntityReference(field: "categoryID", entity: "Category")])
    }

    func testReferenceProblemsAreLocated() {
        let found = problems(SpecFixture.spec(fields: """
          - { name: title, type: String, display: name }
          - { name: categoryID, type: "UUID?", display: nam }
          - { name: otherID, type: "UUID?", onDelete: cascde }
          - { name: ownerID, type: UUID, onDelete: nullify }
        """, operations: reads), known: ["Category"])
        expect(found, "`display` is for a field that names another record, and no operation `reads:` `title`",
               keyPath: "fields[0].display", hint: "add `reads: { title: <Entity> }`")
        expect(found, "unknown field `nam` of Category in `display`", keyPath: "fields[1].display", hint: "did you mean `name`?")
        expect(found, "unknown onDelete `cascde`", keyPath: "fields[2].onDelete", hint: "did you mean `cascade`?")
        expect(found, "`onDelete: nullify` would leave `UUID` without a value", keyPath: "fields[3].onDelete", hint: "make the field optional")
    }

    func testAReferenceToAnEntityScaffoldHasNoRecordOfIsRefused() {
        let found = problems(SpecFixture.spec(fields: "  - { name: categoryID, type: \"UUID?\" }", operations: reads),
                             known: [], idTypes: [:], context: SpecContext(knownEntities: ["Category"]))
        expect(found, "scaffold has no record of `Category`", keyPath: "operations[0].reads.categoryID",
               hint: "generate it with scaffold")
    }

    func testDestructiveIsForCustomOperations() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(operations: "  - { name: archive, sets: { title: \"Old\" }, destructive: true }"))
        XCTAssertEqual(spec.operations[0].destructive, true)
        XCTAssertTrue(spec.operations[0].confirms)
        let found = problems(SpecFixture.spec(operations: "  - { name: delete, destructive: true }\n  - { name: create, destructive: tru }"))
        expect(found, "`destructive` on `delete`, a delete operation", keyPath: "operations[0].destructive", hint: "a delete always asks")
        expect(found, "`destructive` must be true or false", keyPath: "operations[1].destructive")
    }
}
