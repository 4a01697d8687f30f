import Foundation
@testable import SwiftSource
import SwiftParser
import XCTest

/// The copy SwiftSyntax parses for mocks: bodies outside protocols blanked, every declaration and every location kept.
final class BodyBlankingTests: XCTestCase {
    private func blanked(_ source: String) -> String? {
        var source = source
        return source.withUTF8 { BodyBlanking.blanked($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every body holds the word `secret`; no declaration does.
    private let app = #"""
        import Foundation

        /// @mockable
        protocol Store: class {
            var items: [String] { get set }
            subscript(index: Int) -> String { get }
            func load(done: @escaping () -> Void)
        }

        final class LiveStore: Store {
            var items: [String] = [] { didSet { print("secret }") } }
            subscript(index: Int) -> String { items[index] + "secret" }
            class func make(retry: () -> Bool = { true }) -> LiveStore { let secret = #"raw " } \(x)"#; return LiveStore() }
            init() { let secret = "\("{")" + """
                multi " } "" line secret
                """ }
            func load(done: @escaping () -> Void) { /* nested /* } */ secret */ done() // }
            }
            lazy var formatter: DateFormatter = { let secret = DateFormatter(); return secret }()
        }

        enum API {
            static let base = "https://example.com/{id}"
            protocol Client { func get() async throws -> Data }
            struct Inner { protocol Deep { var name: String { get } } }
            static func request() { if true { print("secret") } }
        }

        extension LiveStore: CustomStringConvertible {
            var description: String { "secret" }
        }

        let answer = { secret() }()
        """#

    func testBodiesAreBlankedAndDeclarationsKeptInPlace() throws {
        let copy = try XCTUnwrap(blanked(app))
        XCTAssertFalse(copy.contains("secret"), copy)
        XCTAssertEqual(copy.utf8.count, app.utf8.count, "every byte keeps its offset")
        XCTAssertEqual(copy.split(separator: "\n", omittingEmptySubsequences: false).count,
                       app.split(separator: "\n", omittingEmptySubsequences: false).count)
        for kept in ["var items: [String] { get set }", "subscript(index: Int) -> String { get }", "protocol Client { func get() async throws -> Data }",
                     "struct Inner { protocol Deep { var name: String { get } } }", "static let base = \"https://example.com/{id}\"",
                     "extension LiveStore: CustomStringConvertible {", "init() {"] {
            XCTAssertTrue(copy.contains(kept), kept)
        }
        XCTAssertFalse(Parser.parse(source: copy).hasError, copy)
    }

    func testTheProtocolsReadFromTheCopyAreTheFilesWithTheirLocations() {
        let parsed = parse(app)
        XCTAssertEqual(parsed.warnings, [])
        XCTAssertEqual(parsed.imports, ["Foundation"])
        XCTAssertEqual(parsed.declarations.map(\.model.name), ["Store", "Client", "Deep"])
        XCTAssertEqual(parsed.declarations.map(\.location.line), [4, 24, 25])
        XCTAssertEqual(parsed.declarations.first?.model.members.count, 3)
    }

    /// No copy when braces do not match, or when a region to blank holds a word only declarations use: the file
    /// itself is parsed, and its errors are reported where they are.
    func testNoCopyWhenBracesDoNotMatchOrABodyHoldsADeclarationWord() {
        XCTAssertNil(blanked("func a() { if x {\n"))
        XCTAssertNil(blanked("func a() { }\n}"))
        XCTAssertNil(blanked("func a() { print(\"protocol\") }"))
        XCTAssertNil(blanked("func a() { // import the rest\n}"))
        XCTAssertNotNil(blanked("func a() { print(\"protocols\", important) }"), "a longer word is not a declaration")
        let broken = parse("/// @mockable\nprotocol P { func a() }\nfunc b() {\n}\nstruct S { var x: Int = }\n")
        XCTAssertTrue(broken.failedToParse, "the copy does not parse: the file itself is")
        XCTAssertEqual(broken.warnings.first?.location?.line, 5)
    }

    /// Bodies are not read: an error inside one (the compiler reports it) does not keep the file's protocols from
    /// being mocked.
    func testAnErrorInABodyDoesNotStopTheMocks() {
        let parsed = parse("/// @mockable\nprotocol P { func a() }\nfunc b() { let x = }\n")
        XCTAssertFalse(parsed.failedToParse)
        XCTAssertEqual(parsed.declarations.map(\.model.name), ["P"])
    }
}
