import Crypto

/// What `lstat` says about a regular file: device, inode, size, and modification and change times.
/// Any write to the file, a `touch`, or a replacement by another file changes at least one of them
/// (the change time cannot be set back by anyone), so an equal stamp later means nobody wrote the file
/// since — provided the stamp was taken after the file's last change had settled (see `FileStamps`).
public struct FileStamp: Codable, Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    /// Nanoseconds since 1970 on the file system's clock.
    public var modified: Int64
    public var changed: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// Coded as `[device, inode, size, modified, changed]`: the mocks cache holds one stamp per mock, and an
    /// unchanged `scaffold mocks` run is mostly the decoding of that cache, where keyed containers cost far more
    /// than unkeyed ones.
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        self.init(
            device: try values.decode(UInt64.self), inode: try values.decode(UInt64.self), size: try values.decode(Int64.self),
            modified: try values.decode(Int64.self), changed: try values.decode(Int64.self)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        try values.encode(device)
        try values.encode(inode)
        try values.encode(size)
        try values.encode(modified)
        try values.encode(changed)
    }

    /// The stamp as one number, for records that only ask whether a file still has it: the first eight bytes of
    /// the SHA-256 of its fields. Two different stamps share one with odds of one in 2⁶⁴.
    public var digest: Int64 {
        var hasher = SHA256()
        for field in [Int64(bitPattern: device), Int64(bitPattern: inode), size, modified, changed] {
            withUnsafeBytes(of: field.littleEndian) { hasher.update(bufferPointer: $0) }
        }
        return hasher.finalize().withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }
    }
}

/// Stamps of files taken together, and the file system's own time from just before they were taken.
///
/// File times come from a clock that ticks coarsely: a write in the same tick as the stamp would leave
/// the times unchanged. A stamp is therefore trusted only when the file's times are older than `taken`,
/// which any later write's times cannot be.
public struct FileStamps: Codable, Hashable, Sendable {
    /// Nanoseconds since 1970 on the file system's clock; 0 trusts nothing.
    public var taken: Int64
    /// By root-relative path.
    public var files: [String: FileStamp]

    public init(taken: Int64 = 0, files: [String: FileStamp] = [:]) {
        self.taken = taken
        self.files = files
    }

    /// The stamp of the file at `path` if it was taken after the file's last change had settled: an equal stamp
    /// later then means nobody wrote the file since. Nil for a file stamped in the tick of its last change.
    public func settled(_ path: String) -> FileStamp? {
        guard let stamp = files[path], stamp.modified < taken, stamp.changed < taken else { return nil }
        return stamp
    }
}
