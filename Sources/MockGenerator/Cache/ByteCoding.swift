/// Takes values in the cache's compact format: LEB128 integers, length-prefixed UTF-8. `ByteWriter` keeps
/// the bytes; `StreamHash` hashes them as they come, so a key of a model costs no buffer.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeRawBufferPointer)
}

extension ByteSink {
    mutating func int(_ value: Int) { uint(UInt64(max(value, 0))) }

    mutating func uint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            append(contentsOf: UnsafeRawBufferPointer(utf8))
        }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout Self, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout Self, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

    /// Bytes already in this format (a nested encoding), length first.
    mutating func raw(_ value: ArraySlice<UInt8>) {
        int(value.count)
        value.withUnsafeBytes { append(contentsOf: $0) }
    }
}

/// Appends values to a byte buffer in the cache's compact format.
/// JSONEncoder/JSONDecoder cost more than parsing the sources, so the cache does not use them.
struct ByteWriter: ByteSink {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    mutating func append(contentsOf bytes: UnsafeRawBufferPointer) { self.bytes.append(contentsOf: bytes) }
}

/// Reads what `ByteWriter` wrote; any truncation or nonsense throws, and the caller discards the cache.
struct ByteReader {
    struct Malformed: Error {}

    private let bytes: ArraySlice<UInt8>
    private var index: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    var isAtEnd: Bool { index == bytes.endIndex }

    mutating func uint() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard index < bytes.endIndex, shift < 64 else { throw Malformed() }
            let byte = bytes[index]
            index += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(Malformed) -> Int {
        let value = try uint()
        guard value <= UInt64(Int.max) else { throw Malformed() }
        return Int(value)
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard index < bytes.endIndex, bytes[index] <= 1 else { throw Malformed() }
        defer { index += 1 }
        return bytes[index] == 1
    }

    mutating func raw() throws(Malformed) -> ArraySlice<UInt8> {
        let count = try int()
        guard count <= bytes.endIndex - index else { throw Malformed() }
        defer { index += count }
        return bytes[index..<(index + count)]
    }

    mutating func string() throws(Malformed) -> String {
        let slice = try raw()
        return slice.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    mutating func optional<T>(_ read: (inout ByteReader) throws(Malformed) -> T) throws(Malformed) -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout ByteReader) throws(Malformed) -> T) throws(Malformed) -> [T] {
        let count = try int()
        guard count <= bytes.endIndex - index else { throw Malformed() }
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    mutating func strings() throws(Malformed) -> [String] { try array { reader throws(Malformed) in try reader.string() } }
}
