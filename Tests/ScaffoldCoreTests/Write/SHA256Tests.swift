import Foundation
import ScaffoldCore
import XCTest

/// SHA-256 through the public API against published vectors (FIPS 180-2 examples) and padding boundaries checked with coreutils.
final class SHA256Tests: XCTestCase {
    func testEmptyInput() {
        XCTAssertEqual(SHA256.hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testABC() {
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testTwoBlockMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(SHA256.hex(Data(message.utf8)), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testFourBlockMessage() {
        let message = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        XCTAssertEqual(SHA256.hex(Data(message.utf8)), "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    func testDigestIsTheBytesOfHex() {
        let digest = SHA256.digest(Array("abc".utf8))
        XCTAssertEqual(digest.count, 32)
        XCTAssertEqual(digest.map { String(format: "%02x", $0) }.joined(), SHA256.hex(Array("abc".utf8)))
    }

    func testUnalignedSliceMatchesACopy() {
        // An ArraySlice hands its storage over at an odd offset, so the loads must not assume alignment.
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        for offset in 1..<16 {
            XCTAssertEqual(SHA256.hex(bytes[offset...]), SHA256.hex(Array(bytes[offset...])), "offset \(offset)")
        }
    }

    func testOneMillionAs() {
        XCTAssertEqual(
            SHA256.hex(Data(repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testCollectionWithoutContiguousStorage() {
        // `repeatElement` has no contiguous storage, so this takes the copying path.
        XCTAssertEqual(
            SHA256.hex(repeatElement(UInt8(ascii: "a"), count: 1_000)),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func testPaddingBoundaries() {
        let expected = [
            55: "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072",
            56: "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e",
            63: "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2",
            64: "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c",
            65: "9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9",
        ]
        for (length, digest) in expected {
            XCTAssertEqual(SHA256.hex([UInt8](repeating: UInt8(ascii: "x"), count: length)), digest, "length \(length)")
        }
    }
}
