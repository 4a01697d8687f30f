import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 33: the shapes a feature's records have had (`FeatureRecord.shapes`), the migration a store is generated
/// with, and the spec changes refused because a record stored before would no longer load.
final class MigrationPlanTests: XCTestCase {
    // MARK: the record

    /// A record written before shapes were kept decodes, has one shape (its spec's), and is written back byte for byte.
    func testAVersion1RecordStillDecodesAndKeepsItsBytes() throws {
        let spec = try load("  - { name: name, type: String }\n  - { name: balance, type: Decimal }")
        let text = FeatureRecord(spec: spec, persistence: .json).text
        XCTAssertFalse(text.contains("shapes"))
        let decoded = try JSONDecoder().decode(FeatureRecord.self, from: Data(text.utf8))
        XCTAssertNil(decoded.shapes)
        XCTAssertEqual(decoded.storedShapes.map(\.keys), [["id", "name", "balance"]])
        // Planned again, unchanged: the same record, the same bytes.
        let plan = try planned(spec, after: decoded)
        XCTAssertNil(plan.recordedShapes)
        XCTAssertEqual(plan.record.text, text)
    }

    func testAShapeChangeIsRecordedAndKeptByLaterRuns() throws {
        let before = try load("  - { name: name, type: String }\n  - { name: balance, type: Int }")
        let after = try load("""
          - { name: title, type: String, renamedFrom: name }
          - { name: balance, type: Double }
          - { name: currency, type: String, default: "EUR" }
        """)
        let plan = try planned(after, after: FeatureRecord(spec: before, persistence: .json))
        let shapes = try XCTUnwrap(plan.recordedShapes)
        XCTAssertEqual(shapes.map(\.keys), [["id", "name", "balance"], ["id", "title", "balance", "currency"]])
        XCTAssertEqual(shapes[1].field("title")?.formerKeys, ["name"])
        XCTAssertTrue(plan.record.text.contains("\"formerKeys\" : [\n"))
        // The record read back and planned again (`upgrade`, a related feature): the shapes stay as they are.
        let record = try JSONDecoder().decode(FeatureRecord.self, from: Data(plan.record.text.utf8))
        XCTAssertEqual(record.shapes, shapes)
        XCTAssertEqual(try planned(after, after: record).record.text, plan.record.text)
        // A third version renames again: the field keeps every key it had.
        let third = try load("""
          - { name: heading, type: String, renamedFrom: title }
          - { name: balance, type: Double }
          - { name: currency, type: String, default: "EUR" }
        """)
        let next = try planned(third, after: record)
        XCTAssertEqual(next.recordedShapes?.last?.field("heading")?.formerKeys, ["title", "name"])
        XCTAssertEqual(next.migration?.renames, [RecordMigration.Rename(field: "heading", from: ["title", "name"])])
    }

    /// Only versions whose store kept records count: a feature generated with memory before has no earlier records.
    func testOnlyAStoreThatKeepsRecordsHasEarlierShapes() throws {
        let before = try load("  - { name: name, type: String }")
        let after = try load("  - { name: name, type: String }\n  - { name: pages, type: Int }")
        let fromMemory = try planned(after, after: FeatureRecord(spec: before, persistence: .memory))
        XCTAssertNil(fromMemory.recordedShapes)
        XCTAssertEqual(fromMemory.migration?.fixtures.map(\.version), [1])
        // Now in memory: nothing to migrate, nothing refused, the shapes scaffold kept stay for a later version.
        let kept = [RecordShape.of(before, after: nil)]
        let toMemory = try planned(after, after: FeatureRecord(spec: before, persistence: .json, shapes: kept), persistence: .memory)
        XCTAssertNil(toMemory.migration)
        XCTAssertEqual(toMemory.recordedShapes, kept)
        // mvvm's own store (UserDefaults) keeps records without any persistence stated.
        XCTAssertThrowsError(try planned(after, after: FeatureRecord(spec: before, persistence: nil), preset: .mvvm, persistence: nil))
    }

    // MARK: what reads as what

    func testStoredTypesReadAsTheirWidenings() {
        let reads: [(String, String, Bool)] = [
            ("Int", "Double", true), ("Int", "Decimal", true), ("Int", "Int64", true), ("Int32", "Int", true),
            ("UInt8", "Int16", true), ("UInt16", "Float", true), ("Float", "Double", true), ("Character", "String", true),
            ("Int", "String?", false), ("Int", "Int?", true), ("[Int]", "[Double]", true), ("[String: Int]", "[String: Int64]", true),
            ("Int64", "Int32", false), ("UInt64", "Int", false), ("Int", "UInt", false), ("Int32", "Float", false),
            ("Double", "Decimal", false), ("Double", "Int", false), ("String", "Int", false), ("Bool", "Int", false),
            ("String", "Character", false), ("[Int]", "Int", false), ("[Int: String]", "[String: String]", false),
        ]
        for (old, new, expected) in reads {
            XCTAssertEqual(StoredTypeChange.reads(TypeRef(parsing: old)!, as: TypeRef(parsing: new)!), expected, "\(old) → \(new)")
        }
        XCTAssertFalse(StoredTypeChange.reads(.optional(.named("Int")), as: .named("Int")))
        XCTAssertTrue(StoredTypeChange.reads(.optional(.named("Int")), as: .named("Double"), filled: true))
    }

