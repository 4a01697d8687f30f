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
    /// The parse, once made in this run or its outline read from the cache; nil while not needed.
    var parsed: ParsedFile?
    /// `parsed` is the cached outline: enough to index and key the file's protocols, not to render them.
    var isOutline = false

    /// Parsed in this run, so its outline is new to the cache.
    var parsedNow: Bool { parsed != nil && !isOutline }
}

/// Reads and hashes every source file in parallel; only files the cache does not know are searched for the annotation.
enum SourceScanner {
    /// `cache` is decoded on another thread meanwhile (see `MocksPipeline.run`): a file hashed before it is
    /// ready is searched as if new, and matched once it is, so the outcome is the same either way.
    static func scan(
        _ files: [SourceFile], cache: BackgroundWork<MocksCache>, selection: MockSelection
    ) -> (files: [ScannedFile], warnings: [Diagnostic]) {
        let needles = selection.needles
        let outcomes = parallelMap(files) { file -> ScannedFile? in
            guard let data = FileSystem.contents(of: file.absolutePath) else { return nil }
            let hash = ContentHash.hex(data)
            if let known = cache.valueIfDone, let hit = hit(file, hash: hash, in: known) { return hit }
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
        let known = cache.value
        let scanned = outcomes.compactMap { outcome in
            outcome.map { $0.cacheHit ? $0 : hit($0.source, hash: $0.entry.hash, in: known) ?? $0 }
        }
        return (scanned, warnings)
    }

    /// The file as the cache knows it, when it knows these contents.
    private static func hit(_ file: SourceFile, hash: String, in cache: MocksCache) -> ScannedFile? {
        guard let cached = cache.files[file.path], cached.hash == hash else { return nil }
        return ScannedFile(source: file, entry: cached, cacheHit: true)
    }

    /// Makes the parse of each given file available: the cached outline when `cached` holds one for the same
    /// contents, parsed (in parallel) otherwise; with no `cached`, every file is parsed. Files read only now
    /// (parents found by name, files parsed again after their outline) are re-hashed, so the cache never pairs a
    /// parse with another content's hash. Returns how many files were parsed.
    static func materialize(_ indices: [Int], of files: inout [ScannedFile], cached: CachedOutlines?, selection: MockSelection) -> Int {
        let pending = indices.map { files[$0] }
        let results = parallelMap(pending) { file -> (hash: String, parsed: ParsedFile, isOutline: Bool) in
            if let outline = cached?.outline(of: file.source.path, hash: file.entry.hash) { return (file.entry.hash, outline, true) }
            guard let data = file.contents else {
                let (hash, parsed) = parse(file.source, selection: selection, hash: file.entry.hash)
                return (hash, parsed, false)
            }
            // The very bytes the scan hashed.
            return (file.entry.hash, ProtocolExtractor.parse(bytes: Array(data), path: file.source.path, selection: selection), false)
        }
        var parsedCount = 0
        for (index, result) in zip(indices, results) {
            files[index].parsed = result.parsed
            files[index].contents = nil
            files[index].isOutline = result.isOutline
            guard !result.isOutline else { continue }
            parsedCount += 1
            files[index].entry.hash = result.hash
        }
        return parsedCount
    }

    /// Reads and parses one file now; `hash` stands when it cannot be read (the parse then says so).
    static func parse(_ file: SourceFile, selection: MockSelection, hash: String) -> (hash: String, parsed: ParsedFile) {
        guard let data = FileSystem.contents(of: file.absolutePath) else {
            return (hash, ParsedFile(warnings: [unreadable(file.path)], failedToParse: true))
        }
        return (ContentHash.hex(data), ProtocolExtractor.parse(bytes: Array(data), path: file.path, selection: selection))
    }

    private static func unreadable(_ path: String) -> Diagnostic {
        Diagnostic(.warning, "cannot read \(path); its protocols are not mocked",
                   at: SourceLocation(file: path, line: 1, column: 1), hint: "check the file's permissions")
    }
}
