#if canImport(CryptoKit)
import CryptoKit
#endif
import Foundation

/// SHA-256, the one hash scaffold uses: for the manifest's record of what it wrote, the caches' keys (file contents,
/// render inputs, a run's inputs) and the Xcode project's object identifiers. CryptoKit's where the system has it
/// (Apple's platforms, with the CPU's SHA instructions); elsewhere `PortableSHA256`, so no build compiles a
/// cryptography library for one hash function.
public enum ContentHash {
    /// Lowercase hexadecimal digest of `data`.
    public static func hex(_ data: some DataProtocol) -> String {
        var hasher = Hasher()
        for region in data.regions { region.withUnsafeBytes { hasher.update($0) } }
        return hasher.finalize().hexDigits
    }

    /// Lowercase hexadecimal digest of several parts, each length-prefixed so `["ab", "c"]` and `["a", "bc"]` differ.
    public static func hex(parts: [String]) -> String {
        var hasher = Hasher()
        for part in parts {
            withUnsafeBytes(of: UInt64(part.utf8.count).littleEndian) { hasher.update($0) }
            hasher.update(Array(part.utf8))
        }
        return hasher.finalize().hexDigits
    }

    /// The digest of raw bytes fed in pieces.
    public struct Hasher {
        #if canImport(CryptoKit)
        private var hasher = CryptoKit.SHA256()
        #else
        private var hasher = PortableSHA256()
        #endif

        public init() {}

        public mutating func update(_ bytes: UnsafeRawBufferPointer) {
            #if canImport(CryptoKit)
            hasher.update(bufferPointer: bytes)
            #else
            hasher.update(bytes)
            #endif
        }

        public mutating func update(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { update($0) }
        }

        /// The 32 bytes of the digest.
        public mutating func finalize() -> [UInt8] {
            #if canImport(CryptoKit)
            Array(hasher.finalize())
            #else
            hasher.finalize()
            #endif
        }
    }
}

extension Sequence<UInt8> {
    /// `ba7816bf…`: two lowercase digits a byte.
    var hexDigits: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
