/// FNV-1a, 64 bits: tells whether a file changed since the cache was written. Not a cryptographic hash;
/// a collision would only make the cache reuse an old parse, and SHA-256 costs too much on the no-change path.
enum FastHash {
    static func fnv1a(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { fnv1a($0) }
    }
}
