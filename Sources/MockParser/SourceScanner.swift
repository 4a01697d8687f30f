import Foundation
import ScaffoldKit

/// One source file after the cheap pass: hashed, checked for the annotation, matched against the cache.
struct ScannedFile: Sendable {
    var source: SourceFile
    var entry: MocksCache.Entry
    /// The cache entry was reused (same content hash).
    var cacheHit: Bool
    /// Kept for annotated files that need a parse, so the parse sees exactly the bytes that were hashed.
    var contents: Data?
}

/// Reads and hashes every source file in parallel; only files the cache does not know are searched for the annotation.
enum SourceScanner {
    static func scan(_ files: [SourceFile], cache: MocksCache, annotation: String) -> (files: [ScannedFile], warnings: [Diagnostic]) {
        let needle = Array(annotation.utf8)
        let outcomes = parallelMap(files) { file -> Result<ScannedFile, UnreadableFile> in
            guard let data = FileManager.default.contents(atPath: file.url.path) else { return .failure(UnreadableFile(path: file.path)) }
            return .success(data.withUnsafeBytes { bytes in
                let hash = FastHash.fnv1a(bytes)
                if let cached = cache.entries[file.path], cached.hash == hash {
                    return ScannedFile(source: file, entry: cached, cacheHit: true)
                }
                let annotated = SourceText.contains(needle, in: bytes)
                let names = annotated ? [] : SourceText.declaredProtocolNames(in: bytes)
                let entry = MocksCache.Entry(hash: hash, annotated: annotated, declaredNames: names)
                return ScannedFile(source: file, entry: entry, cacheHit: false, contents: annotated ? data : nil)
            })
        }
        var scanned: [ScannedFile] = []
        var warnings: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let file): scanned.append(file)
            case .failure(let failure):
                warnings.append(Diagnostic(.warning, "cannot read \(failure.path); its protocols are not mocked",
                                           at: ScaffoldKit.SourceLocation(file: failure.path, line: 1, column: 1),
                                           hint: "check the file's permissions and encoding"))
            }
        }
        return (scanned, warnings)
    }

    /// Parses the given files in parallel and stores each parse in its entry. Files read only now (parents
    /// found by name) are re-hashed, so the cache never pairs a parse with other bytes' hash.
    static func parse(_ indices: [Int], of files: inout [ScannedFile], annotation: String) {
        let pending = indices.map { files[$0] }
        let parsed = parallelMap(pending) { file -> (UInt64, ParsedFile) in
            let source = file.source
            guard let data = file.contents ?? FileManager.default.contents(atPath: source.url.path) else {
                let warning = Diagnostic(.warning, "cannot read \(source.path); its protocols are not mocked",
                                         at: ScaffoldKit.SourceLocation(file: source.path, line: 1, column: 1))
                return (file.entry.hash, ParsedFile(warnings: [warning], failedToParse: true))
            }
            let hash = data.withUnsafeBytes { FastHash.fnv1a($0) }
            return (hash, ProtocolExtractor.parse(source: String(decoding: data, as: UTF8.self), path: source.path, annotation: annotation))
        }
        for (index, (hash, result)) in zip(indices, parsed) {
            files[index].entry.hash = hash
            files[index].entry.parsed = result
            files[index].contents = nil
        }
    }
}

private struct UnreadableFile: Error {
    var path: String
}
