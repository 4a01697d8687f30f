import Foundation
import ScaffoldKit

/// What `scaffold mocks` learned about each source file last time, keyed by content hash, so a re-run over
/// an unchanged tree reads and hashes files but parses none. Lives in the output directory as
/// `.scaffold-mocks-cache.json`; any change of tool version, format or annotation discards it whole.
struct MocksCache: Codable, Equatable, Sendable {
    static let fileName = ".scaffold-mocks-cache.json"
    /// Bumped whenever what the parser records changes, so an old cache never feeds a new parser.
    static let format = 1

    var version: String
    var annotation: String
    var entries: [String: Entry]

    /// One source file as last seen.
    struct Entry: Codable, Equatable, Sendable {
        var hash: UInt64
        /// The file contains the annotation text, so it is always parsed.
        var annotated: Bool
        /// For files without the annotation: names after `protocol`, to find parents without parsing.
        var declaredNames: [String]
        /// The parse, when the file was parsed (always for annotated files, on demand for parents).
        var parsed: ParsedFile?
    }

    init(annotation: String, entries: [String: Entry] = [:]) {
        self.version = Self.currentVersion
        self.annotation = annotation
        self.entries = entries
    }

    static var currentVersion: String { "\(ScaffoldVersion.current)+\(format)" }

    /// The cache at `url` if it is readable and was written by this version for this annotation; empty otherwise.
    static func load(from url: URL, annotation: String) -> MocksCache {
        guard let data = try? Data(contentsOf: url),
              let cache = try? JSONDecoder().decode(MocksCache.self, from: data),
              cache.version == currentVersion, cache.annotation == annotation else {
            return MocksCache(annotation: annotation)
        }
        return cache
    }

    /// Sorted keys, so the same cache always has the same bytes.
    func encoded() -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(self)
    }
}
