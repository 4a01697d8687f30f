import Foundation
import ScaffoldCore
import SwiftSource

/// What `MocksResult.write` did: every file's status, and what the user should hear about besides.
public struct MocksWriteReport: Sendable {
    public var report: WriteReport
    /// A cache that could not be saved (only the next run's speed suffers).
    public var warnings: [Diagnostic]
    /// Caches of earlier versions removed from the mocks folder, root-relative.
    public var retired: [String]
}

extension MocksResult {
    /// Applies the change set with the `Writer`, except for mocks the record of the last write vouches for
    /// (see `WrittenMocks`): those are `identical` without being read. The report is the one applying the
    /// whole change set gives. Unless this is a dry run, the record is then brought up to date and the cache
    /// saved in `.scaffold/cache/`, both through the writer. Pass the project lock the command holds, so the
    /// writer may clear what a killed run left behind.
    public func write(options: WriteOptions, lock: ProjectLock? = nil) throws(ScaffoldError) -> MocksWriteReport {
        let writer = Writer(root: root, lock: lock)
        // All but the record is known before the write: encoded on another core while the writer writes, which
        // it does on one (see `WriteTransaction`). Synthetic corpus, cold: 853 → 784 ms (tmpfs, medians of 15,
        // interleaved with the build that encoded outlines on the parsing threads and the rest after the write).
        let (outlines, cache, cacheChanged) = (outlines, cache, cacheChanged)
        let encoding = options.dryRun ? nil : BackgroundWork {
            (outlines: outlines?.encoded(), inputs: cacheChanged ? cache.encoded() : nil)
        }
        let vouch = vouched ?? VouchedMocks(mocks: mocks, record: cache.written, writer: writer)
        var results = vouch.paths.map { FileResult(path: $0, status: .identical) }
        // Unchanged mocks are rendered here only when their file needs a look: on every core.
        let pending = parallelMap(mocks.filter { !vouch.paths.contains($0.path) }) { $0.file }.compactMap { $0 }
        let writerRuns = !pending.isEmpty || !deletions.isEmpty
        if writerRuns {
            let changeSet = ChangeSet(files: pending, deletions: deletions, group: MocksPipeline.group)
            results += try writer.apply(changeSet, options: options).results
        }
        let report = WriteReport(results: results, dryRun: options.dryRun)
        guard !options.dryRun else { return MocksWriteReport(report: report, warnings: [], retired: []) }
        var saved = cache
        saved.written = record(report, kept: vouch.paths, previous: vouch.record, writer: writer,
                               manifestHash: writerRuns ? VouchedMocks.manifestHash(writer) : vouch.manifestHash)
        var warnings: [Diagnostic] = []
        do throws(ScaffoldError) {
            let encoded = encoding?.value
            if let data = encoded?.outlines { try writer.saveCache(CachedOutlines.fileName, data) }
            // The record names the run in `mocks.json`, so it is saved after it (see `MocksCache.load`).
            if let data = encoded?.inputs { try writer.saveCache(MocksCache.fileName, data) }
            if cacheChanged || saved.written != cache.written, let data = saved.encodedRecord() {
                try writer.saveCache(MocksCache.recordFileName, data)
            }
        } catch {
            warnings.append(Diagnostic(
                .warning, "could not save the mocks cache in \(Writer.cacheFolder): \(error.message)",
                hint: "the next run parses every annotated file again; check the permissions of \(Writer.cacheFolder)"
            ))
        }
        return MocksWriteReport(report: report, warnings: warnings, retired: writer.removeRetired(retired))
    }

    /// Stamps every mock now on disk with this run's text: the vouched ones as recorded, the ones the writer
    /// created, updated, forced or found identical afresh.
    private func record(
        _ report: WriteReport, kept: Set<String>, previous: WrittenMocks?, writer: Writer, manifestHash: String?
    ) -> WrittenMocks {
        let written: Set<FileStatus> = [.create, .update, .identical, .force]
        let fresh = report.results.filter { written.contains($0.status) && !kept.contains($0.path) }.map(\.path)
        // Every mock vouched for and nothing else written: the record already says all there is.
        if fresh.isEmpty, let previous, previous.manifestHash == manifestHash, previous.keys.count == kept.count { return previous }
        var record = WrittenMocks(manifestHash: manifestHash)
        let stamps = fresh.isEmpty ? FileStamps() : writer.stamps(of: fresh)
        let keys = Dictionary(mocks.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
        for path in kept {
            record.keys[path] = keys[path]
            record.digests[path] = previous?.digests[path]
        }
        for path in fresh where stamps.files[path] != nil {
            record.keys[path] = keys[path]
            record.digests[path] = stamps.settled(path)?.digest
        }
        return record
    }
}
