import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `example:` values become Swift literals and must satisfy the field's rules.
final class SpecExampleTests: XCTestCase {
    private func field(_ type: String, rules: String = "[]", example: String) -> String {
        SpecFixture.spec(fields: "  - name: value\n    type: \"\(type)\"\n    rules: \(rules)\n    example: \(example)")
    }

    func testStringExampleBecomesAnEscapedLiteral() throws {
        let spec = try SpecFixture.load(field("String", rules: "[\"pattern(^[A-Z].*$)\"]", example: "'Say \"hi\" \\ now'"))
        XCTAssertEqual(spec.fields[0].example, #""Say \"hi\" \\ now""#)
    }

    func testNumberAndBoolExamplesStayAsWritten() throws {
        XCTAssertEqual(try SpecFixture.load(field("Decimal", rules: "[min(0)]", example: "12.5")).fields[0].example, "12.5")
        XCTAssertEqual(try SpecFixture.load(field("Int?", example: "-3")).fields[0].example, "-3")
        XCTAssertEqual(try SpecFixture.load(field("Bool", example: "true")).fields[0].example, "true")
    }

    /// Every integer type reads its example as the number it is: a UInt64's `4` was read as the bit pattern of a
    /// Double (2e-323) and refused by `min(2)` (found by the sweep, Tests/Fixtures/Sweep/uint64-example).
    func testEveryIntegerTypeReadsItsExampleAsItsValue() throws {
        for type in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
            XCTAssertEqual(try SpecFixture.load(field(type, rules: "[min(2), max(10)]", example: "4")).fields[0].example, "4", type)
            expect(problems(field(type, rules: "[min(2)]", example: "1")), "example `1` does not satisfy rule `min(2)`")
        }
    }

    func testExampleMustMatchThePatternAsAWhole() {
        expect(problems(field("String", rules: "[\"pattern([A-Z]+)\"]", example: "ABc")),
               "example `ABc` does not satisfy rule `pattern([A-Z]+)`", at: (6, 14), keyPath: "fields[0].example")
    }

    func testExampleMustSatisfyLengthAndRangeRules() {
        expect(problems(field("String", rules: "[maxLength(2)]", example: "abc")), "does not satisfy rule `maxLength(2)`")
        expect(problems(field("Int", rules: "[min(10)]", example: "3")), "example `3` does not satisfy rule `min(10)`")
        expect(problems(field("String", rules: "[email]", example: "nobody")), "does not satisfy rule `email`")
    }

    func testExampleMustBeOfTheFieldType() {
        expect(problems(field("Int", example: "1.5")), "example `1.5` is not a valid Int", keyPath: "fields[0].example", hint: "`42`")
        expect(problems(field("UInt8", example: "300")), "example `300` is not a valid UInt8")
        expect(problems(field("Double", example: "nan")), "example `nan` is not a valid Double")
        expect(problems(field("Bool", example: "yes")), "example `yes` is not a Bool")
    }

    func testExamplesOnlyForLiteralTypes() {
        expect(problems(field("Date", example: "2024-01-01")), "examples are supported for String, Character, number and Bool fields, not `Date`",
               hint: "leave `example` out")
    }
}
