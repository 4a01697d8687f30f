import Foundation

/// How a `FileCache` is laid out on disk: a versioned binary file of one record per source file (path, hash, stamp,
/// and the index of its value), with the distinct values once each, as one JSON array. Most files of an app give
/// the same value (no mark, no protocol), so an app's 5,000 entries hold a few hundred values: on `make bench`'s
/// app corpus loading it takes a third of the time decoding the same entries as one JSON document took (30 ms
/// against 90 ms of CPU, under `perf`).
///
/// Anything unexpected (another layout, a cut-off file, bytes that do not decode) reads as no cache at all.
enum CacheFileFormat {
    /// The first line of every cache file; a new layout gets a new number, and older files then read as none.
    static let magic = Array("scaffold cache 2\n".utf8)

    /// What a cache file holds besides its entries.
    struct Header: Equatable {
        /// `FileCache.version`: the tool version, the cache's name and format, and its key.
        var version: String
        /// When the run that saved it began reading source files (nanoseconds since 1970).
        var readAt: Int64
    }

    static func encode<Value: Encodable & Sendable>(_ header: Header, entries: [PathKey: FileCache<Value>.Entry]) -> Data {
        let entries = Array(entries)
        let encoded = encodedValues(entries.map(\.value.value))
        var values: [Data] = []
        var indices: [Data: UInt32] = [:]
        var bytes = ByteWriter()
        bytes.append(magic)
        bytes.append(header.version)
        bytes.append(header.readAt)
        bytes.append(UInt32(entries.count))
        for ((path, entry), value) in zip(entries, encoded) {
            let index = indices[value] ?? {
                values.append(value)
                indices[value] = UInt32(values.count - 1)
                return UInt32(values.count - 1)
            }()
            bytes.append(path.path)
            bytes.append(entry.hash)
            bytes.append(entry.stamp)
            bytes.append(index)
        }
        var array = Data("[".utf8)
        for (offset, value) in values.enumerated() {
            if offset > 0 { array.append(UInt8(ascii: ",")) }
            array.append(value)
        }
        array.append(UInt8(ascii: "]"))
        bytes.append(UInt32(array.count))
        var data = Data(bytes.bytes)
        data.append(array)
        return data
    }

    /// Each value as JSON, on every core in slices of a few hundred (one encoder a slice): encoding `check`'s
    /// 4,500 outcomes one after the other was the longest stretch of a cold run on one core.
    private static func encodedValues<Value: Encodable & Sendable>(_ values: [Value]) -> [Data] {
        let slice = 256
        let slices = stride(from: 0, to: values.count, by: slice).map { $0..<min($0 + slice, values.count) }
        return parallelMap(slices) { range -> [Data] in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            // Every cached value holds strings, numbers, booleans and collections of them: it cannot fail to encode.
            return range.map { (try? encoder.encode(values[$0])) ?? Data("null".utf8) }
        }.flatMap { $0 }
    }

    /// The header and entries of a cache file; nil when the bytes are not a cache of this layout.
    static func decode<Value: Decodable>(_ data: Data) -> (header: Header, entries: [PathKey: FileCache<Value>.Entry])? {
        data.withUnsafeBytes { buffer -> (Header, [PathKey: FileCache<Value>.Entry])? in
            var reader = ByteReader(buffer)
            guard reader.bytes(magic.count)?.elementsEqual(magic) == true,
                  let version = reader.string(), let readAt = reader.int64(), let count = reader.uint32() else { return nil }
            var records: [(path: String, hash: String, stamp: FileStamp?, index: Int)] = []
            records.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let path = reader.string(), let hash = reader.string(), let stamp = reader.stamp(),
                      let index = reader.uint32() else { return nil }
                records.append((path, hash, stamp, Int(index)))
            }
            guard let length = reader.uint32(), let json = reader.bytes(Int(length)), reader.isAtEnd,
                  let values = try? JSONDecoder().decode([Value].self, from: Data(json)) else { return nil }
            var entries: [PathKey: FileCache<Value>.Entry] = [:]
            entries.reserveCapacity(records.count)
            for record in records {
                guard values.indices.contains(record.index) else { return nil }
                entries[PathKey(record.path)] = FileCache.Entry(hash: record.hash, value: values[record.index], stamp: record.stamp)
            }
            return (Header(version: version, readAt: readAt), entries)
        }
    }
}

/// Little-endian integers and length-prefixed UTF-8 strings, appended.
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func append(_ raw: [UInt8]) { bytes += raw }

    mutating func append<Integer: FixedWidthInteger>(_ value: Integer) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func append(_ text: String) {
        append(UInt32(text.utf8.count))
        bytes += text.utf8
    }

    /// A presence byte, then the stamp's five numbers.
    mutating func append(_ stamp: FileStamp?) {
        guard let stamp else { return append(UInt8(0)) }
        append(UInt8(1))
        append(stamp.device)
        append(stamp.inode)
        append(stamp.size)
        append(stamp.modified)
        append(stamp.changed)
    }
}

/// Reads what `ByteWriter` wrote; every read is nil past the end.
private struct ByteReader {
    let buffer: UnsafeRawBufferPointer
    var offset = 0

    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    var isAtEnd: Bool { offset == buffer.count }

    mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
        guard count >= 0, buffer.count - offset >= count else { return nil }
        defer { offset += count }
        return buffer[offset..<offset + count]
    }

    mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
        guard let raw = bytes(MemoryLayout<Integer>.size) else { return nil }
        return Integer(littleEndian: raw.loadUnaligned(as: Integer.self))
    }

    mutating func uint32() -> UInt32? { integer(UInt32.self) }
    mutating func int64() -> Int64? { integer(Int64.self) }

    mutating func string() -> String? {
        guard let count = uint32(), let raw = bytes(Int(count)) else { return nil }
        return String(decoding: raw, as: UTF8.self)
    }

    /// nil past the end or on a bad presence byte; `.some(nil)` for an entry saved without a stamp.
    mutating func stamp() -> FileStamp?? {
        guard let present = integer(UInt8.self) else { return nil }
        guard present == 1 else { return present == 0 ? .some(nil) : nil }
        guard let device = integer(UInt64.self), let inode = integer(UInt64.self), let size = int64(),
              let modified = int64(), let changed = int64() else { return nil }
        return FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
    }
}
