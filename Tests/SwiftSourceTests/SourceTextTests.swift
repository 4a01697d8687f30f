@testable import SwiftSource
import XCTest

final class SourceTextTests: XCTestCase {
    private func contains(_ needle: String, _ text: String) -> Bool {
        SourceText.contains(Array(needle.utf8), in: Array(text.utf8))
    }

    private func names(_ text: String) -> [String] {
        SourceText.declaredProtocolNames(in: Array(text.utf8))
    }

    func testAnnotationPrefilter() {
        XCTAssertTrue(contains("@mockable", "/// @mockable\nprotocol A {}"))
        XCTAssertTrue(contains("@mockable", "x@mockable"))
        XCTAssertFalse(contains("@mockable", "/// @mockabl"))
        XCTAssertFalse(contains("@mockable", ""))
    }

    func testDeclaredProtocolNames() {
        let text = """
            public protocol Base: Sendable {}
            @MainActor protocol\t`Screen` {}
            let protocols = 3 // protocolish Nope
            protocol
                Spread {}
            struct MyProtocol {}
            """
        XCTAssertEqual(names(text), ["Base", "Screen", "Spread"])
        XCTAssertEqual(names("protocol A {}\nprotocol A {}\nxprotocol B\nprotocol"), ["A"], "first byte, repeated, inside a name, last")
        XCTAssertEqual(names("protocolprotocol C"), [], "no space after the keyword")
        XCTAssertEqual(names(""), [])
        XCTAssertFalse(contains("@mockable", "@mock"), "a needle longer than the file")
        XCTAssertTrue(contains("", "x"), "an empty needle is everywhere")
    }

    func testOnePassAnswersMarkedOrTheProtocolNames() {
        let marks = [Array("@mockable".utf8), Array("AutoMockable".utf8)]
        func scan(_ text: String) -> [String]? { SourceText.protocolNamesUnlessAny(of: marks, in: Array(text.utf8)) }
        XCTAssertEqual(scan("protocol A {}\nprotocol B: Sendable {}"), ["A", "B"], "no mark: the names")
        XCTAssertNil(scan("protocol A {}\n/// @mockable\nprotocol B {}"), "a mark after a protocol")
        XCTAssertNil(scan("protocol C: AutoMockable {}"), "a mark inside a declaration")
        XCTAssertNil(scan("x@mockable"), "a mark at the end")
        XCTAssertEqual(scan("/// @mockabl\nprotocol D {}\nAutoMock"), ["D"], "a prefix of a mark is not one")
        XCTAssertEqual(scan(""), [])
        XCTAssertEqual(SourceText.protocolNamesUnlessAny(of: [], in: Array("protocol E {}".utf8)), ["E"])
        XCTAssertNil(SourceText.protocolNamesUnlessAny(of: [[]], in: Array("protocol F {}".utf8)), "an empty mark is everywhere")
        XCTAssertTrue(SourceText.containsAny([Array("ab".utf8), Array("b".utf8)], in: Array("xb".utf8)), "needles sharing no first byte")
        XCTAssertTrue(SourceText.containsAny([Array("abc".utf8), Array("ab".utf8)], in: Array("xab".utf8)), "needles sharing a first byte")
    }
}

extension SourceTextTests {
    func testTypesPrintOnOneSingleSpacedLine() throws {
        let methods = try members("""
            protocol P {
                func a(x:  [String:\tInt]) -> Int
                func b(y: Int /* count */) -> Int
                func c(z: Int) ->   Int
            }
            """).compactMap(\.method)
        XCTAssertEqual(methods.map { $0.parameters.first?.type.description }, ["[String: Int]", "Int", "Int"])
        XCTAssertEqual(methods.map(\.returnType?.description), ["Int", "Int", "Int"])
    }
}
