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
