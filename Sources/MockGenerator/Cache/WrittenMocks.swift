import ScaffoldCore

/// What the last write left on disk, kept in the cache: each mock's render key and file stamp, and the SHA-256 of
/// the manifest's bytes. When a mock's key is this run's and its file still has its stamp, the file holds exactly
/// this run's text and the manifest (unchanged too) still records it, so a re-run reports it `identical` without
/// reading, hashing or rendering it. Anything else — a hand edit, a deleted or replaced file, another manifest —
/// goes through the `Writer` as usual.
struct WrittenMocks: Codable, Sendable, Equatable {
    /// Render key of each recorded mock, by root-relative path.
    var keys: [String: String] = [:]
    var stamps = FileStamps()
    /// SHA-256 of the manifest as the write left it.
    var manifestHash: String?

    init(keys: [String: String] = [:], stamps: FileStamps = FileStamps(), manifestHash: String? = nil) {
        self.keys = keys
        self.stamps = stamps
        self.manifestHash = manifestHash
    }

    /// Coded as `[manifestHash, taken, path, key, stamp, path, key, stamp, …]`: one path per mock instead of two
    /// dictionaries keyed by the same 3,000 paths. Decoding those dictionaries was half of `MocksCache.load` on an
    /// unchanged run (perf, release, synthetic corpus, 10 no-change runs: `WrittenMocks.init(from:)` 15.2% of the
    /// samples, `MocksCache.load` 30.9%). Coded this way: 7.9% and 25.3%, and `mocks.json` 1.22 → 1.10 MB.
    init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        self.init(manifestHash: try values.decodeIfPresent(String.self))
        stamps.taken = try values.decode(Int64.self)
        while !values.isAtEnd {
            let path = try values.decode(String.self)
            keys[path] = try values.decodeIfPresent(String.self)
            stamps.files[path] = try values.decodeIfPresent(FileStamp.self)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        try values.encode(manifestHash)
        try values.encode(stamps.taken)
        for path in Set(keys.keys).union(stamps.files.keys).sorted() {
            try values.encode(path)
            try values.encode(keys[path])
            try values.encode(stamps.files[path])
        }
    }
}
