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
}
