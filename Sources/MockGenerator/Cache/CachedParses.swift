import Foundation
import ScaffoldCore
import SwiftSource

/// The parses of the last runs, in `.scaffold/cache/mocks-parses.json`, each with the SHA-256 of the contents it
/// was made from: a parse is reused only for the very same contents at the same path. Kept apart from
/// `MocksCache` because it is large and an unchanged run never needs it.
///
/// Each parse is stored as its own JSON (`Data`, so base64 inside the file): encoded on the thread that made
/// it and decoded only when a run needs that file. Encoded in one `JSONEncoder` pass after the run, it held the
/// cold run on one core for 40% of its time (perf, synthetic corpus: `CachedParses.encode` 16% of all samples,
/// the main thread 39%); per file the same work runs on every core, and an edit run decodes only what it uses.
/// Encoding is still about a quarter of a cold run's CPU (see the report of issue 13).
struct CachedParses: Codable, Sendable {
    static let fileName = "mocks-parses.json"

    var version = MocksCache.currentVersion
    var annotation: String
    /// By root-relative path.
    var parses: [String: Parse] = [:]

    struct Parse: Codable, Sendable {
        var hash: String
        /// `ParsedFile` as JSON.
        var encoded: Data

        init(hash: String, encoded: Data) {
            self.hash = hash
            self.encoded = encoded
        }

        init(hash: String, parsed: ParsedFile) {
            self.init(hash: hash, encoded: (try? JSONEncoder().encode(parsed)) ?? Data())
        }

        /// Nil when the bytes are damaged; the file is then parsed again.
        var parsed: ParsedFile? { try? JSONDecoder().decode(ParsedFile.self, from: encoded) }
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
        (try? JSONEncoder().encode(self)) ?? Data()
    }
}