    // MARK: refused

    func testATypeThatCannotReadWhatWasStoredIsRefusedWithWhatToDo() throws {
        let before = try load("  - { name: title, type: String }\n  - { name: count, type: String }\n  - { name: note, type: \"String?\" }")
        let found = refusals(after: before, """
          - { name: title, type: String }
          - { name: count, type: Int }
          - { name: note, type: String }
        """)
        expect(found, "`count` is `Int` now, but version 1 stored it as `String`, which does not read as `Int`",
               at: (4, 5), keyPath: "fields[1].type", hint: "leave `count` out of `fields`: its stored values are then kept")
        expect(found, "`note` is `String` now, but version 1 stored it as `String?`: its records without one would have no `note`",
               at: (5, 5), keyPath: "fields[2].type", hint: "give `note` a `default:` (what those records get, e.g. `default: \"\"`), or keep it `String?`")
        // With a default, an optional becomes non-optional; through a rename the old key's type counts.
        XCTAssertNoThrow(try planned(try load("""
          - { name: title, type: String }
          - { name: total, type: Double, renamedFrom: count2 }
          - { name: note, type: String, default: "" }
        """), after: FeatureRecord(spec: try load("  - { name: title, type: String }\n  - { name: count2, type: Int }\n  - { name: note, type: \"String?\" }"), persistence: .json)))
        let optional = try planned(try load("  - { name: title, type: String }\n  - { name: count, type: \"String?\" }\n  - { name: note, type: String, default: \"\" }"),
                                   after: FeatureRecord(spec: before, persistence: .json))
        XCTAssertEqual(optional.migration?.widened, [], "made optional, or non-optional with a default: no type to read otherwise")
        let renamed = refusals(after: before, "  - { name: title, type: String }\n  - { name: total, type: Int, renamedFrom: count }\n  - { name: note, type: \"String?\" }")
        expect(renamed, "`total` is `Int` now, but version 1 stored it as `String` (as `count`)")
    }

    func testANewNonOptionalFieldNeedsADefault() throws {
        let before = try load("  - { name: title, type: String }")
        let found = refusals(after: before, """
          - { name: title, type: String }
          - { name: currency, type: String }
          - { name: tags, type: "[String]" }
          - { name: dueAt, type: Date }
          - { name: note, type: "String?" }
        """)
        expect(found, "`currency` is new since version 1 and not optional: the records stored before have no value for it",
               at: (4, 5), keyPath: "fields[1]", hint: "give it a `default:` (what those records get, e.g. `default: \"\"`), or make it optional (`String?`)")
        expect(found, "`tags` is new since version 1", hint: "e.g. `default: []`")
        let date = expect(found, "`dueAt` is new since version 1", hint: "make it optional (`Date?`)")
        XCTAssertFalse(date?.hint?.contains("default:") ?? true)
        XCTAssertFalse(found.contains { $0.message.contains("`note`") })
        XCTAssertEqual(found.count, 3)
        // A new feature, or one whose records were never kept, refuses nothing.
        XCTAssertNoThrow(try planned(try load("  - { name: title, type: String }\n  - { name: currency, type: String }"), after: nil))
        XCTAssertNoThrow(try planned(try load("  - { name: title, type: String }\n  - { name: currency, type: String }"), after: nil, persistence: .memory))
    }

    func testAKeyMeansOneFieldInEveryVersion() throws {
        let first = try load("  - { name: name, type: String }")
        let second = try planned(try load("  - { name: title, type: String, renamedFrom: name }"), after: FeatureRecord(spec: first, persistence: .json)).record
        // `name` comes back as a new field: version 1's records hold `title`'s values under it.
        let found = refusals(after: second, "  - { name: title, type: String }\n  - { name: name, type: String, default: \"\" }")
        expect(found, "`name` is a field again, but the records version 1 stored hold `title`'s values under `name`",
               at: (4, 5), keyPath: "fields[1].name", hint: "give the new field another name")
        // Renaming onto a key the version before stored its own values under.
        let both = try load("  - { name: name, type: String }\n  - { name: title, type: String }")
        let onto = refusals(after: FeatureRecord(spec: both, persistence: .json), "  - { name: title, type: String, renamedFrom: name }")
        expect(onto, "`title` is `renamedFrom: name`, but version 1 stored both `title` and `name`", keyPath: "fields[0].renamedFrom")
    }

    func testARenameFromAKeyNoVersionStoredIsRefusedWithTheKeysThatWere() throws {
        let before = try load("  - { name: name, type: String }\n  - { name: nickname, type: \"String?\" }")
        let found = refusals(after: before, "  - { name: title, type: String, renamedFrom: nmae }")
        expect(found, "`renamedFrom: nmae`: no earlier version of Wallet stored a `nmae`", at: (3, 5),
               hint: "did you mean `name`? keys earlier versions stored: name, nickname")
        XCTAssertEqual(found.count, 1, found.map(\.message).joined(separator: "\n"))
    }

