/// SHA-256 (FIPS 180-4) in plain Swift, for platforms without CryptoKit (Linux): what `ContentHash` uses there
/// instead of swift-crypto, whose BoringSSL every build from source on Linux compiled (several hundred C files) for
/// this one function. Scalar code: several times slower than BoringSSL's with the CPU's SHA instructions.
struct PortableSHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
    /// Bytes of an unfinished block (fewer than 64).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        length &+= UInt64(bytes.count)
        var start = 0
        if !pending.isEmpty {
            start = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: start))
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBytes { compress($0.baseAddress!, blocks: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - start) / 64
        compress(base + start, blocks: whole)
        pending.append(contentsOf: UnsafeRawBufferPointer(start: base + start + whole * 64, count: bytes.count - start - whole * 64))
    }

    /// The 32 bytes of the digest.
    mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        tail.withUnsafeBytes { compress($0.baseAddress!, blocks: tail.count / 64) }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    @inline(__always) private static func rotate(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }

    /// The compression function over `blocks` 64-byte blocks at `base`, with the state in locals.
    private mutating func compress(_ base: UnsafeRawPointer, blocks: Int) {
        guard blocks > 0 else { return }
        var (h0, h1, h2, h3, h4, h5, h6, h7) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        Self.roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for block in 0..<blocks {
                    let bytes = base + block * 64
                    for i in 0..<16 { w[i] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
                    for i in 16..<64 {
                        let s0 = Self.rotate(w[i - 15], 7) ^ Self.rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                        let s1 = Self.rotate(w[i - 2], 17) ^ Self.rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for i in 0..<64 {
                        let s1 = Self.rotate(e, 6) ^ Self.rotate(e, 11) ^ Self.rotate(e, 25)
                        let t1 = h &+ s1 &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                        let s0 = Self.rotate(a, 2) ^ Self.rotate(a, 13) ^ Self.rotate(a, 22)
                        let t2 = s0 &+ ((a & b) ^ (a & c) ^ (b & c))
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                    (h0, h1, h2, h3, h4, h5, h6, h7) = (h0 &+ a, h1 &+ b, h2 &+ c, h3 &+ d, h4 &+ e, h5 &+ f, h6 &+ g, h7 &+ h)
                }
            }
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
    }
}
