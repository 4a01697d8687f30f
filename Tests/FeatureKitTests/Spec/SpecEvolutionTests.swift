import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What a spec says of the feature's earlier versions (issue 33) and of when an operation is available (issue 35):
/// `default:`, `renamedFrom:`, `dropped:` and `enabledWhen:`.
final class SpecEvolutionTests: XCTestCase {
    func testDefaultsAreTypedLiteralsOfTheirField() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(fields: """
          - { name: currency, type: String, rules: ["maxLength(3)"], default: "EUR" }
          - { name: pages, type: Int, rules: ["min(1)"], default: 1 }
          - { name: rate, type: Decimal, default: 0.5 }
          - { name: isArchived, type: Bool, default: false }
          - { name: tags, type: "[String]", default: [] }
          - { name: word, type: String, default: "now" }
        """))
        XCTAssertEqual(spec.fields.map(\.defaultValue), [.text("EUR"), .number("1"), .number("0.5"), .bool(false), .emptyList, .text("now")])
        XCTAssertEqual(spec.fields.map { $0.defaultValue?.swiftLiteral }, ["\"EUR\"", "1", "0.5", "false", "[]", "\"now\""])
        XCTAssertEqual(FieldValue.text("say \"hi\"").jsonLiteral, #""say \"hi\"""#)
    }

    func testADefaultMustBeAValueItsFieldAccepts() {
        let found = problems(SpecFixture.spec(fields: """
          - { name: currency, type: String, rules: ["maxLength(3)"], default: "EURO" }
          - { name: pages, type: Int, default: many }
          - { name: dueAt, type: Date, default: now }
          - { name: note, type: "String?", default: nil }
          - { name: title, type: String, default: ~ }
          - { name: owner, type: UUID, default: "x" }
          - { name: count, type: Int, default: [] }
          - { name: id, type: UUID, default: "x" }
          - { name: tags, type: "[String]", rules: [nonEmpty], default: [] }
          - { name: meta, type: String, default: { a: 1 } }
        """))
        expect(found, "default `EURO` does not satisfy rule `maxLength(3)`", at: (3, 71))
        expect(found, "default `many` is not a valid Int", at: (4, 40))
        expect(found, "`default` is a value records stored before the field get, not `now`", hint: "`Date?`")
        expect(found, "`default: nil` says nothing", hint: "leave `default` out")
        expect(found, "`title` is `String`, not optional, so it cannot default to nil")
        expect(found, "`default` is supported for String, Character, number, Bool and list fields, not `UUID`", hint: "`UUID?`")
        expect(found, "`[]` is for list fields, and `count` is `Int`")
        expect(found, "`id` cannot have a `default`")
        expect(found, "`default: []` does not satisfy rule `nonEmpty` of `tags`")
        expect(found, "`default` must be one value, found a mapping")
    }

    func testRenamedFromAndDroppedNameFieldsThatAreGone() throws {
        let spec = try SpecFixture.load("""
        feature: Wallet
        fields:
          - { name: title, type: String, renamedFrom: name }
          - { name: note, type: "String?" }
        dropped: [nickname, oldBalance]
        """)
        XCTAssertEqual(spec.fields.map(\.renamedFrom), ["name", nil])
        XCTAssertEqual(spec.dropped, ["nickname", "oldBalance"])
    }

    func testRenamedFromAndDroppedNeverNameACurrentField() {
        let found = problems("""
        feature: Wallet
        fields:
          - { name: title, type: String, renamedFrom: note }
          - { name: note, type: "String?" }
          - { name: label, type: String, renamedFrom: label }
          - { name: caption, type: String, renamedFrom: name }
          - { name: heading, type: String, renamedFrom: name }
          - { name: body, type: String, renamedFrom: "2nd" }
        dropped: [note, name, gone, gone]
        """)
        expect(found, "`renamedFrom: note` names a field the entity still has", at: (3, 47))
        expect(found, "`label` is `renamedFrom` itself")
        expect(found, "`heading` and `caption` are both `renamedFrom: name`", at: (7, 49), hint: "`default:`")
        expect(found, "earlier field name `2nd` is not a Swift identifier")
        expect(found, "`dropped` names `note`, a field the entity has", at: (9, 11))
        expect(found, "`dropped` names `name`, which `caption` is renamed from", at: (9, 17))
        expect(found, "`gone` appears more than once in `dropped`", at: (9, 29))
        expect(problems("feature: Wallet\nfields:\n  - { name: title, type: String }\ndropped: []\n"), "`dropped` is empty")
    }

    func testEnabledWhenNamesBoolAndOptionalFieldsWithLiteralsOfTheirType() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(fields: """
          - { name: title, type: String }
          - { name: isOnLoan, type: Bool }
          - { name: loanedAt, type: "Date?" }
          - { name: status, type: "String?", rules: ["pattern(open|closed)"] }
        """, operations: """
          - { name: lend, sets: { isOnLoan: true, loanedAt: now }, enabledWhen: { isOnLoan: false, loanedAt: nil } }
          - { name: close, sets: { status: "closed" }, enabledWhen: { status: "open" } }
          - { name: remove, kind: delete, enabledWhen: { isOnLoan: false } }
        """))
        XCTAssertEqual(spec.operations[0].enabledWhen, [
            FieldAssignment(field: "isOnLoan", value: .literal("false")), FieldAssignment(field: "loanedAt", value: .clear),
        ])
        XCTAssertEqual(spec.operations[1].enabledWhen, [FieldAssignment(field: "status", value: .literal("\"open\""))])
        XCTAssertEqual(spec.operations[2].enabledWhen, [FieldAssignment(field: "isOnLoan", value: .literal("false"))])
    }

    func testEnabledWhenProblemsAreReportedAtTheirValues() {
        let found = problems(SpecFixture.spec(fields: """
          - { name: title, type: String }
          - { name: isOnLoan, type: Bool }
          - { name: status, type: "String?", rules: ["pattern(open|closed)"] }
          - { name: loanedAt, type: "Date?" }
        """, operations: """
          - { name: lend, enabledWhen: { isOnLon: false } }
          - { name: rename, enabledWhen: { title: "x" } }
          - { name: close, enabledWhen: { status: "shut", isOnLoan: nil } }
          - { name: stamp, enabledWhen: { loanedAt: now } }
          - { name: list, kind: fetchAll, enabledWhen: { isOnLoan: false } }
          - { name: later, enabledWhen: { loanedAt: "2024" } }
        """))
        expect(found, "unknown field `isOnLon` in `enabledWhen`", at: (8, 34), hint: "did you mean `isOnLoan`?")
        expect(found, "`enabledWhen` names `title` (`String`): a condition is on a Bool or optional field")
        expect(found, "value `shut` does not satisfy rule `pattern(open|closed)`")
        expect(found, "`isOnLoan` is `Bool`, never nil", hint: "`true` or `false`")
        expect(found, "`enabledWhen` compares with a value, and `now` is none")
        expect(found, "`enabledWhen` on `list`, a fetchAll operation: it acts on no stored record", keyPath: "operations[4].enabledWhen")
        expect(found, "`enabledWhen` can compare `loanedAt` (`Date?`) only with `nil`")
    }
}
