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
        let sources = try SourceFileFinder.find(roots: config.sourceRoots, excluding: config.outputDirectory, root: config.root)
        let previous = config.useCache
            ? MocksCache.load(from: config.cacheURL, annotation: config.annotation)
            : MocksCache(annotation: config.annotation)
        var (files, scanWarnings) = SourceScanner.scan(sources, cache: previous, annotation: config.annotation)
        let hits = files.count { $0.cacheHit }

        // Copied out first: reading `previous.lastRun` in the conditions below crashes Swift 6.3.1's optimizer.
        let lastRun = previous.lastRun, cachedFiles = previous.entries.count
        let lastOutput = lastRun?.output
        let sameInputs = hits == files.count && cachedFiles == files.count && lastOutput != nil
            && lastRun?.fingerprint == fingerprint(files, config: config, outputPath: outputPath)
        let reused = sameInputs ? wholeReuse(lastOutput, config: config) : nil
        var work = (parsed: 0, rendered: 0)
        var output = reused?.output ?? RunOutput(mocks: [], warnings: [], keptSources: [])
        if reused == nil {
            (output, work) = generate(&files, config: config, outputPath: outputPath, last: lastOutput)
        }
        // With the same inputs, the cache on disk already holds these parses and this output.
        let cache = sameInputs ? nil : MocksCache(
            annotation: config.annotation,
            entries: Dictionary(files.map { ($0.source.path, $0.entry) }, uniquingKeysWith: { first, _ in first }),
            lastRun: .init(fingerprint: fingerprint(files, config: config, outputPath: outputPath), output: output)
        )

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
            cacheBytes: cache?.encoded(),
            cacheURL: config.cacheURL,
            mocks: output.mocks,
            vouched: reused?.vouched,
            deletions: deletions,
            root: config.root
        )
    }

    /// The last run's mocks carry no text, so they are reused only if the record of the last write vouches for
    /// every one of their files (and the manifest is as it left it); otherwise the run starts from the parses.
    private static func wholeReuse(_ output: RunOutput?, config: MocksConfiguration) -> (output: RunOutput, vouched: VouchedMocks)? {
        guard let output else { return nil }
        let writtenPath = config.cacheURL.deletingLastPathComponent().appendingPathComponent(WrittenMocks.fileName).path
        let vouched = VouchedMocks(mocks: output.mocks, writtenPath: writtenPath, writer: Writer(root: config.root))
        return vouched.paths.count == output.mocks.count ? (output, vouched) : nil
    }

    /// The full run: parse (or decode from the cache) the annotated files and the files declaring their
    /// parents, flatten, render (or reuse the last run's mock when its inputs are the same).
    /// Returns the output and how many files were parsed and mocks rendered.
    private static func generate(
        _ files: inout [ScannedFile], config: MocksConfiguration, outputPath: String, last: RunOutput?
    ) -> (RunOutput, (parsed: Int, rendered: Int)) {
        var parsedCount = 0
        var pending = files.indices.filter { files[$0].entry.annotated }
        var index = ProtocolIndex(files.map { ($0.source.path, $0.parsed) })
        // Parents need not be annotated: parse, on demand, the unparsed files whose text declares a missing one.
        while !pending.isEmpty {
            parsedCount += SourceScanner.materialize(pending, of: &files, annotation: config.annotation)
            index = ProtocolIndex(files.map { ($0.source.path, $0.parsed) })
            let missing = index.missingParents()
            pending = files.indices.filter { i in
                files[i].parsed == nil && files[i].entry.declaredNames.contains(where: missing.contains)
            }
        }
        let previous = Dictionary((last?.mocks ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let mocks = MockBuilder(index: index, testableImports: config.testableImports, outputPath: outputPath, previous: previous).build()
        let output = RunOutput(
            mocks: mocks.mocks.sorted { $0.path < $1.path },
            warnings: fileWarnings(files, referenced: index.referencedParents()) + mocks.warnings,
            keptSources: files.filter { $0.parsed?.failedToParse == true }.map(\.source.path)
        )
        return (output, (parsedCount, mocks.rendered))
    }

    /// Stands for every input of a run besides the tool version and annotation (the cache's own keys):
    /// each source's path and content hash, the output folder and the testable imports.
    private static func fingerprint(_ files: [ScannedFile], config: MocksConfiguration, outputPath: String) -> UInt64 {
        var writer = ByteWriter()
        writer.string(outputPath)
        writer.strings(config.testableImports)
        for file in files {
            writer.string(file.source.path)
            writer.uint(file.entry.hash)
        }
        return writer.bytes.withUnsafeBytes { FastHash.fnv1a($0) }
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
