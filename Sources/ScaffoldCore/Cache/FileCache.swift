import Foundation

/// What a command computed from each source file's bytes, kept between runs in one file under
/// `.scaffold/cache/` and trusted only for the bytes it was computed from (their SHA-256). The one cache in front
/// of parsing: `mocks` keeps each file's protocols here, `check` each file's findings. Deleting it costs only time.
///
/// A file whose `stat` is what it was when last read (`FileStamp`) is not read again, as git's index does: an
/// unchanged `scaffold mocks` of `make bench`'s app corpus (5,000 files, 44 MB) takes 0.10 s of CPU, not 0.18 s.
/// As in git, a stamp is trusted only when the file last changed well before the run that recorded it began
/// reading: a second edit within the same clock tick (same size, same times) would otherwise go unseen; such a
/// "racy" file is read and hashed again.
///
/// Lookups read a loaded snapshot and may run on any thread; results are recorded afterwards, on one thread. A
/// save keeps only the entries this run looked up or recorded, so files that left the tree leave the cache.
public struct FileCache<Value: Codable & Sendable>: Sendable {
    /// The cache file's name inside `.scaffold/cache/`.
    public let name: String
    /// Entries of another tool version or format are discarded whole, so a change to what `Value` records needs a
    /// new format.
    public let version: String
    /// When this run began reading source files (nanoseconds since 1970), saved with its entries.
    public let readAt: Int64

    /// Keyed by the paths' bytes (`PathKey`): two files whose paths are one `String` are two entries.
    private var loaded: [PathKey: Entry]
    /// When the run that saved `loaded` began reading; stamps of files changed after (or shortly before) it are racy.
    private var loadedReadAt: Int64 = 0
    private var kept: [PathKey: Entry] = [:]

    /// How long before a run began reading a file must have last changed for its stamp to be trusted: file times
    /// come from a coarse clock (a few milliseconds on Linux, whole seconds or two on some file systems), so an edit
    /// just after the read can carry the very same time.
    public static var racyWindow: Int64 { 2_000_000_000 }

    /// One file's value, the hash of the bytes it came from, and the file's stamp when they were read.
    public struct Entry: Sendable {
        public var hash: String
        public var value: Value
        public var stamp: FileStamp?
    }

    /// An empty cache (nothing kept yet, or `--no-cache`). `key` stands for settings the values depend on besides
    /// the file's bytes (what marks select a protocol): entries saved under another key are discarded whole.
    /// `readAt` is when this run begins reading the files it records (now, unless a test says otherwise).
    public init(name: String, format: Int, key: String = "", readAt: Int64 = FileStamp.now()) {
        self.name = name
        self.version = "scaffold \(ScaffoldVersion.current) \(name) \(format)" + (key.isEmpty ? "" : " \(key)")
        self.readAt = readAt
        self.loaded = [:]
    }

    /// The cache as the last run saved it; empty when missing, damaged or of another layout, version or key.
    public static func load(
        _ name: String, format: Int, key: String = "", from writer: Writer, readAt: Int64 = FileStamp.now()
    ) -> FileCache {
        var cache = FileCache(name: name, format: format, key: key, readAt: readAt)
        if let data = writer.readCache(name), let saved: (header: CacheFileFormat.Header, entries: [PathKey: Entry]) = CacheFileFormat.decode(data),
           saved.header.version == cache.version {
            cache.loaded = saved.entries
            cache.loadedReadAt = saved.header.readAt
        }
        return cache
    }

    /// The SHA-256 of a file's bytes, as entries are keyed.
    public static func hash(_ contents: some DataProtocol) -> String {
        ContentHash.hex(contents)
    }

    /// The value last computed for `path` when its bytes hashed to `hash`; nil when the file is new or changed.
    public func value(at path: String, hash: String) -> Value? {
        if let entry = kept[PathKey(path)] ?? loaded[PathKey(path)], entry.hash == hash { return entry.value }
        return nil
    }

