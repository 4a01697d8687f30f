import XCTest
@testable import MockKit

/// `TypeText` reads plain ASCII over bytes and everything else over characters; both must decide the same.
final class TypeTextWalksTests: XCTestCase {
    private let spellings = [
        "", " ", "Int", "  Int  ", "[String: Int]", "[Int: String]?", "URL?", "Result<Bool, Error>",
        "(Result<Bool, Error>) -> Void", "@escaping (Result<[Int: String], Error>) -> Void",
        "@escaping @Sendable (Int) async throws -> [String]", "@convention(c) (Int32) -> Int32",
        "@convention(block)  sending (Int) -> Void", "inout [Int]", "sending T", "borrowing", "consuming Foo",
        "__owned Bar<T>", "isolated (any Actor)", "some Collection<Int>", "any Error & Sendable", "Codable & Hashable",
        "((Int) -> Void)?", "[String: (Int) -> Void]", "(min: Int, max: Int)", "(String, [Int])", "(A)", "(A) -> B",
        "(A)?", "Dictionary<String, [Int]>", "A.B.C", "T.Element", "Self", "Self.Unit", "[Self.Unit: Self]", "x->y",
        "-> >", "a-b>c", "(((", ")))", "<>", "Foo<Bar<Baz>>", "@MainActor @Sendable () -> Void", "@ escaping Int",
        "@available(iOS 17, *) View", "1abc d2 _e", "Int\tString", "Int\nString", "@autoclosure () -> Bool",
        "inout\tInt", "inoutInt", "__shared  (Int, Int)", "@Sendable(Int) -> Void", "Optional<Int>", "Int!",
        "@escaping", "@autoclosure @escaping () -> Int", "@escaping  @Sendable () -> Void", " @escaping () -> Void",
        "@escaping () -> Void ", "@escaping(x) () -> Void", "Swift.Optional<Int>", "Swift. Int", "Swift.Bool", "[]", "[", "()",
        "(count: Int, [String: Int])", "Int?!", "<T: Codable, U, each V>", "<Key: Hashable & Sendable>", "<A<B>, C: D>", "<>",
    ]

    func testByteAndCharacterWalksAgree() {
        for spelling in spellings {
            for separator: Character in ["&", ",", ":", " "] {
                XCTAssertEqual(TypeText.splitTopLevel(spelling, separator: separator),
                               TypeTextCharacters.splitTopLevel(spelling, separator: separator), spelling)
                XCTAssertEqual(TypeText.containsTopLevel(spelling, separator),
                               TypeTextCharacters.splitTopLevel(spelling, separator: separator).count > 1, spelling)
            }
            XCTAssertEqual(TypeText.isFunctionType(spelling), TypeTextCharacters.isFunctionType(spelling), spelling)
            XCTAssertEqual(TypeText.isParenthesized(spelling), TypeTextCharacters.isParenthesized(spelling), spelling)
            XCTAssertEqual(TypeText.identifiers(in: spelling), TypeTextCharacters.identifiers(in: spelling), spelling)
            XCTAssertEqual(TypeText.replacingSelf(in: spelling, with: "M", associatedTypes: ["Unit"]),
                           TypeTextCharacters.replacingSelf(in: spelling, with: "M", associatedTypes: ["Unit"]), spelling)
            XCTAssertEqual(spelling.trimmingSpaces, TypeTextCharacters.trimmed(spelling), spelling)
            let bytes = LeadingAttributes(spelling), characters = LeadingAttributes(characterWalkOf: spelling)
            XCTAssertEqual(bytes.attributes, characters.attributes, spelling)
            XCTAssertEqual(bytes.specifiers, characters.specifiers, spelling)
            XCTAssertEqual(bytes.rest, characters.rest, spelling)
        }
    }

    func testByteAndCharacterReadingsForRenderingAgree() {
        for spelling in spellings {
            XCTAssertEqual(DefaultValue.expression(for: spelling), DefaultValue.expression(characters: spelling), spelling)
            XCTAssertEqual(ParameterPlan.genericNames(spelling), ParameterPlan.genericNames(characters: spelling), spelling)
            let forms = ParameterTypeForms(spelling), characters = LeadingAttributes(characterWalkOf: spelling)
            XCTAssertEqual(forms.passed, characters.removing(attributes: ["@autoclosure"]), spelling)
            XCTAssertEqual(forms.stored, characters.removing(attributes: ["@escaping", "@autoclosure"]), spelling)
            XCTAssertEqual(forms.isNonEscapingClosure,
                           TypeTextCharacters.isFunctionType(spelling) && !characters.attributes.contains("@escaping"), spelling)
            XCTAssertEqual(TypeText.optionality(of: spelling), optionalityByCharacters(spelling), spelling)
        }
    }

    /// `TypeText.optionality(of:)` as `StateVar` used to decide it, from the character readings.
    private func optionalityByCharacters(_ spelling: String) -> TypeText.Optionality {
        let isFunction = TypeTextCharacters.isFunctionType(spelling)
        if spelling.hasSuffix("!") && !isFunction { return .implicitlyUnwrapped }
        let optionalSpelling = spelling.hasSuffix("?") || spelling.hasSuffix("!")
            || spelling.hasPrefix("Optional<") || spelling.hasPrefix("Swift.Optional<")
        if !isFunction && optionalSpelling { return .optional }
        let isComposite = [" ", "&"].contains { TypeTextCharacters.splitTopLevel(spelling, separator: $0).count > 1 }
        return .nonOptional(parenthesized: isFunction || spelling.hasPrefix("@") || isComposite)
    }

    func testTextThatIsNotPlainASCIIIsReadByCharacter() {
        XCTAssertEqual(TypeText.splitTopLevel("Café & Crème<Ü, Ö>", separator: "&"), ["Café", "Crème<Ü, Ö>"])
        XCTAssertEqual(TypeText.splitTopLevel("A\r\nB", separator: "\n"), ["A\r\nB"], "\\r\\n is one character")
        XCTAssertEqual(TypeText.identifiers(in: "[Größe: Straße]"), ["Größe", "Straße"])
        XCTAssertTrue(TypeText.isFunctionType("@escaping (Ünit) -> Void"))
        XCTAssertEqual(" Größe\u{00A0}".trimmingSpaces, "Größe", "a no-break space is whitespace too")
        XCTAssertEqual("ÜberMock".lowercasedFirstWord, "überMock")
        XCTAssertEqual("éclair".capitalizedFirst, "Éclair")
        XCTAssertEqual("`default`".withoutBackticks, "default")
    }

    func testCaseChangesOfPlainNames() {
        XCTAssertEqual("fooMock".lowercasedFirstWord, "fooMock")
        XCTAssertEqual("ABC".lowercasedFirstWord, "abc")
        XCTAssertEqual("".lowercasedFirstWord, "")
        XCTAssertEqual("id".capitalizedFirst, "Id")
        XCTAssertEqual("_id".capitalizedFirst, "_id")
        XCTAssertEqual("".capitalizedFirst, "")
    }
}
