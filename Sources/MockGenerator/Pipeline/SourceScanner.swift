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
    var contents: Data?
    /// The parse, once read from the cache or made in this run; nil while not needed.
    var parsed: ParsedFile?
    /// `parsed` as the cache keeps it, when it was made in this run (the cached parses need saving).
    var newParse: CachedParses.Parse?
}

/// Reads and hashes every source file in parallel; only files the cache does not know are searched for the annotation.
enum SourceScanner {
    static func scan(_ files: [SourceFile], cache: MocksCache, selection: MockSelection) -> (files: [ScannedFile], warnings: [Diagnostic]) {
        let needles = selection.needles
        let outcomes = parallelMap(files) { file -> ScannedFile? in
            guard let data = FileSystem.contents(of: file.absolutePath) else { return nil }
            let hash = ContentHash.hex(data)
            if let cached = cache.files[file.path], cached.hash == hash {
                return ScannedFile(source: file, entry: cached, cacheHit: true)
            }
            return data.withUnsafeBytes { bytes in
                let annotated = SourceText.containsAny(needles, in: bytes)
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

    /// Makes the parse of each given file available: from the cached parses when they hold one for the same
    /// contents, parsed (in parallel) otherwise. Files read only now (parents found by name) are re-hashed, so the
    /// cache never pairs a parse with another content's hash. Returns how many files were parsed.
    static func materialize(_ indices: [Int], of files: inout [ScannedFile], cached: CachedParses, selection: MockSelection) -> Int {
        let pending = indices.map { files[$0] }
        let results = parallelMap(pending) { file -> (hash: String, parsed: ParsedFile, new: CachedParses.Parse?) in
            if let parsed = cached.parse(of: file.source.path, hash: file.entry.hash) { return (file.entry.hash, parsed, nil) }
            let hash: String, parsed: ParsedFile
            if let data = file.contents {
                // The very bytes the scan hashed.
                (hash, parsed) = (file.entry.hash, ProtocolExtractor.parse(bytes: Array(data), path: file.source.path, selection: selection))
            } else if let data = FileSystem.contents(of: file.source.absolutePath) {
                (hash, parsed) = (ContentHash.hex(data), ProtocolExtractor.parse(bytes: Array(data), path: file.source.path, selection: selection))
            } else {
                (hash, parsed) = (file.entry.hash, ParsedFile(warnings: [unreadable(file.source.path)], failedToParse: true))
            }
            // Encoded for the cache here, on the thread that parsed it.
            return (hash, parsed, CachedParses.Parse(hash: hash, parsed: parsed))
        }
        var parsedCount = 0
        for (index, result) in zip(indices, results) {
            files[index].parsed = result.parsed
            files[index].contents = nil
            guard let new = result.new else { continue }
            parsedCount += 1
            files[index].entry.hash = result.hash
            files[index].newParse = new
        }
        return parsedCount
    }

    private static func unreadable(_ path: String) -> Diagnostic {
        Diagnostic(.warning, "cannot read \(path); its protocols are not mocked",
                   at: SourceLocation(file: path, line: 1, column: 1), hint: "check the file's permissions")
    }
}