    /// The hash and value recorded for `path` when its stamp was `stamp`, unless that stamp is racy; nil when the
    /// file must be read.
    public func entry(at path: String, stamp: FileStamp) -> Entry? {
        guard let entry = loaded[PathKey(path)], entry.stamp == stamp, isTrusted(stamp, readAt: loadedReadAt) else { return nil }
        return entry
    }

    /// Reads the file at `absolutePath` (cached as `path`) unless its stamp says it is unchanged. The stamp is
    /// taken before the bytes are read, so an edit in between shows as a changed stamp next time.
    public func read(_ path: String, at absolutePath: String) -> FileRead<Value> {
        read(path, at: absolutePath, stamp: FileSystem.stamp(of: absolutePath))
    }

    /// `read(_:at:)` with the file's stamp taken earlier by the caller (before this run began reading it, as a
    /// fingerprint of the run's inputs takes it), so each file is `stat`ed once.
    public func read(_ path: String, at absolutePath: String, stamp: FileStamp?) -> FileRead<Value> {
        if let stamp, let entry = entry(at: path, stamp: stamp) { return .unchanged(entry) }
        guard let data = FileSystem.contents(of: absolutePath) else { return .unreadable }
        let hash = Self.hash(data)
        return .read(data: data, hash: hash, stamp: stamp, cached: value(at: path, hash: hash))
    }

    /// Records what was computed (or reused) for `path` this run, with the file's stamp when it was read; only
    /// recorded entries are saved.
    public mutating func record(_ value: Value, at path: String, hash: String, stamp: FileStamp? = nil) {
        kept[PathKey(path)] = Entry(hash: hash, value: value, stamp: stamp)
    }

    /// The value for `path` from the cache when its bytes are unchanged, else from `compute`; recorded either way.
    public mutating func value(at path: String, contents: Data, compute: (Data) throws -> Value) rethrows -> Value {
        let hash = Self.hash(contents)
        let value = try value(at: path, hash: hash) ?? compute(contents)
        record(value, at: path, hash: hash)
        return value
    }

    /// The paths the cache held when it was loaded: a run that records the same paths, each unchanged, need not save it.
    public var loadedPaths: Dictionary<PathKey, Entry>.Keys { loaded.keys }

    /// The paths recorded this run.
    public var recordedPaths: Dictionary<PathKey, Entry>.Keys { kept.keys }

    /// The bytes a save writes: this run's entries.
    public func encoded() -> Data {
        CacheFileFormat.encode(CacheFileFormat.Header(version: version, readAt: readAt), entries: kept)
    }

    /// Saves this run's entries through the writer (atomic; `.scaffold/cache/` is ignored by git).
    public func save(with writer: Writer) throws(ScaffoldError) {
        try writer.saveCache(name, encoded())
    }

    /// Whether a stamp recorded by a run that began reading at `readAt` can stand for the file's bytes.
    func isTrusted(_ stamp: FileStamp, readAt: Int64) -> Bool {
        stamp.lastChange &+ Self.racyWindow < readAt
    }
}

/// One file read through a `FileCache`.
public enum FileRead<Value: Codable & Sendable>: Sendable {
    /// Its stamp is the one recorded: the recorded hash and value stand for its bytes, which were not read.
    case unchanged(FileCache<Value>.Entry)
    /// Its bytes, with their hash, the stamp taken before reading, and the value the cache holds for these bytes
    /// (nil when they are new).
    case read(data: Data, hash: String, stamp: FileStamp?, cached: Value?)
    /// It cannot be read.
    case unreadable
}

extension FileCache where Value: Equatable {
    /// Whether saving would write what the last run saved: every entry recorded again with the same hash and
    /// value, and no other. A run that changed nothing then need not save.
    public var isUnchanged: Bool {
        kept.count == loaded.count && kept.allSatisfy { path, entry in
            guard let last = loaded[path], last.hash == entry.hash, last.value == entry.value, last.stamp == entry.stamp else { return false }
            // A stamp that was racy is saved again when this run's later start makes it trustworthy.
            return entry.stamp.map { isTrusted($0, readAt: loadedReadAt) || !isTrusted($0, readAt: readAt) } ?? true
        }
    }
}
