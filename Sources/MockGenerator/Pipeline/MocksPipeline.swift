import Foundation
import MockKit
import ScaffoldCore
import SwiftSource

/// `scaffold mocks` as a pure function: sources in, mocks and stale-mock deletions out as a change set.
/// Only the command writes (the mocks through the writer, the cache through `MocksResult.writeCache()`).
public enum MocksPipeline {
    public static let group = "mocks"

    public static func run(_ config: MocksConfiguration) throws(ScaffoldError) -> MocksResult {
        let writer = Writer(root: config.root)
        // The cache is decoded, and the last run's mocks checked against the record, on another thread while the
        // sources are found and hashed; decoding JSON is most of an unchanged run's own work. Unchanged run of
        // the synthetic corpus (1,000 files, 3,000 mocks, tmpfs, medians of 61 interleaved runs): 79 → 71 ms
        // (in another batch of 31: 67 → 63 ms; the base binary 53 and 48 ms). A run with changes discards the
        // vouching (an `lstat` per mock, on the other core): one-edit runs measured 172 → 164 ms all the same.
        let loading = BackgroundWork { [useCache = config.useCache, key = config.selection.cacheKey] in
            useCache ? MocksCache.load(writer, annotation: key) : MocksCache(annotation: key)
        }
        let targets = try MockTargets(config)
        let sources = try targets.sources(config)
        let vouching = BackgroundWork {
            let cache = loading.value
            return cache.lastRun.map { VouchedMocks(mocks: $0.output.mocks, record: cache.written, writer: writer) }
        }
        var (files, scanWarnings) = SourceScanner.scan(sources, cache: loading, selection: config.selection)
        let previous = loading.value
        let hits = files.count { $0.cacheHit }

        let fingerprint = fingerprint(files, targets: targets)
        let sameInputs = hits == files.count && previous.files.count == files.count && previous.lastRun?.fingerprint == fingerprint
        let lastOutput = previous.lastRun?.output
        let reused = sameInputs ? wholeReuse(lastOutput, vouched: vouching.value) : nil
        var work = (parsed: 0, rendered: 0)
        var output = reused?.output ?? RunOutput(mocks: [], warnings: [], keptSources: [])
        var outlines: CachedOutlines?
        if reused == nil {
            (output, work, outlines) = generate(&files, config: config, targets: targets, last: lastOutput)
        }
        var cache = MocksCache(annotation: config.selection.cacheKey)
        cache.files = Dictionary(files.map { ($0.source.path, $0.entry) }, uniquingKeysWith: { first, _ in first })
        cache.lastRun = MocksCache.CachedRun(fingerprint: fingerprint, output: output)
        cache.written = previous.written

        let keptSources = Set(output.keptSources)
        let deletions = targets.targets.flatMap { target in
            StaleMocks.find(
                in: target.outputDirectory, relativePath: target.outputPath,
                current: Set(output.mocks.compactMap { mock in Self.fileName(of: mock.path, in: target.outputPath) }),
                keptSources: keptSources
            )
        }
        return MocksResult(
            warnings: sortedByLocation(scanWarnings + output.warnings),
            stats: MocksStats(
                filesScanned: files.count, filesParsed: work.parsed, cacheHits: hits,
                mocks: output.mocks.count, mocksRendered: work.rendered
            ),
            cache: cache,
            cacheChanged: !sameInputs,
            outlines: outlines,
            mocks: output.mocks,
            vouched: reused?.vouched,
            deletions: deletions,
            retired: targets.targets.flatMap { retiredCacheFiles(in: $0.outputDirectory, relativePath: $0.outputPath) },
            root: config.root
        )
    }

    /// The last run's mocks carry no text, so they are reused only if the record of the last write vouches for
    /// every one of their files (and the manifest is as it left it); otherwise the run starts from the outlines.
    private static func wholeReuse(_ output: RunOutput?, vouched: VouchedMocks?) -> (output: RunOutput, vouched: VouchedMocks)? {
        guard let output, let vouched else { return nil }
        return vouched.paths.count == output.mocks.count ? (output, vouched) : nil
    }

