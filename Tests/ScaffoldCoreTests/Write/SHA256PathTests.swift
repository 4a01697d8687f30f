import CSHA256
import Foundation
import ScaffoldCore
import XCTest

/// The accelerated SHA-256 path against the portable C one, byte for byte, with digests from Python's hashlib
/// for the seeded inputs so a shared mistake in both paths still fails.
final class SHA256PathTests: XCTestCase {
    func testActivePathMatchesTheCPU() throws {
        let path = String(cString: csha256_active_path())
        print("SHA-256 path: \(path)")
        #if arch(arm64) && canImport(Darwin)
        XCTAssertEqual(path, "arm-sha2", "every Apple arm64 CPU has the SHA-256 instructions")
        #elseif os(Linux)
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flags = Set(cpuinfo.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init))
        #if arch(x86_64)
        let expected = flags.isSuperset(of: ["sha_ni", "ssse3", "sse4_1"]) ? "x86-sha-ni" : "portable"
        #elseif arch(arm64)
        let expected = flags.contains("sha2") ? "arm-sha2" : "portable"
        #else
        let expected = "portable"
        #endif
        XCTAssertEqual(path, expected)
        #else
        XCTAssertTrue(["x86-sha-ni", "arm-sha2", "portable"].contains(path), path)
        #endif
    }

    func testEveryLengthUpToFiveBlocksMatchesThePortablePath() {
        let bytes = Self.seededBytes(seed: 1, count: 300)
        var digests: [UInt8] = []
        for length in 0...300 {
            let (accelerated, portable) = Self.bothDigests(of: bytes[..<length])
            XCTAssertEqual(accelerated, portable, "length \(length)")
            digests += accelerated
        }
        XCTAssertEqual(Self.hex(Self.digest(of: digests[...])), "c5f71b5b46613a9f9f23cd80dae8e9b7122ee71998029de2bd11ec0173c25889")
    }

    func testLargeSeededBuffersMatchKnownDigests() {
        let cases: [(seed: UInt64, count: Int, digest: String)] = [
            (2, 65_537, "c4cecebb32d5b4aa91dc92e0519d29c3a38f54fb2ee87e4b76ec91a91bee044f"),
            (3, 1_000_003, "75770cae7bccea3c8a8bf28b86363e462190579528f1e3aab6d74300be617f00"),
            (4, 4_194_321, "f1dbcb7f5d0d8913ac6a3d53ad5f5d8cc603c8a459f09123dcbd395213f86913"),
        ]
        for (seed, count, digest) in cases {
            let (accelerated, portable) = Self.bothDigests(of: Self.seededBytes(seed: seed, count: count)[...])
            XCTAssertEqual(Self.hex(accelerated), digest, "seed \(seed)")
            XCTAssertEqual(Self.hex(portable), digest, "seed \(seed)")
        }
    }

    func testOneMillionAsOnBothPaths() {
        let (accelerated, portable) = Self.bothDigests(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)[...])
        XCTAssertEqual(Self.hex(accelerated), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        XCTAssertEqual(Self.hex(portable), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testUnalignedPointersGiveTheSameDigest() {
        let bytes = Self.seededBytes(seed: 5, count: 4_096 + 16)
        let aligned = Self.digest(of: bytes[..<4_096])
        bytes.withUnsafeBytes { raw in
            for offset in 1..<16 {
                // The same 4096 bytes copied to start `offset` bytes into a fresh buffer.
                var shifted = [UInt8](repeating: 0, count: 4_096 + offset)
                shifted.replaceSubrange(offset..., with: raw[..<4_096])
                shifted.withUnsafeBytes { moved in
                    let (accelerated, portable) = Self.bothDigests(of: moved.baseAddress! + offset, count: 4_096)
                    XCTAssertEqual(accelerated, aligned, "offset \(offset)")
                    XCTAssertEqual(portable, aligned, "offset \(offset)")
                }
            }
        }
    }

    func testManyThreadsAtOnceAgree() {
        // The writer hashes through `parallelMap`; concurrent callers share the cached path choice.
        let buffers = (0..<32).map { Self.seededBytes(seed: 100 + UInt64($0), count: 10_000 + 7 * $0) }
        let expected = buffers.map { Self.bothDigests(of: $0[...]).portable }
        XCTAssertEqual(parallelMap(buffers) { Self.digest(of: $0[...]) }, expected)
    }

    // MARK: - Helpers

    /// Little-endian words of a 64-bit LCG, so Python can make the same bytes: see the digests above.
    private static func seededBytes(seed: UInt64, count: Int) -> [UInt8] {
        var state = seed
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 8)
        while bytes.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            withUnsafeBytes(of: state.littleEndian) { bytes += $0 }
        }
        return Array(bytes[..<count])
    }

    private static func digest(of bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.withUnsafeBytes { bothDigests(of: $0.baseAddress, count: $0.count).accelerated }
    }

    private static func bothDigests(of bytes: ArraySlice<UInt8>) -> (accelerated: [UInt8], portable: [UInt8]) {
        bytes.withUnsafeBytes { bothDigests(of: $0.baseAddress, count: $0.count) }
    }

    private static func bothDigests(of start: UnsafeRawPointer?, count: Int) -> (accelerated: [UInt8], portable: [UInt8]) {
        var accelerated = [UInt8](repeating: 0, count: 32), portable = [UInt8](repeating: 0, count: 32)
        csha256(start, count, &accelerated)
        csha256_portable(start, count, &portable)
        return (accelerated, portable)
    }

    private static func hex(_ digest: [UInt8]) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
    }
}
