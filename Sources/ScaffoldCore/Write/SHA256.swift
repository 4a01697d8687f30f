import CSHA256

/// SHA-256 (FIPS 180-4) through the CPU's SHA instructions where present, with no crypto package on Linux.
public enum SHA256 {
    /// Lowercase hexadecimal digest of `data`.
    public static func hex(_ data: some Collection<UInt8>) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digest in
            hash(data, into: digest.baseAddress!)
            return String(unsafeUninitializedCapacity: 64) { text in
                let digits: StaticString = "0123456789abcdef"
                for (index, byte) in digest.enumerated() {
                    text[2 * index] = digits.utf8Start[Int(byte >> 4)]
                    text[2 * index + 1] = digits.utf8Start[Int(byte & 0x0f)]
                }
                return 64
            }
        }
    }

    /// The 32-byte digest of `data`.
    public static func digest(_ data: some Collection<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: 32) { digest, count in
            hash(data, into: digest.baseAddress!)
            count = 32
        }
    }

    private static func hash(_ data: some Collection<UInt8>, into digest: UnsafeMutablePointer<UInt8>) {
        // Hashing straight from contiguous storage avoids copying every file the writer reads.
        let hashed: Void? = data.withContiguousStorageIfAvailable { bytes in
            csha256(bytes.baseAddress, bytes.count, digest)
        }
        if hashed == nil {
            Array(data).withUnsafeBytes { csha256($0.baseAddress, $0.count, digest) }
        }
    }
}
