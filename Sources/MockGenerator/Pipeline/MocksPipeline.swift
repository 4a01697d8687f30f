import Foundation
import MockKit
import ScaffoldCore
import SwiftSource

/// `scaffold mocks` as stages over files in memory: when the folders and sources the last run that wrote nothing
/// listed, the configuration and the outputs are as it saw them (by `stat`), return its result (`MocksLastRun`);
/// else find and stamp the sources, and return that result when they are what it saw; else scan them
/// (take each file the cache knows by its stamp or its bytes from it, parse the others that hold a mark, and the
/// files declaring missing parents); plan the mocks from the index; keep the mocks whose files already hold what
/// their inputs give; render the rest from whole parses. Nothing is written here: `MocksResult.write` applies the change set and saves the cache.
public enum MocksPipeline {
    public static let group = "mocks"

    public static func run(_ config: MocksConfiguration) throws(ScaffoldError) -> MocksResult {
        let writer = Writer(root: config.root)
        let readAt = config.readAt ?? FileStamp.now()
        let targets = try MockTargets(config)
        let last = config.useCache ? MocksLastRun.load(writer) : nil
        if let last, let result = last.resultWithoutWalking(config, targets: targets) { return result }
        let listing = try targets.sources(config)
        let sources = listing.files
        // Each source is stamped once, before anything reads it: the fingerprint and the cache use the same stamp.
        let stamps = FileSystem.stamps(of: sources.map(\.absolutePath))
        let folders = listing.folders.map { (path: $0.path, stamp: Optional($0.stamp)) }
        let inputs = MocksLastRun.inputs(config, targets: targets, folders: folders, sources: sources.map(\.path), stamps: stamps)
        if let last, let result = last.result(inputs: inputs, filesScanned: sources.count, targets: targets, root: config.root) {
            return result
        }
        let selection = config.selection
        let cacheKey = selection.cacheKey
        let cache = config.useCache
            ? FileCache<SourceRecord>.load(SourceRecord.cacheName, format: SourceRecord.format, key: cacheKey, from: writer, readAt: readAt)
            : FileCache<SourceRecord>(name: SourceRecord.cacheName, format: SourceRecord.format, key: cacheKey, readAt: readAt)

        var (files, scanWarnings) = SourceScan.scan(sources, stamps: stamps, cache: cache, selection: selection)
        var parsedCount = files.count { $0.parsed != nil }
        var index = ProtocolIndex(files.map { ($0.source.path, $0.indexed) })
        // Parents need not be marked: parse the files whose text declares a missing one, until none is missing.
        while true {
            let missing = index.missingParents().union(index.missingExtended())
            let pending = files.indices.filter { !files[$0].isIndexed && files[$0].record.declaredNames.contains(where: missing.contains) }
            guard !pending.isEmpty else { break }
            parsedCount += SourceScan.parse(pending, of: &files, selection: selection)
            index = ProtocolIndex(files.map { ($0.source.path, $0.indexed) })
        }

        let hashes = Dictionary(files.map { (PathKey($0.source.path), $0.hash) }, uniquingKeysWith: { first, _ in first })
        let plan = MockPlan(index: index, selection: selection, targets: targets, options: config.options, hashes: hashes)
        // The outputs are stamped before they are read (the manifest and the mocks here, the output folders below).
        let fingerprint = MocksLastRun.adding(outputs: plan.mocks.map(\.path), targets: targets, root: config.root, to: inputs)
        let current = CurrentMocks.find(plan.mocks, files: files, writer: writer)
        let stale = plan.mocks.filter { !current.contains($0.path) }
        // Mocks to render need the whole parses of the files they are built from.
        let needed = Set(stale.flatMap(\.sources).map(PathKey.init))
        parsedCount += SourceScan.parse(files.indices.filter { needed.contains(PathKey(files[$0].source.path)) }, of: &files, selection: selection)
        if !needed.isEmpty { index = ProtocolIndex(files.map { ($0.source.path, $0.indexed) }) }
        let fullIndex = index
        let rendered = parallelMap(stale) { MockPlan.render($0, index: fullIndex) }

        let records = records(files, plan: plan, rendered: rendered)
        var saved = cache
        // By index: iterating `files` copies each whole `ScannedFile` (a retain per field): 5% of an unchanged
        // run's CPU under `perf` (five apps, 4,994 files), with the loop in `CurrentMocks.find`.
        for index in files.indices {
            saved.record(records[index], at: files[index].source.path, hash: files[index].hash, stamp: files[index].stamp)
        }
        let kept = Set(files.filter(\.failedToParse).map { PathKey($0.source.path) })
        let deletions = targets.targets.flatMap { target in
            StaleMocks.find(
                in: target.outputDirectory, relativePath: target.outputPath,
                current: Set(plan.mocks.compactMap { fileName(of: $0.path, in: target.outputPath) }), keptSources: kept
            )
        }
        let referenced = index.referencedParents().union(index.selectedByExtension.keys)
        let mockListing = plan.mocks.map { MockListing(mock: $0.path, protocolName: $0.origin.protocolName, source: $0.origin.source, status: nil) }
        let warnings = sortedByLocation(scanWarnings + fileWarnings(files, referenced: referenced) + plan.warnings)
        // The next unchanged run may print this one's result when nothing is to be written and every file was read
        // as stamped (a file edited during the run has no stamp), unless the saved result already stands for it.
        var lastRun: MocksLastRun?
        if config.useCache, rendered.isEmpty, deletions.isEmpty, scanWarnings.isEmpty, fingerprint.isComplete,
           files.allSatisfy({ $0.stamp != nil }), last.map({ $0.fingerprint != fingerprint.value || !fingerprint.isTrusted(savedAt: $0.readAt) }) ?? true {
            lastRun = MocksLastRun(fingerprint: fingerprint.value, readAt: readAt, mocks: mockListing, warnings: warnings, listing: listing)
        }
        return MocksResult(
            changeSet: ChangeSet(files: rendered, deletions: deletions, group: group),
            current: plan.mocks.filter { current.contains($0.path) }.map(\.path),
            mocks: mockListing,
            warnings: warnings,
            stats: MocksStats(
                filesScanned: files.count, filesParsed: parsedCount, cacheHits: files.count { $0.cacheHit },
                mocks: plan.mocks.count, mocksRendered: rendered.count
            ),
            cache: saved, lastRun: lastRun, root: config.root
        )
    }

