import Foundation

/// What a command computed from each source file's bytes, kept between runs in one file under
/// `.scaffold/cache/` and trusted only for the bytes it was computed from (their SHA-256). The one cache in front
/// of parsing: `mocks` keeps each file's protocols here, `check` each file's findings. Deleting it costs only time.
///
/// Lookups read a loaded snapshot and may run on any thread; results are recorded afterwards, on one thread. A
/// save keeps only the entries this run looked up or recorded, so files that left the tree leave the cache.
public struct FileCache<Value: Codable & Sendable>: Sendable {
    /// The cache file's name inside `.scaffold/cache/`.
    public let name: String
    /// Entries of another tool version or format are discarded whole, so a change to what `Value` records needs a
    /// new format.
    public let version: String

    private var loaded: [String: Entry]
    private var kept: [String: Entry] = [:]

    /// One file's value and the hash of the bytes it came from.
    public struct Entry: Codable, Sendable {
        public var hash: String
        public var value: Value
    }

    private struct Stored: Codable {
        var version: String
        var entries: [String: Entry]
    }

    /// An empty cache (nothing kept yet, or `--no-cache`). `key` stands for settings the values depend on besides
    /// the file's bytes (what marks select a protocol): entries saved under another key are discarded whole.
    public init(name: String, format: Int, key: String = "") {
        self.name = name
        self.version = "scaffold \(ScaffoldVersion.current) \(name) \(format)" + (key.isEmpty ? "" : " \(key)")
        self.loaded = [:]
    }

    /// The cache as the last run saved it; empty when missing, damaged or of another version or key.
    public static func load(_ name: String, format: Int, key: String = "", from writer: Writer) -> FileCache {
        var cache = FileCache(name: name, format: format, key: key)
        if let data = writer.readCache(name),
           let stored = try? JSONDecoder().decode(Stored.self, from: data),
           stored.version == cache.version {
            cache.loaded = stored.entries
        }
        return cache
    }

    /// The SHA-256 of a file's bytes, as entries are keyed.
    public static func hash(_ contents: some DataProtocol) -> String {
        ContentHash.hex(contents)
    }

    /// The value last computed for `path` when its bytes hashed to `hash`; nil when the file is new or changed.
    public func value(at path: String, hash: String) -> Value? {
        if let entry = kept[path] ?? loaded[path], entry.hash == hash { return entry.value }
        return nil
    }

    /// Records what was computed (or reused) for `path` this run; only recorded entries are saved.
    public mutating func record(_ value: Value, at path: String, hash: String) {
        kept[path] = Entry(hash: hash, value: value)
    }

    /// The value for `path` from the cache when its bytes are unchanged, else from `compute`; recorded either way.
    public mutating func value(at path: String, contents: Data, compute: (Data) throws -> Value) rethrows -> Value {
        let hash = Self.hash(contents)
        let value = try value(at: path, hash: hash) ?? compute(contents)
        record(value, at: path, hash: hash)
        return value
    }

    /// The paths the cache held when it was loaded: a run that records the same paths, each unchanged, need not save it.
    public var loadedPaths: Dictionary<String, Entry>.Keys { loaded.keys }

    /// The paths recorded this run.
    public var recordedPaths: Dictionary<String, Entry>.Keys { kept.keys }

    /// The bytes a save writes: this run's entries.
    public func encoded() -> Data {
        Writer.cacheJSON(Stored(version: version, entries: kept))
    }

    /// Saves this run's entries through the writer (atomic; `.scaffold/cache/` is ignored by git).
    public func save(with writer: Writer) throws(ScaffoldError) {
        try writer.saveCache(name, encoded())
    }
}

extension FileCache where Value: Equatable {
    /// Whether saving would write what the last run saved: every entry recorded again with the same hash and
    /// value, and no other. A run that changed nothing then need not save.
    public var isUnchanged: Bool {
        kept.count == loaded.count && kept.allSatisfy { path, entry in
            loaded[path].map { $0.hash == entry.hash && $0.value == entry.value } ?? false
        }
    }
}
