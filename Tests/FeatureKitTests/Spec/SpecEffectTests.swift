import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// An operation's stated effect: `sets:` (fields and the values it gives them) and `reads:` (fields naming
/// another entity that must exist), checked against the entity's fields and the project's entities.
final class SpecEffectTests: XCTestCase {
    private let fields = """
      - { name: title, type: String, rules: [nonEmpty] }
      - { name: isDone, type: Bool }
      - { name: doneAt, type: "Date?" }
      - { name: priority, type: Int, rules: ["max(5)"] }
      - { name: tags, type: "[String]" }
      - { name: listID, type: "UUID?" }
    """

    func testSetsReadsEveryKindOfValue() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(fields: fields, operations: """
          - { name: complete, sets: { isDone: true, doneAt: now, priority: 0, title: "Done", tags: [] } }
          - { name: reopen, sets: { isDone: toggle, doneAt: nil } }
          - { name: clear, sets: { doneAt: ~ } }
        """))
        XCTAssertEqual(spec.operations[0].sets, [
            FieldAssignment(field: "isDone", value: .literal("true")), FieldAssignment(field: "doneAt", value: .now),
            FieldAssignment(field: "priority", value: .literal("0")), FieldAssignment(field: "title", value: .literal("\"Done\"")),
            FieldAssignment(field: "tags", value: .literal("[]")),
        ])
        XCTAssertEqual(spec.operations[1].sets, [FieldAssignment(field: "isDone", value: .toggle), FieldAssignment(field: "doneAt", value: .clear)])
        XCTAssertEqual(spec.operations[2].sets, [FieldAssignment(field: "doneAt", value: .clear)])
        XCTAssertTrue(spec.operations[0].statesEffect)
    }

    func testAQuotedKeywordIsText() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(fields: fields, operations: "  - { name: rename, sets: { title: \"now\" } }"))
        XCTAssertEqual(spec.operations[0].sets, [FieldAssignment(field: "title", value: .literal("\"now\""))])
    }

    func testSetsProblemsAreReportedAtTheirValues() {
        let found = problems(SpecFixture.spec(fields: fields, operations: """
          - { name: a, sets: { isDon: true } }
          - { name: b, sets: { title: now } }
          - { name: c, sets: { doneAt: toggle } }
          - { name: d, sets: { title: nil } }
          - { name: e, sets: { priority: high } }
          - { name: f, sets: { priority: 9 } }
          - { name: g, sets: { title: "" } }
          - { name: h, sets: { id: nil } }
        """))
        expect(found, "unknown field `isDon` in `sets`", at: (10, 24), keyPath: "operations[0].sets.isDon", hint: "did you mean `isDone`?")
        expect(found, "`now` is for Date fields, and `title` is `String`", keyPath: "operations[1].sets.title", hint: "a text literal")
        expect(found, "`toggle` is for Bool fields, and `doneAt` is `Date?`", keyPath: "operations[2].sets.doneAt", hint: "`now`, `nil`")
        expect(found, "`title` is `String`, not optional, so `sets` cannot make it nil", keyPath: "operations[3].sets.title")
        expect(found, "value `high` is not a valid Int", keyPath: "operations[4].sets.priority")
        expect(found, "value `9` does not satisfy rule `max(5)`", keyPath: "operations[5].sets.priority")
        expect(found, "value `` does not satisfy rule `nonEmpty`", keyPath: "operations[6].sets.title")
        expect(found, "`sets` cannot change `id`", keyPath: "operations[7].sets.id")
    }

    /// The spec check judges a literal as the generated code will: blank text is empty (the Validator trims for
    /// `nonEmpty`), and text a write would trim or store as nil is not the value the tests would find stored.
    func testTextLiteralsAreJudgedAsTheGeneratedWriteStoresThem() {
        let found = problems(SpecFixture.spec(fields: fields + "\n  - { name: note, type: \"String?\" }", operations: """
          - { name: a, sets: { title: "   " } }
          - { name: b, sets: { title: " Done" } }
          - { name: c, sets: { note: "" } }
        """))
        expect(found, "value `   ` does not satisfy rule `nonEmpty`", keyPath: "operations[0].sets.title")
        expect(found, "value ` Done` has spaces or newlines around it", keyPath: "operations[1].sets.title", hint: "write it trimmed: `Done`")
        expect(found, "value `` is stored as nil", keyPath: "operations[2].sets.note", hint: "write `nil`")
    }

    func testSetsBelongsToOperationsThatWrite() {
        let found = problems(SpecFixture.spec(fields: fields, operations: "  - { name: list, sets: { isDone: true } }\n  - { name: a, sets: done }"))
        expect(found, "`sets` on `list`, a fetchAll operation: it writes nothing", keyPath: "operations[0].sets",
               hint: "create, update or custom")
        expect(found, "`sets` must be a mapping, found `done`", keyPath: "operations[1].sets")
    }

    func testReadsNamesAFieldAndAnExistingEntityWithTheSameIDType() throws {
        let spec = try SpecFixture.load(SpecFixture.spec(fields: fields, operations: "  - { name: move, reads: { listID: ReminderList } }"),
                                        known: ["ReminderList"])
        XCTAssertEqual(spec.operations[0].reads, [EntityReference(field: "listID", entity: "ReminderList")])
        XCTAssertTrue(spec.operations[0].statesEffect)

        let found = problems(SpecFixture.spec(fields: fields, operations: """
          - { name: a, reads: { listID: RemindrList } }
          - { name: b, reads: { title: ReminderList } }
          - { name: c, reads: { listId: ReminderList } }
          - { name: delete, reads: { listID: ReminderList } }
        """), known: ["ReminderList", "Tag"], idTypes: ["Tag": "String"])
        expect(found, "unknown entity `RemindrList` in `reads`", keyPath: "operations[0].reads.listID", hint: "did you mean `ReminderList`?")
        expect(found, "`title` is `String`, but a ReminderList's id is `UUID`", keyPath: "operations[1].reads.title", hint: "`UUID?`")
        expect(found, "unknown field `listId` in `reads`", hint: "did you mean `listID`?")
        expect(found, "`reads` on `delete`, a delete operation: it writes nothing", keyPath: "operations[3].reads")
    }

    func testAReferenceMatchesTheOtherEntitysIDType() {
        let found = problems(SpecFixture.spec(fields: fields, operations: "  - { name: tag, reads: { listID: Tag } }"),
                             known: ["Tag"], idTypes: ["Tag": "String"])
        expect(found, "`listID` is `UUID?`, but a Tag's id is `String`", keyPath: "operations[0].reads.listID")
    }

    func testWithNoValidFieldTheHintPointsAtFieldsNotAnEmptyList() {
        let found = problems(SpecFixture.spec(fields: "  - { name: title, type: Strng }", operations: "  - { name: finish, sets: { isDone: true } }"))
        let unknown = expect(found, "unknown field `isDone` in `sets`", keyPath: "operations[0].sets.isDone", hint: "declare `isDone` in `fields`")
        XCTAssertFalse(unknown?.hint?.hasSuffix(": ") ?? true, "an empty list of fields: \(unknown?.hint ?? "nil")")
    }
}
