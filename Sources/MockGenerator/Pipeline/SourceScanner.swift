import Foundation
import ScaffoldCore
import SwiftSource

/// One source file after the cheap pass: hashed, checked for the annotation, matched against the cache.
struct ScannedFile: Sendable {
    var source: SourceFile
    var entry: MocksCache.Entry
    /// The cache entry was reused (same content hash).
    var cacheHit: Bool
    /// Kept for annotated files that need a parse, so the parse sees exactly the bytes that were hashed.
    var contents: [UInt8]?
    /// The parse, once decoded from the cache or made in this run; nil while not needed.
    var parsed: ParsedFile?
}

/// Reads and hashes every source file in parallel; only files the cache does not know are searched for the annotation.
enum SourceScanner {
    static func scan(_ files: [SourceFile], cache: MocksCache, annotation: String) -> (files: [ScannedFile], warnings: [Diagnostic]) {
        let needle = Array(annotation.utf8)
        let outcomes = parallelMap(files) { file -> ScannedFile? in
            guard let data = POSIXFiles.contents(of: file.absolutePath) else { return nil }
            return data.withUnsafeBytes { bytes in
                let hash = FastHash.fnv1a(bytes)
                if let cached = cache.entries[file.path], cached.hash == hash {
                    return ScannedFile(source: file, entry: cached, cacheHit: true)
                }
                let annotated = SourceText.contains(needle, in: bytes)
                let names = annotated ? [] : SourceText.declaredProtocolNames(in: bytes)
                let entry = MocksCache.Entry(hash: hash, annotated: annotated, declaredNames: names)
                return ScannedFile(source: file, entry: entry, cacheHit: false, contents: annotated ? data : nil)
            }
        }
        let warnings = zip(files, outcomes).compactMap { file, outcome in
            outcome == nil ? unreadable(file.path) : nil
        }
        return (outcomes.compactMap { $0 }, warnings)
    }

    /// Makes the parse of each given file available: decoded from the cache when it holds one, parsed
    /// (in parallel) otherwise. Files read only now (parents found by name) are re-hashed, so the cache
    /// never pairs a parse with another content's hash. A new parse is encoded for the cache on the thread
    /// that made it, not when the cache is written. Returns how many files were parsed.
    static func materialize(_ indices: [Int], of files: inout [ScannedFile], annotation: String) -> Int {
        let pending = indices.map { files[$0] }
        let results = parallelMap(pending) { file -> (hash: UInt64, parsed: ParsedFile, new: MocksCache.CachedParse?) in
            if let cached = file.entry.parse?.decoded { return (file.entry.hash, cached, nil) }
            var hash = file.entry.hash
            let parsed: ParsedFile
            if let data = file.contents {
                // The very bytes the scan hashed.
                parsed = ProtocolExtractor.parse(bytes: data, path: file.source.path, annotation: annotation)
            } else if let data = POSIXFiles.contents(of: file.source.absolutePath) {
                hash = data.withUnsafeBytes { FastHash.fnv1a($0) }
                parsed = ProtocolExtractor.parse(bytes: data, path: file.source.path, annotation: annotation)
            } else {
                parsed = ParsedFile(warnings: [unreadable(file.source.path)], failedToParse: true)
            }
            return (hash, parsed, MocksCache.CachedParse(parsed))
        }
        var parsedCount = 0
        for (index, result) in zip(indices, results) {
            files[index].parsed = result.parsed
            files[index].contents = nil
            guard let new = result.new else { continue }
            parsedCount += 1
            files[index].entry.hash = result.hash
            files[index].entry.parse = new
        }
        return parsedCount
    }

    private static func unreadable(_ path: String) -> Diagnostic {
        Diagnostic(.warning, "cannot read \(path); its protocols are not mocked",
                   at: SourceLocation(file: path, line: 1, column: 1), hint: "check the file's permissions")
    }
}
