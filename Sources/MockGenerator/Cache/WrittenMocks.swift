import ScaffoldCore
import SwiftSource

/// What the last write left on disk, kept beside the mocks as `.scaffold-mocks.written`: each mock's
/// render key and file stamp, and a hash of the manifest's bytes. When a mock's key is this run's and its
/// file still has its stamp, the file holds exactly this run's text and the manifest (unchanged too)
/// still records it, so a re-run reports it `identical` without reading, hashing or rendering it.
/// Anything else — a hand edit, a deleted or replaced file, another manifest — goes through the `Writer`
/// as usual. Separate from the cache, which is large, so refreshing stamps rewrites little.
struct WrittenMocks: Sendable, Equatable {
    static let fileName = ".scaffold-mocks.written"
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) written mocks 1" }

    /// Render key of each recorded mock, by root-relative path.
    var keys: [String: UInt64] = [:]
    var stamps = FileStamps()
    /// FNV-1a of the manifest as the write left it.
    var manifestHash: UInt64?

    /// The record at `path`, or nil when it is missing, damaged, or from another version.
    static func load(from path: String) -> WrittenMocks? {
        guard let bytes = POSIXFiles.contents(of: path) else { return nil }
        var reader = ByteReader(bytes[...])
        return try? decode(&reader)
    }

    func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.string(Self.currentVersion)
        writer.uint(UInt64(bitPattern: stamps.taken))
        writer.optional(manifestHash) { $0.uint($1) }
        writer.array(keys.keys.sorted()) { writer, path in
            writer.string(path)
            writer.uint(keys[path] ?? 0)
            writer.optional(stamps.files[path]) { writer, stamp in
                for value in [stamp.device, stamp.inode, UInt64(bitPattern: stamp.size),
                              UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed)] {
                    writer.uint(value)
                }
            }
        }
        return writer.bytes
    }

    private static func decode(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> WrittenMocks {
        guard try reader.string() == currentVersion else { throw ByteReader.Malformed() }
        var record = WrittenMocks()
        record.stamps.taken = Int64(bitPattern: try reader.uint())
        record.manifestHash = try reader.optional { reader throws(ByteReader.Malformed) in try reader.uint() }
        let count = try reader.int()
        for _ in 0..<count {
            let path = try reader.string()
            record.keys[path] = try reader.uint()
            record.stamps.files[path] = try reader.optional { reader throws(ByteReader.Malformed) in
                FileStamp(
                    device: try reader.uint(), inode: try reader.uint(), size: Int64(bitPattern: try reader.uint()),
                    modified: Int64(bitPattern: try reader.uint()), changed: Int64(bitPattern: try reader.uint())
                )
            }
        }
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
        return record
    }
}
