import Foundation
import ScaffoldCore
import SwiftSource

/// What `scaffold mocks` learned last time, kept in `.scaffold/cache/mocks.json` (the writer saves it; deleting it
/// only costs time): per source file, the SHA-256 of its contents and what the cheap scan found; and the last
/// run's mocks (path and a key of their render inputs, no text) with a fingerprint of all its inputs. The record
/// of the last write (`WrittenMocks`) is saved beside it in `mocks-written.json`, because it is known only once
/// the mocks are written while the rest can be encoded meanwhile; it names the run it belongs to. The outlines
/// of the parses live apart too (`CachedOutlines`), read only when a run needs them.
///
/// A re-run over an unchanged tree hashes the sources, matches the fingerprint and, when the last write vouches
/// for every mock file, reuses the mocks: no parsing, no rendering. After an edit only the mocks whose inputs
/// changed are rendered, and only the changed files and the files those mocks are built from are parsed. Another
/// tool version, format or annotation discards it whole, so a change to what the parser records or to MockKit's
/// output needs a new `ScaffoldVersion` or `format`.
struct MocksCache: Codable, Sendable {
    static let fileName = "mocks.json"
    static let recordFileName = "mocks-written.json"
    /// Bumped whenever the layout or what the parser records changes, so an old cache never feeds a new parser.
    static let format = 10
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) mocks cache \(format)" }

    var version = MocksCache.currentVersion
    var annotation: String
    /// By root-relative path.
    var files: [String: Entry] = [:]
    var lastRun: CachedRun?
    /// Saved in its own file (`recordFileName`, see `encodedRecord`).
    var written: WrittenMocks?

    /// One source file as last seen; coded as `[hash, annotated, declaredNames]`, for the reason `FileStamp` gives.
    struct Entry: Codable, Sendable, Hashable {
        /// SHA-256 of the contents, hex.
        var hash: String
        /// The file contains the annotation text, so it is always parsed.
        var annotated: Bool
        /// For files without the annotation: names after `protocol`, to find parents without parsing.
        var declaredNames: [String]

        init(hash: String, annotated: Bool, declaredNames: [String]) {
            self.hash = hash
            self.annotated = annotated
            self.declaredNames = declaredNames
        }

        init(from decoder: any Decoder) throws {
            var values = try decoder.unkeyedContainer()
            self.init(hash: try values.decode(String.self), annotated: try values.decode(Bool.self),
                      declaredNames: try values.decode([String].self))
        }

        func encode(to encoder: any Encoder) throws {
            var values = encoder.unkeyedContainer()
            try values.encode(hash)
            try values.encode(annotated)
            try values.encode(declaredNames)
        }
    }

    /// The outcome of the last run, valid for exactly the inputs `fingerprint` stands for.
    struct CachedRun: Codable, Sendable {
        var fingerprint: String
        var mocks: [CachedMock]
        var warnings: [Diagnostic]
        var keptSources: [String]
    }

    /// A mock of the last run: its file, the key of its render inputs, and its protocol with the declaration's
    /// place. Mocks are always regenerated, so no mode is kept. Coded as `[path, key, protocol, file, line,
    /// column]`, for the reason `FileStamp` gives. (Coded as six columns for all mocks instead, an unchanged run of
    /// 3,000 mocks took the same time: 69 and 72 ms CPU, medians of 8 × 10 runs.)
    struct CachedMock: Codable, Sendable {
        var path: String
        var key: String
        var origin: MockOrigin

        init(path: String, key: String, origin: MockOrigin) {
            self.path = path
            self.key = key
            self.origin = origin
        }

        init(from decoder: any Decoder) throws {
            var values = try decoder.unkeyedContainer()
            let path = try values.decode(String.self), key = try values.decode(String.self), name = try values.decode(String.self)
            let location = SourceLocation(
                file: try values.decode(String.self), line: try values.decode(Int.self), column: try values.decode(Int.self)
            )
            self.init(path: path, key: key, origin: MockOrigin(protocolName: name, source: location))
        }

        func encode(to encoder: any Encoder) throws {
            var values = encoder.unkeyedContainer()
            try values.encode(path)
            try values.encode(key)
            try values.encode(origin.protocolName)
            try values.encode(origin.source.file)
            try values.encode(origin.source.line)
            try values.encode(origin.source.column)
        }
    }

    init(annotation: String) {
        self.annotation = annotation
    }

    private enum CodingKeys: String, CodingKey {
        case version, annotation, files, lastRun
    }

    /// The record file: the record, and the cache and run it belongs to. A record is used only with the last run
    /// it was written for, since it takes that run's keys: `write` saves `mocks.json` first, so a run killed
    /// between the two saves leaves a record naming another run, which is then ignored.
    private struct SavedRecord: Codable {
        var version: String
        var annotation: String
        var run: String
        var record: WrittenMocks.Saved
    }

    /// The cache of the project at `writer.root` if it is readable and was written by this version for this
    /// annotation, with the record of the last write when it belongs to the cache's last run; empty otherwise.
    static func load(_ writer: Writer, annotation: String) -> MocksCache {
        guard let data = writer.readCache(fileName),
              var cache = try? JSONDecoder().decode(MocksCache.self, from: data),
              cache.version == currentVersion, cache.annotation == annotation else {
            return MocksCache(annotation: annotation)
        }
        if let lastRun = cache.lastRun, let data = writer.readCache(recordFileName),
           let saved = try? JSONDecoder().decode(SavedRecord.self, from: data),
           saved.version == currentVersion, saved.annotation == annotation, saved.run == lastRun.fingerprint {
            let keys = Dictionary(lastRun.mocks.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
            cache.written = saved.record.record(keys: keys)
        }
        return cache
    }

    /// `mocks.json`: everything but the record.
    func encoded() -> Data {
        Writer.cacheJSON(self)
    }

    /// `mocks-written.json`: the record, for this cache's last run; nil when there is no record or no run.
    func encodedRecord() -> Data? {
        guard let written, let lastRun else { return nil }
        return Writer.cacheJSON(SavedRecord(
            version: version, annotation: annotation, run: lastRun.fingerprint, record: WrittenMocks.Saved(written)
        ))
    }
}

extension MocksCache.CachedRun {
    init(fingerprint: String, output: RunOutput) {
        self.init(
            fingerprint: fingerprint,
            mocks: output.mocks.map { MocksCache.CachedMock(path: $0.path, key: $0.key, origin: $0.origin) },
            warnings: output.warnings, keptSources: output.keptSources
        )
    }

    var output: RunOutput {
        RunOutput(
            mocks: mocks.map { RenderedMock(path: $0.path, mode: .regenerate, key: $0.key, origin: $0.origin) },
            warnings: warnings, keptSources: keptSources
        )
    }
}

/// What a run produced from the sources, before stale mocks are looked for on disk.
struct RunOutput: Sendable {
    /// In path order.
    var mocks: [RenderedMock]
    var warnings: [Diagnostic]
    /// Sources that failed to parse: mocks generated from them are kept, not deleted as stale.
    var keptSources: [String]
}
