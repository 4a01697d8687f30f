import Foundation
import ScaffoldCore
import SwiftSource

/// One source file after the scan: the hash of its bytes, what the cache or a search of its bytes says of it,
/// and its whole parse once one is made in this run.
struct ScannedFile: Sendable {
    var source: SourceFile
    /// SHA-256 of the bytes `record` (and `parsed`) describe.
    var hash: String
    /// The file's stamp when those bytes were read; nil when it is unknown (the next run reads the file).
    var stamp: FileStamp?
    var record: SourceRecord
    /// The record came from the cache.
    var cacheHit: Bool
    /// The whole parse (members included), made in this run; nil while only the outline is known.
    var parsed: ParsedFile?

    /// The parse the index is built from: the whole one when made, else the cached outline.
    var indexed: ParsedFile? { parsed ?? record.outline?.parsed(path: source.path) }

    /// Whether the index can hold the file (it was parsed, now or in an earlier run).
    var isIndexed: Bool { parsed != nil || record.outline != nil }

    /// The file does not parse: none of its protocols are used, and mocks generated from it are kept.
    var failedToParse: Bool { parsed?.failedToParse ?? record.outline?.failedToParse ?? false }
}

/// Reads every source file through the cache, on every core, by the stamp taken before (one a file, in the same
/// order as the files): a file whose stamp or bytes the cache knows is
/// taken from it; any other is searched for the marks, and parsed when it has one.
enum SourceScan {
    static func scan(
        _ files: [SourceFile], stamps: [FileStamp?], cache: FileCache<SourceRecord>, selection: MockSelection
    ) -> (files: [ScannedFile], warnings: [Diagnostic]) {
        let needles = selection.needles
        let outcomes = parallelMap(Array(files.indices)) { index -> ScannedFile? in
            let file = files[index]
            switch cache.read(file.path, at: file.absolutePath, stamp: stamps[index]) {
            case .unreadable:
                return nil
            case .unchanged(let entry):
                return ScannedFile(source: file, hash: entry.hash, stamp: entry.stamp, record: entry.value, cacheHit: true)
            case .read(_, let hash, let stamp, .some(let record)):
                return ScannedFile(source: file, hash: hash, stamp: stamp, record: record, cacheHit: true)
            case .read(let data, let hash, let stamp, nil):
                let bytes = Array(data)
                guard SourceText.containsAny(needles, in: bytes) else {
                    let record = SourceRecord(annotated: false, declaredNames: SourceText.declaredProtocolNames(in: bytes))
                    return ScannedFile(source: file, hash: hash, stamp: stamp, record: record, cacheHit: false)
                }
                let parsed = ProtocolExtractor.parse(bytes: bytes, path: file.path, selection: selection)
                let record = SourceRecord(annotated: true, declaredNames: [], outline: FileOutline(parsed))
                return ScannedFile(source: file, hash: hash, stamp: stamp, record: record, cacheHit: false, parsed: parsed)
            }
        }
        let warnings = zip(files, outcomes).compactMap { file, outcome in outcome == nil ? unreadable(file.path) : nil }
        return (outcomes.compactMap { $0 }, warnings)
    }

    /// Parses the files at `indices` (on every core) that have no whole parse yet: parents found by name, and
    /// cached files whose mocks must be rendered. A file is read again, so its hash is its bytes' now.
    /// Returns how many files were parsed.
    static func parse(_ indices: [Int], of files: inout [ScannedFile], selection: MockSelection) -> Int {
        let pending = indices.filter { files[$0].parsed == nil }
        let results = parallelMap(pending.map { files[$0].source }) { source -> (hash: String?, parsed: ParsedFile) in
            guard let data = FileSystem.contents(of: source.absolutePath) else {
                return (nil, ParsedFile(warnings: [unreadable(source.path)], failedToParse: true))
            }
            return (FileCache<SourceRecord>.hash(data), ProtocolExtractor.parse(bytes: Array(data), path: source.path, selection: selection))
        }
        for (index, result) in zip(pending, results) {
            files[index].parsed = result.parsed
            files[index].record.outline = FileOutline(result.parsed)
            if let hash = result.hash, hash != files[index].hash {
                // Changed since it was scanned: the record now describes the new bytes, whose stamp is unknown.
                files[index].hash = hash
                files[index].stamp = nil
                files[index].record.mocks = [:]
            }
        }
        return pending.count
    }

    static func unreadable(_ path: String) -> Diagnostic {
        Diagnostic(.warning, "cannot read \(path); its protocols are not mocked",
                   at: SourceLocation(file: path, line: 1, column: 1), hint: "check the file's permissions")
    }
}
