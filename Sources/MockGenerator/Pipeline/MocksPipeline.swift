import Foundation
import MockKit
import ScaffoldCore
import SwiftSource

/// `scaffold mocks` as a pure function: sources in, mocks and stale-mock deletions out as a change set.
/// Only the command writes (the mocks through the writer, the cache through `MocksResult.writeCache()`).
public enum MocksPipeline {
    public static let group = "mocks"

    public static func run(_ config: MocksConfiguration) throws(ScaffoldError) -> MocksResult {
        let outputPath = RelativePath.of(config.outputDirectory, in: config.root)
        guard !outputPath.hasPrefix("/") else {
            throw .unsafePath(path: outputPath, reason: "the mocks output folder is outside the project root")
        }
        let writer = Writer(root: config.root)
        let sources = try SourceFileFinder.find(roots: config.sourceRoots, excluding: config.outputDirectory, root: config.root)
        let previous = config.useCache ? MocksCache.load(writer, annotation: config.annotation) : MocksCache(annotation: config.annotation)
        var (files, scanWarnings) = SourceScanner.scan(sources, cache: previous, annotation: config.annotation)
        let hits = files.count { $0.cacheHit }

        let fingerprint = fingerprint(files, config: config, outputPath: outputPath)
        let sameInputs = hits == files.count && previous.files.count == files.count && previous.lastRun?.fingerprint == fingerprint
        let lastOutput = previous.lastRun?.output
        let reused = sameInputs ? wholeReuse(lastOutput, written: previous.written, writer: writer) : nil
        var work = (parsed: 0, rendered: 0)
        var output = reused?.output ?? RunOutput(mocks: [], warnings: [], keptSources: [])
        var parses: CachedParses?
        if reused == nil {
            (output, work, parses) = generate(&files, config: config, outputPath: outputPath, last: lastOutput)
        }
        var cache = MocksCache(annotation: config.annotation)
        cache.files = Dictionary(files.map { ($0.source.path, $0.entry) }, uniquingKeysWith: { first, _ in first })
        cache.lastRun = MocksCache.CachedRun(fingerprint: fingerprint, output: output)
        cache.written = previous.written

        let deletions = StaleMocks.find(
            in: config.outputDirectory, relativePath: outputPath,
            current: Set(output.mocks.map { mock in
                mock.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(mock.path[mock.path.utf8.index(after: $0)...]) } ?? mock.path
            }),
            keptSources: Set(output.keptSources)
        )
        return MocksResult(
            warnings: sortedByLocation(scanWarnings + output.warnings),
            stats: MocksStats(
                filesScanned: files.count, filesParsed: work.parsed, cacheHits: hits,
                mocks: output.mocks.count, mocksRendered: work.rendered
            ),
            cache: cache,
            cacheChanged: !sameInputs,
            parses: parses,
            mocks: output.mocks,
            vouched: reused?.vouched,
            deletions: deletions,
            retired: retiredCacheFiles(in: config.outputDirectory, relativePath: outputPath),
            root: config.root
        )
    }

    /// The last run's mocks carry no text, so they are reused only if the record of the last write vouches for
    /// every one of their files (and the manifest is as it left it); otherwise the run starts from the parses.
    private static func wholeReuse(_ output: RunOutput?, written: WrittenMocks?, writer: Writer) -> (output: RunOutput, vouched: VouchedMocks)? {
        guard let output else { return nil }
        let vouched = VouchedMocks(mocks: output.mocks, record: written, writer: writer)
        return vouched.paths.count == output.mocks.count ? (output, vouched) : nil
    }

    /// The full run: parse (or take from the cached parses) the annotated files and the files declaring their
    /// parents, flatten, render (or reuse the last run's mock when its inputs are the same).
    /// Returns the output, how many files were parsed and mocks rendered, and the parses to save when any is new.
    private static func generate(
        _ files: inout [ScannedFile], config: MocksConfiguration, outputPath: String, last: RunOutput?
    ) -> (RunOutput, (parsed: Int, rendered: Int), CachedParses?) {
        var parsedCount = 0
        var pending = files.indices.filter { files[$0].entry.annotated }
        // Read only when some file to parse is unchanged since the cache was written: a cold run never reads it.
        let needsCached = config.useCache && files.contains { $0.cacheHit && ($0.entry.annotated || !$0.entry.declaredNames.isEmpty) }
        let cached = needsCached ? CachedParses.load(Writer(root: config.root), annotation: config.annotation) : CachedParses(annotation: config.annotation)
        var index = ProtocolIndex([])
        // Parents need not be annotated: parse, on demand, the unparsed files whose text declares a missing one.
        while !pending.isEmpty {
            parsedCount += SourceScanner.materialize(pending, of: &files, cached: cached, annotation: config.annotation)
            index = ProtocolIndex(files.map { ($0.source.path, $0.parsed) })
            let missing = index.missingParents()
            pending = files.indices.filter { i in
                files[i].parsed == nil && files[i].entry.declaredNames.contains(where: missing.contains)
            }
        }
        let previous = Dictionary((last?.mocks ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let hashes = Dictionary(files.map { ($0.source.path, $0.entry.hash) }, uniquingKeysWith: { first, _ in first })
        let mocks = MockBuilder(
            index: index, testableImports: config.testableImports, outputPath: outputPath, previous: previous, hashes: hashes
        ).build()
        let output = RunOutput(
            mocks: mocks.mocks.sorted { $0.path < $1.path },
            warnings: fileWarnings(files, referenced: index.referencedParents()) + mocks.warnings,
            keptSources: files.filter { $0.parsed?.failedToParse == true }.map(\.source.path)
        )
        // The parses of this run's files, new or reused; those of files gone or changed are dropped.
        var parses: CachedParses?
        if parsedCount > 0 || files.count != cached.parses.count {
            var kept = CachedParses(annotation: config.annotation)
            for file in files {
                if let new = file.newParse {
                    kept.parses[file.source.path] = new
                } else if let old = cached.parses[file.source.path], old.hash == file.entry.hash {
                    kept.parses[file.source.path] = old
                }
            }
            parses = kept
        }
        return (output, (parsedCount, mocks.rendered), parses)
    }

    /// Stands for every input of a run besides the tool version and annotation (the cache's own keys):
    /// each source's path and content hash, the output folder and the testable imports.
    private static func fingerprint(_ files: [ScannedFile], config: MocksConfiguration, outputPath: String) -> String {
        var parts = [outputPath, config.testableImports.joined(separator: ",")]
        for file in files { parts += [file.source.path, file.entry.hash] }
        return ContentHash.hex(parts: parts)
    }

    /// The caches earlier versions kept beside the mocks; a run that writes removes them.
    private static func retiredCacheFiles(in output: URL, relativePath: String) -> [String] {
        [".scaffold-mocks.cache", ".scaffold-mocks.written"].filter { name in
            FileSystem.kind(of: output.appendingPathComponent(name).path) == .file
        }.map { relativePath.isEmpty ? $0 : "\(relativePath)/\($0)" }
    }

    /// Warnings read best in file order; the sort is stable, so one place's warnings keep their order.
    private static func sortedByLocation(_ warnings: [Diagnostic]) -> [Diagnostic] {
        warnings.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            let leftKey = (left?.file ?? "", left?.line ?? 0, left?.column ?? 0)
            let rightKey = (right?.file ?? "", right?.line ?? 0, right?.column ?? 0)
            return leftKey != rightKey ? leftKey < rightKey : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Problems of files that matter to this run: annotated files and files declaring a parent that is used.
    private static func fileWarnings(_ files: [ScannedFile], referenced: Set<String>) -> [Diagnostic] {
        files.flatMap { file -> [Diagnostic] in
            guard let parsed = file.parsed else { return [] }
            let relevant = file.entry.annotated || file.entry.declaredNames.contains(where: referenced.contains)
            return relevant ? parsed.warnings : []
        }
    }
}