    /// The full run: parse (or take the cached outlines of) the annotated files and the files declaring their
    /// parents, flatten, render. A mock whose inputs are the last run's is rendered only if its text is read;
    /// one whose inputs changed is rendered now, so the outlined files it is built from are parsed first.
    /// Returns the output, how many files were parsed and mocks rendered, and the outlines to save when any is new.
    private static func generate(
        _ files: inout [ScannedFile], config: MocksConfiguration, targets: MockTargets, last: RunOutput?
    ) -> (RunOutput, (parsed: Int, rendered: Int), CachedOutlines?) {
        var parsedCount = 0
        var pending = files.indices.filter { files[$0].entry.annotated }
        // Read only when some file to parse is unchanged since the cache was written: a cold run never reads it.
        let needsCached = config.useCache && files.contains { $0.cacheHit && ($0.entry.annotated || !$0.entry.declaredNames.isEmpty) }
        let cached = needsCached ? CachedOutlines.load(Writer(root: config.root), annotation: config.selection.cacheKey)
            : CachedOutlines(annotation: config.selection.cacheKey)
        var index = ProtocolIndex([])
        // Parents need not be annotated: parse, on demand, the unparsed files whose text declares a missing one.
        while !pending.isEmpty {
            parsedCount += SourceScanner.materialize(pending, of: &files, cached: cached, selection: config.selection)
            index = ProtocolIndex(files.map { ($0.source.path, $0.parsed) })
            let missing = index.missingParents().union(index.missingExtended())
            pending = files.indices.filter { i in
                files[i].parsed == nil && files[i].entry.declaredNames.contains(where: missing.contains)
            }
        }
        let previous = Dictionary((last?.mocks ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let builder = { (files: [ScannedFile]) in
            MockBuilder(
                index: ProtocolIndex(files.map { ($0.source.path, $0.parsed) }), selection: config.selection, targets: targets,
                previous: previous, hashes: hashes(files), flavor: config.flavor,
                outlines: OutlinedSources(files: files, selection: config.selection)
            )
        }
        // Mocks to render now need their files' members: parse the outlined ones again (no cache). Until none is
        // left, in case a file changed since the scan and now reaches another.
        var final = builder(files)
        var outlined = final.outlinedSourcesToRender()
        while !outlined.isEmpty {
            parsedCount += SourceScanner.materialize(
                files.indices.filter { outlined.contains(files[$0].source.path) }, of: &files, cached: nil, selection: config.selection
            )
            final = builder(files)
            outlined = final.outlinedSourcesToRender()
        }
        let mocks = final.build()
        index = final.index
        let output = RunOutput(
            mocks: mocks.mocks.sorted { $0.path < $1.path },
            warnings: fileWarnings(files, referenced: index.referencedParents().union(index.selectedByExtension.keys))
                + mocks.warnings,
            keptSources: files.filter { $0.parsed?.failedToParse == true }.map(\.source.path)
        )
        // The outlines of this run's files, new or reused; those of files gone or changed are dropped.
        var outlines: CachedOutlines?
        if parsedCount > 0 || files.count != cached.outlines.count {
            var kept = CachedOutlines(annotation: config.selection.cacheKey)
            for file in files {
                if file.parsedNow, let parsed = file.parsed {
                    kept.parsed[file.source.path] = (file.entry.hash, parsed)
                } else if let old = cached.outlines[file.source.path], old.hash == file.entry.hash {
                    kept.outlines[file.source.path] = old
                }
            }
            outlines = kept
        }
        return (output, (parsedCount, mocks.rendered), outlines)
    }

    /// SHA-256 of each file's contents, by root-relative path.
    private static func hashes(_ files: [ScannedFile]) -> [String: String] {
        Dictionary(files.map { ($0.source.path, $0.entry.hash) }, uniquingKeysWith: { first, _ in first })
    }

    /// Stands for every input of a run besides the tool version and selection (the cache's own keys):
    /// each source's path and content hash, and the output folders, imports and source folders of the targets.
    private static func fingerprint(_ files: [ScannedFile], targets: MockTargets) -> String {
        var parts = targets.fingerprintParts
        for file in files { parts += [file.source.path, file.entry.hash] }
        return ContentHash.hex(parts: parts)
    }

    /// The file name of a mock directly in the output folder at `outputPath`; nil for a mock elsewhere.
    private static func fileName(of path: String, in outputPath: String) -> String? {
        if outputPath.isEmpty { return path.contains("/") ? nil : path }
        guard path.hasPrefix(outputPath + "/") else { return nil }
        let name = path.dropFirst(outputPath.count + 1)
        return name.contains("/") ? nil : String(name)
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