    /// Each file's record for the next run: what the scan found, with the mocks of its protocols (rendered now,
    /// or as the last run rendered them when they are current).
    private static func records(_ files: [ScannedFile], plan: MockPlan, rendered: [GeneratedFile]) -> [SourceRecord] {
        let texts = Dictionary(rendered.map { ($0.path, ContentHash.hex(Data($0.contents.utf8))) }, uniquingKeysWith: { first, _ in first })
        let byFile = Dictionary(grouping: plan.mocks) { PathKey($0.located.path) }
        return files.map { file in
            var record = file.record
            let previous = file.cacheHit ? record.mocks : [:]
            record.mocks = [:]
            for mock in byFile[PathKey(file.source.path)] ?? [] {
                if let sha256 = texts[mock.path] {
                    record.mocks[mock.protocolName] = SourceRecord.RenderedMock(key: mock.key, sha256: sha256)
                } else if let last = previous[mock.protocolName] {
                    record.mocks[mock.protocolName] = last
                }
            }
            return record
        }
    }

    /// The file name of a mock directly in the output folder at `outputPath`; nil for a mock elsewhere.
    private static func fileName(of path: String, in outputPath: String) -> String? {
        if outputPath.isEmpty { return path.contains("/") ? nil : path }
        guard path.hasPrefix(outputPath + "/") else { return nil }
        let name = path.dropFirst(outputPath.count + 1)
        return name.contains("/") ? nil : String(name)
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

    /// Problems of files that matter to this run: files with a mark and files declaring a parent that is used.
    private static func fileWarnings(_ files: [ScannedFile], referenced: Set<String>) -> [Diagnostic] {
        files.flatMap { file -> [Diagnostic] in
            guard let parsed = file.indexed else { return [] }
            let relevant = file.record.annotated || parsed.declarations.contains { referenced.contains($0.model.name) }
            return relevant ? parsed.warnings : []
        }
    }
}

/// The planned mocks whose files already hold this run's text: the last run rendered the mock from the same
/// inputs (same key), and the file's bytes hash to what it rendered, which the manifest records as scaffold's.
/// Those need no render and no write.
enum CurrentMocks {
    static func find(_ mocks: [PlannedMock], files: [ScannedFile], writer: Writer) -> Set<String> {
        guard !mocks.isEmpty else { return [] }
        var previous: [PathKey: [String: SourceRecord.RenderedMock]] = [:]
        for index in files.indices where files[index].cacheHit && !files[index].record.mocks.isEmpty {
            previous[PathKey(files[index].source.path)] = files[index].record.mocks
        }
        let candidates = mocks.compactMap { mock -> (path: String, sha256: String)? in
            guard let last = previous[PathKey(mock.located.path)]?[mock.protocolName], last.key == mock.key else { return nil }
            return (mock.path, last.sha256)
        }
        guard !candidates.isEmpty, let manifest = try? writer.manifest() else { return [] }
        let root = writer.root.path
        let current = parallelMap(candidates) { candidate -> String? in
            guard let entry = manifest.files[candidate.path], entry.group == MocksPipeline.group, entry.sha256 == candidate.sha256,
                  let bytes = FileSystem.contents(of: root + "/" + candidate.path), ContentHash.hex(bytes) == candidate.sha256 else { return nil }
            return candidate.path
        }
        return Set(current.compactMap { $0 })
    }
}
