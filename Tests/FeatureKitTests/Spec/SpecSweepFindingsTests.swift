import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Specs the tool accepted whose generated project did not build or pass, found by the sweep (SweepTests,
/// Tests/Fixtures/Sweep): each is refused now, located, with what to write instead.
final class SpecSweepFindingsTests: XCTestCase {
    private func field(_ type: String, rules: String) -> String {
        SpecFixture.spec(fields: "  - { name: count, type: \"\(type)\", rules: \(rules) }")
    }

    /// `min(0)` on an unsigned number compiled to `if value < 0`, which Swift 6 rejects as never executed; `max(255)`
    /// on a UInt8 made a test write `256`.
    func testABoundTheTypesRangeDecidesIsRefused() {
        expect(problems(field("UInt32", rules: "[min(0)]")), "rule `min(0)` says nothing for `UInt32`: every UInt32 is at least 0",
               keyPath: "fields[0].rules[0]", hint: "leave `min(0)` out (an unsigned number is never below 0)")
        expect(problems(field("UInt8?", rules: "[max(255)]")), "rule `max(255)` says nothing for `UInt8`: every UInt8 is at most 255")
        expect(problems(field("Int8", rules: "[min(-128.5)]")), "rule `min(-128.5)` says nothing for `Int8`")
        expect(problems(field("UInt8", rules: "[min(300)]")), "rule `min(300)` leaves no value: the largest UInt8 is 255",
               hint: "lower it to at most 255, or use a wider type")
        expect(problems(field("Int16", rules: "[max(-40000)]")), "rule `max(-40000)` leaves no value: the smallest Int16 is -32768")
        expect(problems(field("UInt64", rules: "[max(18446744073709551615)]")), "every UInt64 is at most 18446744073709551615")
    }

    func testABoundInsideTheTypesRangeIsTaken() throws {
        for (type, rules) in [("UInt32", "[min(1)]"), ("UInt8", "[max(254)]"), ("Int8", "[min(-127), max(126)]"), ("Int", "[min(0)]"), ("Double", "[min(0)]")] {
            XCTAssertNoThrow(try SpecFixture.load(field(type, rules: rules)), "\(type) \(rules)")
        }
    }

    /// A record whose required field names another of its kind could never be the first one.
    func testARequiredReferenceToTheEntitysOwnRecordsIsRefused() {
        let spec = SpecFixture.spec(
            fields: "  - { name: title, type: String }\n  - { name: parentID, type: UUID }",
            operations: "  - { name: list }\n  - { name: create, reads: { parentID: Wallet } }"
        )
        expect(problems(spec), "`parentID` names Wallet records and is required, so no Wallet could ever be created",
               keyPath: "fields.parentID", hint: "make it optional (`UUID?`), or a list (`[UUID]`)")
    }

    func testAnOptionalOrListReferenceToTheEntitysOwnRecordsIsTaken() throws {
        for type in ["UUID?", "[UUID]"] {
            let spec = SpecFixture.spec(
                fields: "  - { name: title, type: String }\n  - { name: parentID, type: \"\(type)\" }",
                operations: "  - { name: list }\n  - { name: create, reads: { parentID: Wallet } }"
            )
            XCTAssertNoThrow(try SpecFixture.load(spec), type)
        }
    }
}
