import Foundation
import ScaffoldCore
import SwiftSource

/// What `scaffold check` keeps between runs in the one cache under `.scaffold/cache/`, read and written through
/// the writer (`readCache`/`saveCache`, atomic, under the project lock); deleting it only costs time:
///
/// - `check.json`: per file (by root-relative path) the SHA-256 of its contents, a fingerprint of all summaries
///   (the context), and the last report with a fingerprint of all its inputs. A run with the same inputs prints
///   that report again, reading nothing else.
/// - `check-files-<n>.json`, 16 shards by path: per file its summary (what other files' findings depend on) and its output (findings
///   with default severities, cross-file records, problems, ignore comments). After an edit that leaves every
///   summary as it was (a change inside a body), only the changed files are parsed and checked; the others'
///   outputs are reused.
/// - `check-facts-<n>.json`, 16 shards by path: each file's full facts, read (in parallel) only when the context
///   changed and every file must be checked again, and written only when a file in the shard changed.
///
/// Measured on a 5,000-file generated app (2 cores, loaded): with all facts in one JSON file a one-file edit
/// cost 2.4 s of decoding and 3.3 s of encoding; with the facts shards alone it still decoded every shard (1.5 s
/// CPU); with summaries and outputs it reads those only (0.7 s CPU; no change: 0.12 s).
/// Another tool version or `format` discards it all, so a change to what `SourceFactsReader` records, to the
/// rules' outputs or to the report needs a new `format`.
struct CheckCache: Codable, Sendable {
    static let fileName = "check.json"
    static let format = 3
    static let shardCount = 16
    static var currentVersion: String { "scaffold \(ScaffoldVersion.current) check cache \(format)" }

    static func filesName(_ index: Int) -> String { "check-files-\(index).json" }

    var version = CheckCache.currentVersion
    /// Content hash by path.
    var files: [String: String] = [:]
    /// The fingerprint of the preset, roots and every file's summary the outputs were found with.
    var context: String?
    var lastRun: LastRun?

    /// Summaries and outputs, read only when something changed.
    struct Files: Codable, Sendable {
        var version = CheckCache.currentVersion
        var entries: [String: FileEntry] = [:]
    }

    struct FileEntry: Codable, Sendable {
        /// The contents the summary and output come from: an entry is trusted only for these contents.
        var hash: String
        var summaryHash: String
        var summary: SourceFacts
        var output: CheckRunner.FileOutput
    }

    struct LastRun: Codable, Sendable {
        var fingerprint: String
        var report: CheckReport
    }

    /// One shard of full facts.
    struct Shard: Codable, Sendable {
        var version = CheckCache.currentVersion
        var entries: [String: Entry] = [:]
    }

    struct Entry: Codable, Sendable {
        var hash: String
        var facts: SourceFacts
    }

    static func shardName(_ index: Int) -> String { "check-facts-\(index).json" }

    /// The SHA-256 of some bytes, in hex: how contents are compared.
    static func hash(_ data: some DataProtocol) -> String {
        ContentHash.hex(data)
    }

    /// The shard a path's facts live in (its hash's first hex digit): stable across runs and machines.
    static func shard(of path: String) -> Int {
        Int(String(hash(Array(path.utf8)).prefix(1)), radix: 16) ?? 0
    }

    static func load(_ writer: Writer) -> CheckCache {
        decode(CheckCache.self, named: fileName, writer).flatMap { $0.version == currentVersion ? $0 : nil } ?? CheckCache()
    }

    /// Every shard of summaries and outputs, read in parallel and put together.
    static func loadFiles(_ writer: Writer) -> Files {
        let shards = parallelMap(Array(0..<shardCount)) { index in
            decode(Files.self, named: filesName(index), writer).flatMap { $0.version == currentVersion ? $0 : nil } ?? Files()
        }
        var files = Files()
        for shard in shards { files.entries.merge(shard.entries) { first, _ in first } }
        return files
    }

    /// The shards (all by default), read and decoded in parallel, by index; a missing, damaged or outdated one is empty.
    static func loadShards(_ writer: Writer, only: Set<Int>? = nil) -> [Int: Shard] {
        let indices = only.map { $0.sorted() } ?? Array(0..<shardCount)
        let shards = parallelMap(indices) { index in
            decode(Shard.self, named: shardName(index), writer).flatMap { $0.version == currentVersion ? $0 : nil } ?? Shard()
        }
        return Dictionary(uniqueKeysWithValues: zip(indices, shards))
    }

    /// A cache file read through the writer (the one cache under `.scaffold/cache/`), nil when missing or damaged.
    private static func decode<Value: Decodable>(_ type: Value.Type, named name: String, _ writer: Writer) -> Value? {
        guard let data = writer.readCache(name) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    /// The hash of a summary: of its JSON with sorted keys, the same bytes on every run.
    static func summaryHash(_ summary: SourceFacts) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return hash((try? encoder.encode(summary)) ?? Data())
    }

    static func encoded(_ value: some Encodable) -> Data {
        Writer.cacheJSON(value)
    }
}
