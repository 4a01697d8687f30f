import Foundation
import ScaffoldCore
import SwiftSource

/// What `scaffold mocks` learned last time, kept in the output directory as `.scaffold-mocks.cache`:
/// per source file, its content hash and parse; and the last run's mocks (path and a key of their render
/// inputs, no text), plus a fingerprint of all the run's inputs. A re-run over an unchanged tree hashes the
/// sources, matches the fingerprint and, when the last write vouches for every mock file, reuses the mocks:
/// no parsing, no rendering. After an edit only the changed files are parsed and only the mocks whose
/// inputs changed are rendered. A different tool version, format
/// or annotation discards it whole, so a change to what the parser records or to MockKit's output needs a
/// new `ScaffoldVersion` or `format`.
struct MocksCache: Sendable {
    static let fileName = ".scaffold-mocks.cache"
    /// Bumped whenever the layout or what the parser records changes, so an old cache never feeds a new parser.
    static let format = 4
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) mocks cache \(format)" }

    var annotation: String
    var entries: [String: Entry] = [:]
    var lastRun: CachedRun?

    /// One source file as last seen.
    struct Entry: Sendable {
        var hash: UInt64
        /// The file contains the annotation text, so it is always parsed.
        var annotated: Bool
        /// For files without the annotation: names after `protocol`, to find parents without parsing.
        var declaredNames: [String]
        /// The parse, when the file was parsed (always for annotated files, on demand for parents).
        var parse: CachedParse?
    }

    /// A parse as the cache holds it: decoded only when a run needs it, so unchanged runs never decode.
    /// A parse made in this run is encoded right away, on the thread that parsed it.
    struct CachedParse: Sendable {
        var encoded: ArraySlice<UInt8>

        init(encoded: ArraySlice<UInt8>) {
            self.encoded = encoded
        }

        init(_ parsed: ParsedFile) {
            var writer = ByteWriter(capacity: 2048)
            writer.parsedFile(parsed)
            encoded = writer.bytes[...]
        }

        /// Nil when the bytes are damaged; the file is then parsed again.
        var decoded: ParsedFile? {
            var reader = ByteReader(encoded)
            return try? reader.parsedFile()
        }
    }

    /// The outcome of the last run, valid for exactly the inputs `fingerprint` stands for.
    struct CachedRun: Sendable {
        var fingerprint: UInt64
        var encoded: ArraySlice<UInt8>

        init(fingerprint: UInt64, output: RunOutput) {
            var writer = ByteWriter(capacity: output.mocks.reduce(4096) { $0 + $1.path.utf8.count + 32 })
            writer.array(output.mocks) { writer, mock in
                writer.string(mock.path)
                writer.string(mock.mode.rawValue)
                writer.uint(mock.key)
            }
            writer.array(output.warnings) { $0.diagnostic($1) }
            writer.strings(output.keptSources)
            self.fingerprint = fingerprint
            self.encoded = writer.bytes[...]
        }

        init(fingerprint: UInt64, encoded: ArraySlice<UInt8>) {
            self.fingerprint = fingerprint
            self.encoded = encoded
        }

        /// Nil when the bytes are damaged; the run then starts from the sources.
        var output: RunOutput? {
            var reader = ByteReader(encoded)
            return try? RunOutput(
                mocks: reader.array { reader throws(ByteReader.Malformed) in
                    let path = try reader.string()
                    guard let mode = GeneratedFile.Mode(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
                    return RenderedMock(path: path, mode: mode, key: try reader.uint())
                },
                warnings: reader.array { reader throws(ByteReader.Malformed) in try reader.diagnostic() },
                keptSources: reader.strings()
            )
        }
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

extension MocksCache {
    /// The cache at `url` if it is readable and was written by this version for this annotation; empty otherwise.
    static func load(from url: URL, annotation: String) -> MocksCache {
        guard let bytes = POSIXFiles.contents(of: url.path),
              let cache = try? decode(bytes[...]), cache.annotation == annotation else {
            return MocksCache(annotation: annotation)
        }
        return cache
    }

    func encoded() -> [UInt8] {
        let entryBytes = entries.reduce(0) { total, entry in
            total + entry.key.utf8.count + (entry.value.parse?.encoded.count ?? 0) + 64
        }
        var writer = ByteWriter(capacity: entryBytes + (lastRun?.encoded.count ?? 0) + 4096)
        writer.string(Self.currentVersion)
        writer.string(annotation)
        writer.array(entries.keys.sorted()) { writer, path in
            guard let entry = entries[path] else { return }
            writer.string(path)
            writer.uint(entry.hash)
            writer.bool(entry.annotated)
            writer.strings(entry.declaredNames)
            writer.optional(entry.parse) { writer, parse in writer.raw(parse.encoded) }
        }
        writer.optional(lastRun) { writer, run in
            writer.uint(run.fingerprint)
            writer.raw(run.encoded)
        }
        return writer.bytes
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) throws(ByteReader.Malformed) -> MocksCache {
        var reader = ByteReader(bytes)
        guard try reader.string() == currentVersion else { throw ByteReader.Malformed() }
        var cache = MocksCache(annotation: try reader.string())
        let count = try reader.int()
        for _ in 0..<count {
            let path = try reader.string()
            cache.entries[path] = Entry(
                hash: try reader.uint(),
                annotated: try reader.bool(),
                declaredNames: try reader.strings(),
                parse: try reader.optional { reader throws(ByteReader.Malformed) in CachedParse(encoded: try reader.raw()) }
            )
        }
        cache.lastRun = try reader.optional { reader throws(ByteReader.Malformed) in
            CachedRun(fingerprint: try reader.uint(), encoded: try reader.raw())
        }
        guard reader.isAtEnd else { throw ByteReader.Malformed() }
        return cache
    }
}
