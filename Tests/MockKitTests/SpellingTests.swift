@testable import MockKit
import XCTest

/// The spelling helpers change ASCII bytes directly; other text goes through `Character`s. Both paths must
/// agree with what the `Character` rules give.
final class SpellingTests: XCTestCase {
    private func check(_ cases: [(String, String)], _ spell: (String) -> String, file: StaticString = #filePath, line: UInt = #line) {
        for (name, expected) in cases {
            XCTAssertEqual(spell(name), expected, "from \(name)", file: file, line: line)
        }
    }

    func testCapitalizedFirst() {
        check([("id", "Id"), ("Id", "Id"), ("_id", "_id"), ("", ""), ("élan", "Élan"), ("e\u{301}lan", "E\u{301}lan")], \.capitalizedFirst)
    }

    func testLowercasedFirstWord() {
        check([
            ("FooMock", "fooMock"), ("URLSessionMock", "urlSessionMock"), ("URL", "url"), ("fooMock", "fooMock"), ("", ""),
            ("ÉtatMock", "étatMock"), ("ÜBERMock", "überMock"),
        ], \.lowercasedFirstWord)
    }

    func testWithoutBackticks() {
        check([("`default`", "default"), ("name", "name"), ("`défaut`", "défaut")], \.withoutBackticks)
    }

    func testStartsLikeIdentifier() {
        XCTAssertEqual(["fetch", "_fetch", "Éclair", "==", "2x", ""].map(\.startsLikeIdentifier), [true, true, true, false, false, false])
    }
}
