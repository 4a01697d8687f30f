@testable import SwiftSource
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import XCTest

/// `WrittenText` slices the source where it can; at every node it must give what joining the tokens gives.
final class WrittenTextTests: XCTestCase {
    private let sources = [
        "protocol P { func f(x: Int /* c */, y: [String: /*x*/ Int]) -> [ Int ] }",
        "protocol P { func g(s: String = \"a  b  //c\", t: Int = 1  +  2, u: String = \"\\(1  +  2)  x\") }",
        "protocol P { func `my  func`(`a b`: Int, c: inout /*c*/ Int, d: inout\n    Int, e: inout[Int], f: borrowing inout Int) }",
        "protocol P {\r\n    var long: Dictionary<\r\n        String,\r\n\tInt   // trailing\r\n    > { get set }\r\n}",
        "protocol P {\n    #if os(iOS)  &&  DEBUG\n    func ios()\n    #elseif   os(macOS)\n    var mac: Int { get }\n    #endif\n}",
        "protocol P { @available(iOS 17,   *) @MainActor func gen<T:   Codable,\n U>(t: T) -> T where T: Hashable,   U == Int }",
        "protocol Café { func a(x: Café) -> [Café  :  Int]; func b(x: Regex<Substring> = #/a  b/#, y: Regex<Substring> = /a  b/) }",
        "protocol P { func c(x: Int =\n0x1F, y: Double = 1e-5, z: Bool = !true, w: [Int] = [1,  2 , 3]) }",
        "protocol P { func d(a: Array<Array<Array<Array<Int\n>>>>) }",
    ]

    func testSlicesMatchTheTokensAtEveryNode() {
        for source in sources {
            let tree = Parser.parse(source: source)
            XCTAssertFalse(tree.hasError, source)
            let text = WrittenText(tree)
            for node in allNodes(Syntax(tree)) {
                XCTAssertEqual(text.written(node.raw), joinedTokens(node), "\(source.debugDescription) at \(node.kind)")
                XCTAssertEqual(text.tokenByToken(node.raw), joinedTokens(node), "\(source.debugDescription) at \(node.kind)")
            }
            for type in allNodes(Syntax(tree)).compactMap({ $0.as(AttributedTypeSyntax.self) }) {
                for case .simpleTypeSpecifier(let specifier) in type.specifiers {
                    guard let raw = RawTokenSyntax(specifier.specifier.raw) else { continue }
                    XCTAssertEqual(text.written(type.raw, skipping: raw), joinedTokens(Syntax(type), skipping: specifier.specifier), source)
                }
            }
        }
    }

    /// How mocks have always spelled a node: token texts joined by one space wherever trivia separates them.
    private func joinedTokens(_ node: Syntax, skipping skipped: TokenSyntax? = nil) -> String {
        var text = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) where token.id != skipped?.id {
            if !text.isEmpty && (pendingSpace || !token.leadingTrivia.isEmpty) { text += " " }
            text += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
        }
        return text
    }

    private func allNodes(_ node: Syntax) -> [Syntax] {
        [node] + node.children(viewMode: .sourceAccurate).flatMap(allNodes)
    }
}
