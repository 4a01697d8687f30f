import Foundation
@testable import ScaffoldCore
import XCTest

/// The one hash scaffold records: SHA-256 as lowercase hex, and length-prefixed parts that cannot run together.
final class ContentHashTests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(ContentHash.hex(Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(ContentHash.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testPartsAreKeptApart() {
        XCTAssertNotEqual(ContentHash.hex(parts: ["ab", "c"]), ContentHash.hex(parts: ["a", "bc"]))
        XCTAssertEqual(ContentHash.hex(parts: ["ab", "c"]), ContentHash.hex(parts: ["ab", "c"]))
        XCTAssertEqual(ContentHash.hex(parts: ["x"]).count, 64)
    }
}
