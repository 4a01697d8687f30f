import SwiftParser
@testable import SwiftSource
import SwiftSyntax
import XCTest

/// `SourceLines` stands in for SwiftSyntax's `SourceLocationConverter`: the same line and column for every token.
final class SourceLinesTests: XCTestCase {
    func testEveryTokenIsWhereTheConverterPutsIt() {
        let sources = [
            "import Foundation\n/// @mockable\nprotocol A {\n    func a(x: Int) -> String\n}\n",
            "protocol B {\r\n  var é: Int { get }\r\n}\r\n// naïve ünïcödé\r\nprotocol C {}",
            "protocol D {}\rprotocol E {}\r\rprotocol F { func f() }",
            "\n\n   protocol G: Sendable { subscript(i: Int) -> Int { get } }",
        ]
        for source in sources {
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: "f.swift", tree: tree)
            let lines = SourceLines(source.utf8)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                for position in [token.position, token.positionAfterSkippingLeadingTrivia, token.endPosition] {
                    let expected = converter.location(for: position)
                    let found = lines.location(for: position)
                    XCTAssertEqual(found.line, expected.line, "\(token.text) in \(source.debugDescription)")
                    XCTAssertEqual(found.column, expected.column, "\(token.text) in \(source.debugDescription)")
                }
            }
        }
    }
}
