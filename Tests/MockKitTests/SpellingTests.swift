@testable import MockKit
import XCTest

/// The spelling helpers change ASCII bytes directly; other text goes through `Character`s. Both paths must
/// agree with what the `Character` rules give.
final class SpellingTests: XCTestCase {
    func testCapitalizedFirst() {
        XCTAssertEqual("id".capitalizedFirst, "Id")
        XCTAssertEqual("Id".capitalizedFirst, "Id")
        XCTAssertEqual("_id".capitalizedFirst, "_id")
        XCTAssertEqual("".capitalizedFirst, "")
        XCTAssertEqual("élan".capitalizedFirst, "Élan")
        XCTAssertEqual("e\u{301}lan".capitalizedFirst, "E\u{301}lan", "a combining mark stays on its letter")
    }

    func testLowercasedFirstWord() {
        XCTAssertEqual("FooMock".lowercasedFirstWord, "fooMock")
        XCTAssertEqual("URLSessionMock".lowercasedFirstWord, "urlSessionMock")
        XCTAssertEqual("URL".lowercasedFirstWord, "url")
        XCTAssertEqual("fooMock".lowercasedFirstWord, "fooMock")
        XCTAssertEqual("".lowercasedFirstWord, "")
        XCTAssertEqual("ÉtatMock".lowercasedFirstWord, "étatMock")
        XCTAssertEqual("ÜBERMock".lowercasedFirstWord, "überMock")
    }

    func testStartsLikeIdentifier() {
        XCTAssertTrue("fetch".startsLikeIdentifier)
        XCTAssertTrue("_fetch".startsLikeIdentifier)
        XCTAssertTrue("Éclair".startsLikeIdentifier)
        XCTAssertFalse("==".startsLikeIdentifier)
        XCTAssertFalse("2x".startsLikeIdentifier)
        XCTAssertFalse("".startsLikeIdentifier)
    }

    func testWithoutBackticks() {
        XCTAssertEqual("`default`".withoutBackticks, "default")
        XCTAssertEqual("name".withoutBackticks, "name")
        XCTAssertEqual("`défaut`".withoutBackticks, "défaut")
    }
}
