import ScaffoldCore
import XCTest

/// Unified diffs on small inputs, compared whole with what `diff -u` prints.
final class UnifiedDiffTests: XCTestCase {
    func testEqualTextsHaveNoDiff() {
        XCTAssertNil(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", path: "x.swift"))
    }

    func testCreationDiffsAgainstEmpty() {
        XCTAssertEqual(
            UnifiedDiff.make(old: "", new: "one\ntwo\n", path: "A.swift"),
            "--- a/A.swift\n+++ b/A.swift\n@@ -0,0 +1,2 @@\n+one\n+two\n")
    }

    func testDeletionDiffsToEmpty() {
        XCTAssertEqual(
            UnifiedDiff.make(old: "only\n", new: "", path: "A.swift"),
            "--- a/A.swift\n+++ b/A.swift\n@@ -1 +0,0 @@\n-only\n")
    }

    func testChangeShowsThreeLinesOfContext() {
        let old = (1...9).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "LINE FIVE\n")
        XCTAssertEqual(
            UnifiedDiff.make(old: old, new: new, path: "F.swift"),
            """
            --- a/F.swift
            +++ b/F.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +LINE FIVE
             line 6
             line 7
             line 8

            """)
    }

    func testDistantChangesMakeTwoHunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\nnineteen\n")
        XCTAssertEqual(
            UnifiedDiff.make(old: old, new: new, path: "N"),
            """
            --- a/N
            +++ b/N
            @@ -1,5 +1,5 @@
             1
            -2
            +two
             3
             4
             5
            @@ -16,5 +16,5 @@
             16
             17
             18
            -19
            +nineteen
             20

            """)
    }

    func testNearbyChangesShareOneHunk() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n"
        let new = "1\nTWO\n3\n4\n5\n6\n7\nEIGHT\n9\n10\n"
        let diff = UnifiedDiff.make(old: old, new: new, path: "N") ?? ""
        XCTAssertEqual(diff.components(separatedBy: "@@ ").count - 1, 1, diff)
        XCTAssertTrue(diff.contains("@@ -1,10 +1,10 @@\n"), diff)
    }

    func testInsertionKeepsSurroundingLines() {
        XCTAssertEqual(
            UnifiedDiff.make(old: "a\nc\n", new: "a\nb\nc\n", path: "p"),
            "--- a/p\n+++ b/p\n@@ -1,2 +1,3 @@\n a\n+b\n c\n")
    }

    func testMissingFinalNewlineIsMarked() {
        XCTAssertEqual(
            UnifiedDiff.make(old: "a\nb", new: "a\nb\n", path: "p"),
            "--- a/p\n+++ b/p\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }
}
