@testable import SwiftSource
import SwiftParser
import ScaffoldCore
import SwiftSyntax
import XCTest

/// Declarations are located with `LineTable`; it must agree with SwiftSyntax's converter at every token.
final class LineTableTests: XCTestCase {
    private let sources = [
        "",
        "protocol A {}",
        "import Foundation\n\n/// @mockable\nprotocol A {\n    func a()\n}\n",
        "protocol A {}\r\nprotocol B {}\rprotocol C {}\r\r\n\nprotocol D {}",
        "/// Grüße ✓\nprotocol Café { var s: String { get } }\n",
        "let text = \"\"\"\n  one\r\n  two\n  \"\"\"\nprotocol A { func a() }",
        "/* a\n b */ protocol A {\n\n\n}\n\n",
        "#sourceLocation(file: \"x.swift\", line: 90)\nprotocol A {}\n#sourceLocation()\nprotocol B {}",
    ]

    func testLocationsMatchTheConverterAtEveryToken() {
        for source in sources {
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: "A.swift", tree: tree)
            let lines = LineTable(source)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                for position in [token.position, token.positionAfterSkippingLeadingTrivia, token.endPosition] {
                    let expected = converter.location(for: position)
                    let found = lines.location(ofUTF8Offset: position.utf8Offset)
                    XCTAssertEqual(found.line, expected.line, "\(source.debugDescription) at \(position.utf8Offset)")
                    XCTAssertEqual(found.column, expected.column, "\(source.debugDescription) at \(position.utf8Offset)")
                }
            }
        }
    }

    func testProtocolLocationIsItsKeyword() {
        let parsed = ProtocolExtractor.parse(source: "import A\r\n\r\n/// @mockable\r\n  protocol P {}", path: "P.swift", annotation: "@mockable")
        XCTAssertEqual(parsed.declarations.first?.location, ScaffoldCore.SourceLocation(file: "P.swift", line: 4, column: 3))
    }
}
