import Foundation

/// The base of a merge recovered from the project's git history: a committed version of the file whose SHA-256 is the
/// manifest's — what scaffold wrote there, as it was committed before anyone edited it. For projects generated before
/// scaffold kept its bases (`MergeBase`) and upgraded by a scaffold that renders them differently, where rendering the
/// recorded spec again no longer gives the bytes that were written.
///
/// Reads only: `git log` for the blobs each path has had (newest first, on every branch), then `git cat-file` for each
/// until one matches. Outside a repository, or with git failing, it finds nothing.
struct GitHistoryBase {
    let git: String
    /// The project root; it may be a folder of a larger repository.
    let root: String
    /// Versions read per path at most, newest first: the base is the last version scaffold wrote, never far back.
    static let versionsPerPath = 40

    /// For each path whose history has a version with the wanted SHA-256, that version's bytes.
    func find(_ wanted: [String: String]) -> [String: Data] {
        guard !wanted.isEmpty else { return [:] }
        let arguments = ["-c", "core.quotePath=false", "log", "--all", "--relative", "--raw", "--no-abbrev", "--no-renames", "--format=", "--"] + wanted.keys.sorted()
        guard let (status, output) = GitProcess.run(git, arguments, in: root), status == 0 else { return [:] }
        var found: [String: Data] = [:]
        for (path, blobs) in Self.blobs(inRawLog: String(decoding: output, as: UTF8.self)) {
            guard let hash = wanted[path] else { continue }
            for blob in blobs.prefix(Self.versionsPerPath) {
                guard let (status, data) = GitProcess.run(git, ["cat-file", "blob", blob], in: root), status == 0 else { continue }
                if ContentHash.hex(data) == hash {
                    found[path] = data
                    break
                }
            }
        }
        return found
    }

    /// Each path's blobs, newest first, without repeats, from `git log --raw` lines
    /// (`:100644 100644 <old> <new> M<TAB>path`).
    static func blobs(inRawLog log: String) -> [String: [String]] {
        var blobs: [String: [String]] = [:]
        for line in log.split(separator: "\n") where line.hasPrefix(":") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count >= 4 else { continue }
            let path = String(line[line.index(after: tab)...])
            for blob in [fields[3], fields[2]].map(String.init) where !blob.allSatisfy({ $0 == "0" }) && !(blobs[path]?.contains(blob) ?? false) {
                blobs[path, default: []].append(blob)
            }
        }
        return blobs
    }
}
