@testable import ScaffoldCore
import XCTest

/// The Swift SHA-256 gives FIPS 180-4's digests, however its input is split into pieces.
final class PortableSHA256Tests: XCTestCase {
    private func digest(_ pieces: [[UInt8]]) -> String {
        var hasher = PortableSHA256()
        for piece in pieces { piece.withUnsafeBytes { hasher.update($0) } }
        return hasher.finalize().hexDigits
    }

    /// FIPS 180-4's examples (and NIST's "one million a").
    func testTheStandardsExamples() {
        XCTAssertEqual(digest([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(digest([Array("abc".utf8)]), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            digest([Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)]),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        )
        XCTAssertEqual(
            digest([Array("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8)]),
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        )
        XCTAssertEqual(digest([[UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)]), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Every length around a block's edges, whole and cut into pieces at every point, gives one digest.
    func testPiecesGiveTheDigestOfTheWhole() {
        let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 200] {
            let whole = digest([Array(bytes[0..<length])])
            for cut in stride(from: 0, through: length, by: 7) {
                XCTAssertEqual(digest([Array(bytes[0..<cut]), Array(bytes[cut..<length])]), whole, "length \(length), cut at \(cut)")
            }
            XCTAssertEqual(digest(bytes[0..<length].map { [$0] }), whole, "length \(length), a byte at a time")
        }
    }
}
