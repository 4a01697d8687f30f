import Foundation
import MockKit
import ScaffoldKit

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
        var (files, warnings) = SourceScanner.scan(sources, cache: previous, annotation: config.annotation)

        var parsedCount = 0
        var pending = files.indices.filter { files[$0].entry.annotated && files[$0].entry.parsed == nil }
        var index = ProtocolIndex(files)
        // Parents need not be annotated: parse, on demand, the unparsed files whose text declares a missing one.
        while !pending.isEmpty {
            SourceScanner.parse(pending, of: &files, annotation: config.annotation)
            parsedCount += pending.count
            index = ProtocolIndex(files)
            let missing = index.missingParents()
            pending = files.indices.filter { i in
                files[i].entry.parsed == nil && files[i].entry.declaredNames.contains(where: missing.contains)
            }
        }

        warnings += fileWarnings(files, referenced: index.referencedParents())
        let mocks = MockBuilder(index: index, testableImports: config.testableImports, outputPath: outputPath).build()
        warnings += mocks.warnings

        let keptSources = Set(files.filter { $0.entry.parsed?.failedToParse == true }.map(\.source.path))
        let deletions = StaleMocks.find(
            in: config.outputDirectory, relativePath: outputPath,
            current: Set(mocks.files.map { String($0.path.split(separator: "/").last ?? "") }), keptSources: keptSources
        )
        let hits = files.count { $0.cacheHit }
        let cacheChanged = hits != files.count || parsedCount > 0 || previous.entries.count != files.count
        let cache = MocksCache(annotation: config.annotation, entries: Dictionary(
            files.map { ($0.source.path, $0.entry) }, uniquingKeysWith: { first, _ in first }
        ))
        return MocksResult(
            changeSet: ChangeSet(files: mocks.files, deletions: deletions, group: group),
            warnings: sortedByLocation(warnings),
            stats: MocksStats(filesScanned: files.count, filesParsed: parsedCount, cacheHits: hits, mocks: mocks.files.count),
            cache: cacheChanged ? cache.encoded() : nil,
            cacheURL: config.cacheURL
        )
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
            guard let parsed = file.entry.parsed else { return [] }
            let relevant = file.entry.annotated || file.entry.declaredNames.contains(where: referenced.contains)
            return relevant ? parsed.warnings : []
        }
    }
}
