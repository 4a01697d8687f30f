/// SHA-256 (FIPS 180-4) in pure Swift, so manifest hashes need no crypto package on Linux.
public enum SHA256 {
    /// Lowercase hexadecimal digest of `data`.
    public static func hex(_ data: some Collection<UInt8>) -> String {
        let digest = digest(data)
        return String(unsafeUninitializedCapacity: 64) { text in
            let digits: StaticString = "0123456789abcdef"
            for (index, byte) in digest.enumerated() {
                text[2 * index] = digits.utf8Start[Int(byte >> 4)]
                text[2 * index + 1] = digits.utf8Start[Int(byte & 0x0f)]
            }
            return 64
        }
    }

    /// The 32-byte digest of `data`.
    public static func digest(_ data: some Collection<UInt8>) -> [UInt8] {
        // Hashing straight from contiguous storage avoids copying every file the writer reads.
        if let result = data.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        return Array(data).withUnsafeBytes { hash($0) }
    }

    private static func hash(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        var state = State()
        // The closures wrap all blocks: a closure inside `compress` would keep its working variables in memory.
        roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                state.consume(input, schedule: schedule.baseAddress!, constants: constants.baseAddress!)
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(32)
        for word in [state.h0, state.h1, state.h2, state.h3, state.h4, state.h5, state.h6, state.h7] {
            output.append(UInt8(truncatingIfNeeded: word >> 24))
            output.append(UInt8(truncatingIfNeeded: word >> 16))
            output.append(UInt8(truncatingIfNeeded: word >> 8))
            output.append(UInt8(truncatingIfNeeded: word))
        }
        return output
    }

    /// The eight chaining words as plain stored properties: an array here costs a uniqueness check per block.
    private struct State {
        var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372, h3: UInt32 = 0xa54f_f53a
        var h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c, h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19

        /// Every block of `input`, then the padded tail: the last partial block, 0x80, zeros and the bit length.
        mutating func consume(_ input: UnsafeRawBufferPointer, schedule: UnsafeMutablePointer<UInt32>, constants: UnsafePointer<UInt32>) {
            let fullBlocks = input.count / 64
            if let base = input.baseAddress {
                for block in 0..<fullBlocks { compress(base + block * 64, schedule, constants) }
            }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                let rest = input.count - fullBlocks * 64
                let tailCount = rest < 56 ? 64 : 128
                tail.initialize(repeating: 0)
                for index in 0..<rest { tail[index] = input[fullBlocks * 64 + index] }
                tail[rest] = 0x80
                let bitLength = UInt64(input.count) &* 8
                for index in 0..<8 { tail[tailCount - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * index)) }
                let tailBase = UnsafeRawPointer(tail.baseAddress!)
                for block in 0..<(tailCount / 64) { compress(tailBase + block * 64, schedule, constants) }
            }
        }

        /// One 64-byte block at `block`. The rounds go eight at a time with the variables' roles rotated
        /// instead of their values moved, which keeps them in registers.
        mutating func compress(_ block: UnsafeRawPointer, _ w: UnsafeMutablePointer<UInt32>, _ k: UnsafePointer<UInt32>) {
            for t in 0..<16 {
                w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
            }
            for t in 16..<64 {
                let x = w[t - 15], y = w[t - 2]
                let s0 = Self.rotate(x, 7) ^ Self.rotate(x, 18) ^ (x &>> 3)
                let s1 = Self.rotate(y, 17) ^ Self.rotate(y, 19) ^ (y &>> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
            for t in stride(from: 0, to: 64, by: 8) {
                Self.round(a, b, c, &d, e, f, g, &h, k[t] &+ w[t])
                Self.round(h, a, b, &c, d, e, f, &g, k[t + 1] &+ w[t + 1])
                Self.round(g, h, a, &b, c, d, e, &f, k[t + 2] &+ w[t + 2])
                Self.round(f, g, h, &a, b, c, d, &e, k[t + 3] &+ w[t + 3])
                Self.round(e, f, g, &h, a, b, c, &d, k[t + 4] &+ w[t + 4])
                Self.round(d, e, f, &g, h, a, b, &c, k[t + 5] &+ w[t + 5])
                Self.round(c, d, e, &f, g, h, a, &b, k[t + 6] &+ w[t + 6])
                Self.round(b, c, d, &e, f, g, h, &a, k[t + 7] &+ w[t + 7])
            }
            h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
            h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
        }

        /// One round: `d` becomes the next `e`, `h` the next `a`.
        @inline(__always)
        private static func round(
            _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
            _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ constantAndWord: UInt32
        ) {
            let t1 = h &+ (Self.rotate(e, 6) ^ Self.rotate(e, 11) ^ Self.rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ constantAndWord
            let t2 = (Self.rotate(a, 2) ^ Self.rotate(a, 13) ^ Self.rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            d &+= t1
            h = t1 &+ t2
        }

        @inline(__always)
        private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
            (value &>> count) | (value &<< (32 &- count))
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
