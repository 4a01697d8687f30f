@testable import ScaffoldCore
import XCTest

/// The fingerprint is one SHA-256 over its length-prefixed parts, however many bytes it gathers before hashing them:
/// the same value as `ContentHash.hex(parts:)` of the same texts, whether read midway or at the end.
final class InputFingerprintTests: XCTestCase {
    func testTextsHashAsOneDigestOfTheirPartsAcrossManyBuffers() {
        let parts = (0..<4_000).map { "Sources/Feature\($0)/Ünïcode\u{301}View\($0).swift" }
        XCTAssertGreaterThan(parts.reduce(0) { $0 + $1.utf8.count + 8 }, 3 << 16, "the parts fill several buffers")
        var fingerprint = InputFingerprint()
        for part in parts.prefix(1_000) { fingerprint.add(part) }
        XCTAssertEqual(fingerprint.value, ContentHash.hex(parts: Array(parts.prefix(1_000))))
        for part in parts.dropFirst(1_000) { fingerprint.add(part) }
        XCTAssertEqual(fingerprint.value, ContentHash.hex(parts: parts), "reading the value midway hashes nothing twice")
        XCTAssertNotEqual(fingerprint.value, ContentHash.hex(parts: Array(parts.dropLast())))

        // Parts cut out of longer texts (the sources' relative paths are) add their own bytes only.
        var cut = InputFingerprint()
        for part in parts { cut.add(Substring(("/root/" + part + "/tail").utf8.dropFirst(6).dropLast(5))) }
        XCTAssertEqual(cut.value, fingerprint.value)
    }

    func testAStampMovesTheFingerprintAndAMissingRequiredFileMakesItIncomplete() {
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5)
        var first = InputFingerprint(), second = InputFingerprint(), missing = InputFingerprint()
        first.add(path: "A.swift", stamp: stamp)
        second.add(path: "A.swift", stamp: FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 6))
        missing.add(path: "A.swift", stamp: nil)
        XCTAssertNotEqual(first.value, second.value)
        XCTAssertEqual(first.latestChange, 5)
        XCTAssertTrue(first.isComplete)
        XCTAssertFalse(missing.isComplete)
    }
}
