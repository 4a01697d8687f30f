import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Field types: parsing, the known set, dictionary keys, self-containment and the `id` field.
final class SpecTypeTests: XCTestCase {
    private func typeProblems(_ type: String, name: String = "value", known: Set<String> = []) -> [Diagnostic] {
        problems(SpecFixture.spec(fields: "  - name: \(name)\n    type: \"\(type)\""), known: known)
    }

    func testMisspelledTypeSuggestsTheClosest() {
        expect(typeProblems("Strng"), "unknown type `Strng`", at: (4, 11), keyPath: "fields[0].type", hint: "did you mean `String`?")
        expect(typeProblems("[decimal]"), "unknown type `decimal`", hint: "did you mean `Decimal`?")
        expect(typeProblems("Usr?", known: ["User"]), "unknown type `Usr`", hint: "did you mean `User`?")
    }

    func testUnknownTypeWithoutNeighbourListsKnownTypes() {
        expect(typeProblems("Widget", known: ["User"]), "unknown type `Widget`",
               hint: "use a known type: Bool, Data, Date, Decimal, Double, Float, Int")
        expect(typeProblems("Widget", known: ["User"]), "unknown type `Widget`", hint: "the project's entities (User, Wallet)")
    }

    /// A Character is a Swift type, but not a Codable one: a model holding it did not compile (found by the sweep,
    /// Tests/Fixtures/Sweep/character-field).
    func testACharacterIsRefusedAsNotCodable() {
        for type in ["Character", "Character?", "[Character]", "[String: Character]"] {
            expect(typeProblems(type), "a `Character` cannot be stored: Swift's `Character` is not Codable",
                   keyPath: "fields[0].type", hint: "use `String` with `rules: [minLength(1), maxLength(1)]`")
        }
    }

    func testEachUnknownNameIsReportedOnce() {
        let found = typeProblems("[Strng: [Strng]]")
        XCTAssertEqual(found.filter { $0.message.contains("unknown type") }.count, 1)
    }

    func testMalformedTypeTextGetsASyntaxHint() {
        expect(typeProblems("[String"), "`[String` is not a type", keyPath: "fields[0].type", hint: "close every `[` with `]`")
        expect(typeProblems("Array<String>"), "`Array<String>` is not a type", hint: "`[String]`")
        expect(typeProblems("String Int"), "`String Int` is not a type", hint: "a Swift type such as")
        expect(typeProblems(" "), "the type is empty", keyPath: "fields[0].type")
    }

    func testDictionaryKeysMustBeSimpleHashableTypes() {
        expect(typeProblems("[[String]: Int]"), "dictionary key `[String]` is not a simple Hashable type", hint: "String, Int or UUID keys")
        expect(typeProblems("[String?: Int]"), "dictionary key `String?`")
        XCTAssertNoThrow(try SpecFixture.load(SpecFixture.spec(fields: "  - { name: byDay, type: \"[Date: Int]\" }")))
    }

    func testOwnEntityOnlyBehindACollection() {
        expect(typeProblems("Wallet"), "a `Wallet` cannot contain a `Wallet`", keyPath: "fields[0].type", hint: "`[Wallet]`")
        expect(typeProblems("Wallet?"), "a `Wallet` cannot contain a `Wallet?`", hint: "parentID: UUID?")
    }

    func testIdMustBeUUIDStringOrIntAndNotOptional() {
        expect(typeProblems("UUID?", name: "id"), "the `id` field must be UUID, String or Int (not optional)", keyPath: "fields[0].type")
        expect(typeProblems("Double", name: "id"), "the `id` field must be UUID, String or Int")
    }

    func testNestedOptionalIsRefused() {
        expect(typeProblems("String??"), "`String??` is a nested optional", hint: "write `String?`")
    }

    func testAbsurdlyDeepTypeIsRefusedWithoutRecursing() {
        let deep = String(repeating: "[", count: 50_000) + "String" + String(repeating: "]", count: 50_000)
        expect(typeProblems(deep), "nests more than 8 levels deep", keyPath: "fields[0].type")
    }
}
