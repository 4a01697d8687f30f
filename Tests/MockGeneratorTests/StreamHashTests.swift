@testable import MockGenerator
@testable import SwiftSource
import XCTest

/// Render keys hash a byte stream as it is written: the value must depend on the bytes alone.
final class StreamHashTests: XCTestCase {
    private func hash(_ chunks: [[UInt8]]) -> UInt64 {
        var hash = StreamHash()
        for chunk in chunks { chunk.withUnsafeBytes { hash.append(contentsOf: $0) } }
        return hash.finish()
    }

    func testChunkingDoesNotMatter() {
        let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let whole = hash([bytes])
        for split in [1, 3, 7, 8, 9, 16, 63, 99] {
            XCTAssertEqual(hash([Array(bytes[..<split]), Array(bytes[split...])]), whole, "split at \(split)")
        }
        var byteByByte = StreamHash()
        for byte in bytes { byteByByte.append(byte) }
        XCTAssertEqual(byteByByte.finish(), whole)
    }

    func testEveryByteAndTheLengthCount() {
        let bytes = [UInt8](repeating: 7, count: 24)
        var seen: Set<UInt64> = [hash([]), hash([bytes])]
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 1
            XCTAssertTrue(seen.insert(hash([changed])).inserted, "flip at \(index)")
        }
        for count in 1..<bytes.count {
            XCTAssertTrue(seen.insert(hash([[UInt8](repeating: 0, count: count)])).inserted, "\(count) zeros")
        }
    }

    func testModelKeysFollowTheEncoding() {
        var first = StreamHash(), second = StreamHash()
        first.strings(["ab", "c"])
        second.strings(["a", "bc"])
        XCTAssertNotEqual(first.finish(), second.finish())
    }

    func testHashIsStableAndContentSensitive() {
        XCTAssertEqual(FastHash.fnv1a(Array("abc".utf8)), FastHash.fnv1a(Array("abc".utf8)))
        XCTAssertNotEqual(FastHash.fnv1a(Array("abc".utf8)), FastHash.fnv1a(Array("abd".utf8)))
        XCTAssertEqual(FastHash.fnv1a([]), 0xcbf2_9ce4_8422_2325)
    }
}
