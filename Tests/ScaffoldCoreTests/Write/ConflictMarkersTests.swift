import Foundation
@testable import ScaffoldCore
import XCTest

/// Conflict markers are found where git writes them (seven characters at a line's start, then a space or the line's
/// end), and nowhere else; the blobs of `git log --raw` are read per path, newest first.
final class ConflictMarkersTests: XCTestCase {
    func testEachConflictIsItsOpeningToItsClosingLine() {
        let text = "a\n<<<<<<< yours\nb\n||||||| generated before\nc\n=======\nd\n>>>>>>> generated now\ne\n<<<<<<<\nf\n=======\ng\n>>>>>>>\n"
        XCTAssertEqual(ConflictMarkers.regions(in: Array(text.utf8)), [LineRange(first: 2, last: 8), LineRange(first: 10, last: 14)])
    }

    func testMarkersMustStartALineAndBeSevenLong() {
        let text = "let a = b <<<<<<< c\n<<<<<<<< eight\n  <<<<<<< indented\n<<<<<<<x\n"
        XCTAssertEqual(ConflictMarkers.regions(in: Array(text.utf8)), [])
    }

    func testAnOpeningNeverClosedRunsToTheLastLine() {
        XCTAssertEqual(ConflictMarkers.regions(in: Array("a\n<<<<<<< yours\nb\nc".utf8)), [LineRange(first: 2, last: 4)])
    }

    func testLineRangesReadAsTheReportPrintsThem() {
        XCTAssertEqual(ConflictedFile(path: "A.swift", lines: [LineRange(first: 3, last: 10), LineRange(first: 20, last: 24)]).line,
                       "A.swift  lines 3-10, 20-24")
    }

    func testTheRawLogGivesEachPathsBlobsNewestFirst() {
        let log = """
            :100644 100644 aaaa1111 bbbb2222 M\tSources/App/Wallet.swift

            :000000 100644 0000000000 aaaa1111 A\tSources/App/Wallet.swift
            :000000 100644 0000000000 cccc3333 A\tSources/App/Row.swift
            """
        XCTAssertEqual(GitHistoryBase.blobs(inRawLog: log), [
            "Sources/App/Wallet.swift": ["bbbb2222", "aaaa1111"],
            "Sources/App/Row.swift": ["cccc3333"],
        ])
    }
}
