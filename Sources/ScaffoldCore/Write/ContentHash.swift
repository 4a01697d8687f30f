import Crypto
import Foundation

/// SHA-256 (swift-crypto), the one hash scaffold uses: for the manifest's record of what it wrote, and for the
/// mocks cache's keys (file contents, render inputs, a run's inputs).
public enum ContentHash {
    /// Lowercase hexadecimal digest of `data`.
    public static func hex(_ data: some DataProtocol) -> String {
        SHA256.hash(data: data).hexDigits
    }

    /// Lowercase hexadecimal digest of several parts, each length-prefixed so `["ab", "c"]` and `["a", "bc"]` differ.
    public static func hex(parts: [String]) -> String {
        var hasher = SHA256()
        for part in parts {
            var length = UInt64(part.utf8.count).littleEndian
            withUnsafeBytes(of: &length) { hasher.update(bufferPointer: $0) }
            hasher.update(data: Array(part.utf8))
        }
        return hasher.finalize().hexDigits
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
