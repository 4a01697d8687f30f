import ScaffoldCore
import XCTest

/// Paths as keys are told apart by their bytes (two spellings of "é" are two folders on Linux), ordered as
/// `String`s with the bytes breaking ties, and hold only what lies inside them (a prefix by bytes is not enough).
final class PathKeyTests: XCTestCase {
    private let precomposed = "Sources/Caf\u{E9}", decomposed = "Sources/Cafe\u{301}"

    func testTwoSpellingsOfOneNameAreTwoKeys() {
        XCTAssertEqual(precomposed, decomposed, "equal as Strings")
        XCTAssertNotEqual(PathKey(precomposed), PathKey(decomposed))
        XCTAssertEqual(PathKey(precomposed), PathKey("Sources/Caf\u{E9}"))
        XCTAssertEqual(Set([precomposed, decomposed]).count, 1)
        XCTAssertEqual(Set([precomposed, decomposed, "Sources/Caf\u{E9}"].map(PathKey.init)).count, 2)
        var values: [PathKey: Int] = [:]
        values[PathKey(precomposed)] = 1
        values[PathKey(decomposed)] = 2
        XCTAssertEqual(values[PathKey(precomposed)], 1)
        XCTAssertEqual(values[PathKey(decomposed)], 2)
    }

    func testOrderIsStringOrderWithTheBytesBreakingTies() {
        let paths = ["b/Z.swift", decomposed + "/A.swift", "a/\u{1F4E6}.swift", precomposed + "/A.swift", "B/A.swift", "a/b.swift"]
        let sorted = paths.map(PathKey.init).sorted().map(\.path)
        XCTAssertEqual(sorted.map { Array($0.utf8) }, [
            "B/A.swift", "Sources/Cafe\u{301}/A.swift", "Sources/Caf\u{E9}/A.swift", "a/b.swift", "a/\u{1F4E6}.swift", "b/Z.swift",
        ].map { Array($0.utf8) })
        XCTAssertEqual(paths.map(PathKey.init).shuffled().sorted(), paths.map(PathKey.init).sorted(), "a total order")
    }

    func testAFolderHoldsItselfAndWhatLiesInsideIt() {
        let folder = PathKey(precomposed)
        XCTAssertTrue(folder.holds(precomposed))
        XCTAssertTrue(folder.holds(precomposed + "/A.swift"))
        XCTAssertFalse(folder.holds(decomposed + "/A.swift"), "the other spelling is another folder")
        XCTAssertFalse(folder.holds(precomposed + "s/A.swift"))
        XCTAssertFalse(folder.holds("Sources"))
        XCTAssertFalse(folder.holds(""))
        XCTAssertTrue(folder.isPrefix(of: precomposed + "s/A.swift"))
        XCTAssertFalse(folder.isPrefix(of: decomposed + "/A.swift"))
        XCTAssertFalse(folder.isPrefix(of: "Sources/Caf"))
        XCTAssertTrue(PathKey("").isPrefix(of: ""))
    }
}
