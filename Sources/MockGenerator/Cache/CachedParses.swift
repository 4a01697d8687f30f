import Foundation
import ScaffoldCore
import SwiftSource

/// The parses of the last runs, in `.scaffold/cache/mocks-parses.json`, each with the SHA-256 of the contents it
/// was made from: a parse is reused only for the very same contents at the same path. Kept apart from
/// `MocksCache` because it is large and an unchanged run never needs it.
struct CachedParses: Codable, Sendable {
    static let fileName = "mocks-parses.json"

    var version = MocksCache.currentVersion
    var annotation: String
    /// By root-relative path.
    var parses: [String: Parse] = [:]

    struct Parse: Codable, Sendable {
        var hash: String
        var parsed: ParsedFile
    }

    init(annotation: String) {
        self.annotation = annotation
    }

    /// The parses saved for this version and annotation; empty when there are none or they cannot be read.
    static func load(_ writer: Writer, annotation: String) -> CachedParses {
        guard let data = writer.readCache(fileName),
              let cached = try? JSONDecoder().decode(CachedParses.self, from: data),
              cached.version == MocksCache.currentVersion, cached.annotation == annotation else {
            return CachedParses(annotation: annotation)
        }
        return cached
    }

    /// The parse of `path` made from contents with `hash`, if there is one.
    func parse(of path: String, hash: String) -> ParsedFile? {
        guard let cached = parses[path], cached.hash == hash else { return nil }
        return cached.parsed
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }
}
