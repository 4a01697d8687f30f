import XCTest
@testable import MockKit

/// Reading type spellings: the decisions that keep stored and passed types valid Swift.
final class TypeTextTests: XCTestCase {
    func testFunctionTypesAreFoundOnlyAtTopLevel() {
        XCTAssertTrue(TypeText.isFunctionType("(Int) -> Void"))
        XCTAssertTrue(TypeText.isFunctionType("@escaping @Sendable (Int) async throws -> [String]"))
        XCTAssertFalse(TypeText.isFunctionType("((Int) -> Void)?"))
        XCTAssertFalse(TypeText.isFunctionType("[String: (Int) -> Void]"))
        XCTAssertFalse(TypeText.isFunctionType("Result<Int, Error>"))
    }

    func testOnlyUnannotatedFunctionTypesAreNonEscaping() {
        XCTAssertTrue(TypeText.isNonEscapingClosure("() -> Void"))
        XCTAssertTrue(TypeText.isNonEscapingClosure("@Sendable () -> Void"))
        XCTAssertFalse(TypeText.isNonEscapingClosure("@escaping () -> Void"))
        XCTAssertFalse(TypeText.isNonEscapingClosure("(() -> Void)?"))
    }

    func testOptionalWrapsWhereTheSuffixWouldBindToPart() {
        XCTAssertEqual(TypeText.optional("Int"), "Int?")
        XCTAssertEqual(TypeText.optional("[String: Int]"), "[String: Int]?")
        XCTAssertEqual(TypeText.optional("Result<Int, Error>"), "Result<Int, Error>?")
        XCTAssertEqual(TypeText.optional("any Error"), "(any Error)?")
        XCTAssertEqual(TypeText.optional("Codable & Hashable"), "(Codable & Hashable)?")
        XCTAssertEqual(TypeText.optional("@Sendable (Int) -> Void"), "(@Sendable (Int) -> Void)?")
    }

    func testSelfBecomesTheMockAndSelfMemberTypesTheGenericParameter() {
        let rewrite = { TypeText.replacingSelf(in: $0, with: "ShapeMock", associatedTypes: ["Unit"]) }
        XCTAssertEqual(rewrite("Self"), "ShapeMock")
        XCTAssertEqual(rewrite("[Self.Unit: Self]"), "[Unit: ShapeMock]")
        XCTAssertEqual(rewrite("SelfReference"), "SelfReference")
        XCTAssertEqual(rewrite("Self.Other"), "ShapeMock.Other")
    }

    func testObviousDefaults() {
        let cases: [(String, String?)] = [
            ("Int", "0"), ("Double", "0"), ("Bool", "false"), ("String", "\"\""), ("Void", "()"),
            ("String?", "nil"), ("Optional<User>", "nil"), ("[User]", "[]"), ("[String: Int]", "[:]"),
            ("Set<Int>", "[]"), ("(min: Int, max: Int)", "(0, 0)"), ("(String, [Int])", "(\"\", [])"),
            ("User", nil), ("() -> Int", nil), ("(Int, User)", nil), ("Swift.Int", "0"),
        ]
        for (type, expected) in cases {
            XCTAssertEqual(DefaultValue.expression(for: type), expected, type)
        }
    }

    func testLeadingAttributesAndSpecifiersAreSeparated() {
        let parsed = LeadingAttributes("@escaping @convention(block) sending (Int) -> Void")
        XCTAssertEqual(parsed.attributes, ["@escaping", "@convention(block)"])
        XCTAssertEqual(parsed.specifiers, ["sending"])
        XCTAssertEqual(parsed.rest, "(Int) -> Void")
        XCTAssertEqual(parsed.removing(attributes: ["@escaping"]), "@convention(block) (Int) -> Void")
    }

    func testGenericParameterNames() {
        XCTAssertEqual(ParameterPlan.genericNames("<T: Codable, U, each V>"), ["T", "U", "V"])
        XCTAssertEqual(ParameterPlan.genericNames("<Key: Hashable & Sendable>"), ["Key"])
        XCTAssertEqual(ParameterPlan.genericNames(nil), [])
    }

    func testNamesForGlobals() {
        XCTAssertEqual("FactoryMock".lowercasedFirstWord, "factoryMock")
        XCTAssertEqual("URLSessionMock".lowercasedFirstWord, "urlSessionMock")
        XCTAssertEqual("IDMock".lowercasedFirstWord, "idMock")
    }
}
