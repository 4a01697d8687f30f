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

/// A 64-bit hash of a byte stream taken eight bytes at a time, with xxHash64's round and final mix: render
/// keys hash a whole model per mock, where FNV-1a's multiply per byte (and the buffer to feed it) cost more
/// than the rest of deciding whether to render. Chunking does not matter, only the bytes and their count.
/// Not cryptographic: a collision would reuse a mock rendered from other inputs.
struct StreamHash: ByteSink {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private var state: UInt64 = StreamHash.prime5
    /// Bytes not yet mixed in, the first in the lowest bits.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    private var length: UInt64 = 0

    mutating func append(_ byte: UInt8) {
        length &+= 1
        absorb(UInt64(byte), count: 1)
    }

    mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var index = 0
        while bytes.count - index >= 8 {
            absorb(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)), count: 8)
            index += 8
        }
        guard index < bytes.count else { return }
        var tail: UInt64 = 0
        for offset in 0..<(bytes.count - index) {
            tail |= UInt64(bytes[index + offset]) &<< UInt64(offset * 8)
        }
        absorb(tail, count: bytes.count - index)
    }

    /// Adds `count` (1...8) bytes held in the low bits of `chunk`: most strings of a model are shorter than a
    /// word, so they are combined with what is pending by shifts, never byte by byte.
    private mutating func absorb(_ chunk: UInt64, count: Int) {
        guard pendingCount != 0 else {
            if count == 8 { mix(chunk) } else { (pending, pendingCount) = (chunk, count) }
            return
        }
        let shift = UInt64(pendingCount * 8)
        let combined = pending | (chunk &<< shift)
        if pendingCount + count >= 8 {
            mix(combined)
            pending = chunk &>> (64 - shift)
            pendingCount += count - 8
        } else {
            pending = combined
            pendingCount += count
        }
    }

    /// The hash of everything appended so far.
    func finish() -> UInt64 {
        var hash = state &+ length
        // The last bytes (at most seven) with their count above them, so a short tail never reads as zeros.
        hash ^= Self.round(0, pending | (UInt64(pendingCount) << 56))
        hash = Self.rotate(hash, 27) &* Self.prime1 &+ Self.prime4
        hash ^= hash >> 33
        hash &*= Self.prime2
        hash ^= hash >> 29
        hash &*= Self.prime3
        hash ^= hash >> 32
        return hash
    }

    private mutating func mix(_ lane: UInt64) {
        state ^= Self.round(0, lane)
        state = Self.rotate(state, 27) &* Self.prime1 &+ Self.prime4
    }

    private static func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
        rotate(accumulator &+ lane &* prime2, 31) &* prime1
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value &<< count) | (value &>> (64 - count))
    }
}
