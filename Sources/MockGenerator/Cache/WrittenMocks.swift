import ScaffoldCore

/// What the last write left on disk, kept beside the cache (`MocksCache.recordFileName`): each mock's render key and the digest of its file's stamp,
/// and the SHA-256 of the manifest's bytes. When a mock's key is this run's and its file still has its stamp, the
/// file holds exactly this run's text and the manifest (unchanged too) still records it, so a re-run reports it
/// `identical` without reading, hashing or rendering it. Anything else — a hand edit, a deleted or replaced file,
/// another manifest — goes through the `Writer` as usual.
struct WrittenMocks: Sendable, Equatable {
    /// Render key of each recorded mock, by root-relative path.
    var keys: [String: String] = [:]
    /// `FileStamp.digest` of each recorded mock's file, for files stamped after their write had settled (see
    /// `FileStamps.settled`); a mock stamped in the tick of its write is recorded without one and is not vouched for.
    var digests: [String: Int64] = [:]
    /// SHA-256 of the manifest as the write left it.
    var manifestHash: String?

    /// Whether the file at `path` is recorded with this run's `key` and still has the stamp it was recorded with.
    func vouches(for path: String, key: String, current: FileStamp?) -> Bool {
        guard keys[path] == key, let digest = digests[path], let current else { return false }
        return current.digest == digest
    }
}

extension WrittenMocks {
    /// The record as the cache saves it: `[manifestHash, path, digest, path, digest, …]`, without the keys. The
    /// record only ever holds mocks of the run the cache's `lastRun` describes, written with that run's keys
    /// (`MocksResult.write` saves both, and the record names that run), so `MocksCache` takes the keys from there. Saved with its keys
    /// and a five-number stamp per mock, decoding the record was a third of decoding the cache, which is a quarter
    /// of an unchanged run (perf, release, synthetic corpus, 3,000 mocks: `WrittenMocks.init(from:)` 8.7% of the
    /// samples, `MocksCache.load` 26.4%). Saved this way: the record's decoding 5% of the samples (`Saved`
    /// 2.4%, `record(keys:)` 2.7%), and `mocks.json` 1.07 → 0.70 MB.
    struct Saved: Codable {
        var digests: [String: Int64?] = [:]
        var manifestHash: String?

        init(_ record: WrittenMocks) {
            manifestHash = record.manifestHash
            for path in record.keys.keys { digests[path] = .some(record.digests[path]) }
        }

        init(from decoder: any Decoder) throws {
            var values = try decoder.unkeyedContainer()
            manifestHash = try values.decodeIfPresent(String.self)
            while !values.isAtEnd {
                let path = try values.decode(String.self)
                digests[path] = .some(try values.decodeIfPresent(Int64.self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            var values = encoder.unkeyedContainer()
            try values.encode(manifestHash)
            for (path, digest) in digests.sorted(by: { $0.key < $1.key }) {
                try values.encode(path)
                try values.encode(digest)
            }
        }

        /// The record, with each path's key from the last run's mocks; paths that run has no mock at are dropped.
        func record(keys: [String: String]) -> WrittenMocks {
            var record = WrittenMocks(manifestHash: manifestHash)
            for (path, digest) in digests {
                guard let key = keys[path] else { continue }
                record.keys[path] = key
                record.digests[path] = digest
            }
            return record
        }
    }
}