    // MARK: the migration

    func testTheMigrationReadsRenamedKeysFillsDefaultsAndKeepsRemovedFields() throws {
        let before = try load("""
          - { name: name, type: String }
          - { name: balance, type: Int }
          - { name: nickname, type: String }
          - { name: oldNote, type: "String?" }
        """)
        let plan = try planned(try load("""
          - { name: title, type: String, renamedFrom: name }
          - { name: balance, type: Double }
          - { name: currency, type: String, default: "EUR" }
          - { name: note, type: "String?" }
        dropped: [oldNote]
        """), after: FeatureRecord(spec: before, persistence: .json))
        let migration = try XCTUnwrap(plan.migration)
        XCTAssertEqual(migration.keys, ["id", "title", "balance", "currency", "note"])
        XCTAssertEqual(migration.renames, [.init(field: "title", from: ["name"])])
        XCTAssertEqual(migration.defaults, [.init(field: "currency", value: .text("EUR"))])
        XCTAssertEqual(migration.widened, [.init(field: "balance", from: .named("Int"), to: .named("Double"), versions: [1])])
        XCTAssertEqual(migration.kept, ["nickname"])
        XCTAssertEqual(migration.dropped, ["oldNote"])
        XCTAssertEqual(migration.fixtures, [
            ShapeFixture(
                version: 1,
                stored: #"{"balance":7,"id":"00000000-0000-4000-8000-000000000001","name":"Stored name","nickname":"Stored nickname","oldNote":"Stored oldNote"}"#,
                read: #"{"balance":7,"currency":"EUR","id":"00000000-0000-4000-8000-000000000001","title":"Stored name"}"#,
                saved: #"{"balance":7,"currency":"EUR","id":"00000000-0000-4000-8000-000000000001","nickname":"Stored nickname","title":"Stored name"}"#
            ),
            ShapeFixture(
                version: 2,
                stored: #"{"balance":2.5,"currency":"Stored currency","id":"00000000-0000-4000-8000-000000000002","note":"Stored note","title":"Stored title"}"#,
                read: #"{"balance":2.5,"currency":"Stored currency","id":"00000000-0000-4000-8000-000000000002","note":"Stored note","title":"Stored title"}"#,
                saved: #"{"balance":2.5,"currency":"Stored currency","id":"00000000-0000-4000-8000-000000000002","note":"Stored note","title":"Stored title"}"#
            ),
        ])
        XCTAssertEqual(MigrationSummary.lines(migration), [
            "title: read from `name` in a record without `title`",
            "currency: \"EUR\" in a record without one (`default:`)",
            "balance: stored as Int by version 1, read as Double unchanged",
            "nickname: removed; its stored values are written back with their record at every save, until `dropped:` lists it",
            "oldNote: dropped; a record loses its value the next time it is saved",
            "tests: a record of each shape loads (version 1, version 2)",
        ])
        XCTAssertEqual(MigrationSummary.heading(migration, feature: "Wallet"),
                       "Migration: records earlier versions stored (2 shapes kept in .scaffold/specs/Wallet.json):")
    }

    /// A feature that never changed shape still gets a fixture of its own shape, and says nothing in `plan`.
    func testAnUnchangedFeatureHasOneFixtureAndNothingToSay() throws {
        let spec = try load("""
          - { name: id, type: Int }
          - { name: tags, type: "[String]" }
          - { name: owners, type: "[UUID: String]" }
          - { name: limits, type: "[String: Decimal]" }
          - { name: dueAt, type: "Date?" }
          - { name: initial, type: String }
        """)
        let migration = try XCTUnwrap(try planned(spec, after: FeatureRecord(spec: spec, persistence: .json)).migration)
        XCTAssertFalse(migration.changesRecords)
        XCTAssertEqual(migration.fixtures.map(\.stored), [#"{"dueAt":700000000,"id":1,"initial":"Stored initial","limits":{"key":12.34},"owners":[],"tags":["Stored tags"]}"#])
        XCTAssertEqual(migration.fixtures.map(\.read), migration.fixtures.map(\.stored))
    }

    // MARK: helpers

    private func load(_ fields: String) throws -> FeatureSpec {
        try SpecFixture.load(SpecFixture.spec(fields: fields))
    }

    private func planned(
        _ spec: FeatureSpec, after previous: FeatureRecord?, preset: Preset = .layered, persistence: Persistence? = .json
    ) throws(ScaffoldError) -> Plan {
        try Planner(preset: preset, roots: ProjectRoots(module: "App"), persistenceFlag: persistence, previous: previous).plan(spec)
    }

    private func refusals(after before: FeatureSpec, _ fields: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        refusals(after: FeatureRecord(spec: before, persistence: .json), fields, file: file, line: line)
    }

    private func refusals(after record: FeatureRecord, _ fields: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        problems(file: file, line: line) { () throws(ScaffoldError) in
            _ = try planned(try SpecFixture.load(SpecFixture.spec(fields: fields)), after: record)
        }
    }
}
