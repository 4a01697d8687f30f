import Foundation
import ScaffoldCore
import SwiftSource

/// The outlines of the last runs' parses (`ParsedFile.outline`: imports, protocols without their members,
/// warnings), in `.scaffold/cache/mocks-outlines.json`, each with the SHA-256 of the contents it was made from:
/// an outline is reused only for the very same contents at the same path. An edit run indexes every protocol
/// from them and parses again only the files of the mocks it must render (`MocksPipeline.generate`). Kept apart
/// from `MocksCache` because an unchanged run never needs it.
///
/// Each outline is stored as its own JSON (`Data`, so base64 inside the file). The outlines of this run's parses
/// are encoded only when the file is saved, which `MocksResult.write` does on another core while the writer
/// writes (see there). Whole parses (every member, parameter and type) cost more to encode than to parse and an
/// edit run decoded all of them: perf, release, synthetic corpus (1,000 files, 3,000 protocols), quiet machine,
/// tmpfs: cold run 1.93 s CPU with whole parses, of which encoding them 23%; one-edit run 0.58 s CPU, 40% of
/// it decoding every parse. With outlines (medians of 5, interleaved with the whole parses' build): cold
/// 1.78 → 1.38 s CPU (1,039 → 818 ms), one-edit 0.69 → 0.34 s CPU (484 → 283 ms); app-shaped corpus cold
/// 1.48 → 1.29 s CPU. Encoding all outlines in one pass after the run instead was slower (1.06 → 1.17 s CPU).
struct CachedOutlines: Codable, Sendable {
    static let fileName = "mocks-outlines.json"

    var version = MocksCache.currentVersion
    var annotation: String
    /// By root-relative path.
    var outlines: [String: Outline] = [:]
    /// This run's parses by root-relative path, with the hash of their contents: `encoded()` adds their outlines.
    var parsed: [String: (hash: String, file: ParsedFile)] = [:]

    private enum CodingKeys: String, CodingKey {
        case version, annotation, outlines
    }

    struct Outline: Codable, Sendable {
        var hash: String
        /// `ParsedFile.outline` as JSON.
        var encoded: Data

        init(hash: String, encoded: Data) {
            self.hash = hash
            self.encoded = encoded
        }

        init(hash: String, parsed: ParsedFile) {
            self.init(hash: hash, encoded: Writer.cacheJSON(parsed.outline))
        }

        /// Nil when the bytes are damaged; the file is then parsed again.
        var outline: ParsedFile? { try? JSONDecoder().decode(ParsedFile.self, from: encoded) }
    }

    init(annotation: String) {
        self.annotation = annotation
    }

    /// The outlines saved for this version and annotation; empty when there are none or they cannot be read.
    static func load(_ writer: Writer, annotation: String) -> CachedOutlines {
        guard let data = writer.readCache(fileName),
              let cached = try? JSONDecoder().decode(CachedOutlines.self, from: data),
              cached.version == MocksCache.currentVersion, cached.annotation == annotation else {
            return CachedOutlines(annotation: annotation)
        }
        return cached
    }

    /// The outline of `path` made from contents with `hash`, if there is one.
    func outline(of path: String, hash: String) -> ParsedFile? {
        guard let cached = outlines[path], cached.hash == hash else { return nil }
        return cached.outline
    }

    func encoded() -> Data {
        var saved = self
        for (path, new) in parsed { saved.outlines[path] = Outline(hash: new.hash, parsed: new.file) }
        return Writer.cacheJSON(saved)
    }
}
