import Foundation
import ScaffoldCore
import SwiftSource

/// The facts of every file `scaffold check` read last time, by root-relative path, each with the SHA-256 of
/// the contents it was read from: a file whose contents are the same is not parsed again. Kept in
/// `.scaffold/cache/check.json` (deleting it only costs time). Another tool version or `format` discards it,
/// so a change to what `SourceFactsReader` records needs a new `format`.
struct CheckCache: Codable, Sendable {
    static let fileName = "check.json"
    static let folder = ".scaffold/cache"
    static let format = 1
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) check cache \(format)" }

    var version = CheckCache.currentVersion
    var files: [String: Entry] = [:]

    struct Entry: Codable, Sendable {
        var hash: String
        var facts: SourceFacts
    }

    /// The facts cached for `path` read from contents with `hash`, if any.
    func facts(of path: String, hash: String) -> SourceFacts? {
        guard let entry = files[path], entry.hash == hash else { return nil }
        return entry.facts
    }

    /// The cache of the project at `root`; empty when there is none, it cannot be read, or another version wrote it.
    static func load(root: URL) -> CheckCache {
        let url = root.appendingPathComponent(folder).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path),
              let cache = try? JSONDecoder().decode(CheckCache.self, from: data), cache.version == currentVersion
        else { return CheckCache() }
        return cache
    }

    func encoded() -> Data {
        // Strings, numbers, booleans and arrays of them cannot fail to encode.
        (try? JSONEncoder().encode(self)) ?? Data()
    }
}
