@testable import SwiftSource
import XCTest

/// Swift is read in the Swift 5 mode's grammar (`SwiftParsing`): what that mode's compiler only warns about does not
/// make a file unreadable, and a real syntax error is still one.
final class SwiftParsingTests: XCTestCase {
    func testWhitespaceBeforeAnAttributesArgumentsIsReadAsTheSwift5CompilerReadsIt() throws {
        let parsed = parse("""
        import SwiftUI

        struct Settings {
            @AppStorage ("theme") var theme = "light"
        }

        /// @mockable
        protocol NoteStore {
            func notes() async throws -> [String]
        }
        """)
        XCTAssertFalse(parsed.failedToParse, "\(parsed.warnings)")
        XCTAssertEqual(parsed.declarations.map(\.model.name), ["NoteStore"])
        XCTAssertFalse(SwiftParsing.parse("struct S { @Environment (\\.dismiss) var dismiss }").hasError)
    }

    func testARealSyntaxErrorIsStillOne() {
        XCTAssertTrue(SwiftParsing.parse("struct S { var x = }").hasError)
        XCTAssertTrue(parse("/// @mockable\nprotocol P { func f( }").failedToParse)
    }
}
