@testable import MockKit
import MockModelLiterals
import Foundation
import XCTest

/// Types read from syntax print as a mock spells them, and answer what the renderer asks of them.
final class SwiftTypesTests: XCTestCase {
    static let spellings = [
        "Int", "[String: Int]", "[User]?", "Result<User, any Error>", "Foundation.Date", "Self.Element",
        "(Int) async throws -> User?", "((Int) -> Void)?", "@escaping @Sendable () -> Void", "inout [Int]",
        "some Collection<Int>", "any P & Q", "T.Type", "P.Protocol", "(label: Int, String)", "Int!",
        "() throws(LoadError) -> Void", "repeat each T", "[3 of Int]", "InlineArray<3, Int>", "~Copyable",
        "@convention(c) (Int32) -> Int32", "sending Payload", "(_ name: String) -> Void",
    ]

    func testTypesPrintAsWritten() {
        for spelling in Self.spellings {
            XCTAssertEqual(SwiftType(stringLiteral: spelling).description, spelling)
        }
    }

    func testTypesSurviveTheCacheCoding() throws {
        let types = Self.spellings.map(SwiftType.init(stringLiteral:)) + [.value("3"), .named("")]
        let decoded = try JSONDecoder().decode([SwiftType].self, from: JSONEncoder().encode(types))
        XCTAssertEqual(decoded, types)
    }

    func testDeclaredNameDropsModuleArgumentsAttributesAndBackticks() {
        let cases = [
            ("Store", "Store"), ("Foundation.Sendable", "Sendable"), ("Repository<Item>", "Repository"),
            ("@preconcurrency Store", "Store"), ("`Type`", "Type"), ("A.B.C<D.E>", "C"),
            ("@unchecked Swift.Sendable", "Sendable"), ("Map<K, V.W>", "Map"), ("Café.Größe<T>", "Größe"),
            ("@preconcurrency\r\nStore", "Store"),
        ]
        for (written, name) in cases {
            XCTAssertEqual(SwiftType(stringLiteral: written).declaredName, name, written)
        }
    }

    func testQuestionsOfStructure() {
        let optional: SwiftType = "Swift.Optional<Int>"
        XCTAssertTrue(optional.isOptional)
        XCTAssertTrue(SwiftType(stringLiteral: "Swift.Void").isVoid)
        XCTAssertEqual(SwiftType(stringLiteral: "A & B & C").compositionParts.count, 3)
        XCTAssertEqual(SwiftType(stringLiteral: "any P & Q").compositionParts.count, 1)
    }
}
