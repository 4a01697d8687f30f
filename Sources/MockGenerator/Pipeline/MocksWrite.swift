import Foundation
import ScaffoldCore
import SwiftSource

extension MocksResult {
    /// Applies the change set with the `Writer`, except for mocks the record of the last write vouches for
    /// (see `WrittenMocks`): those are `identical` without being read. The report is the one applying the
    /// whole change set gives. Unless this is a dry run, the record is then brought up to date.
    public func write(options: WriteOptions) throws(ScaffoldError) -> WriteReport {
        let writer = Writer(root: root)
        let vouch = vouched ?? VouchedMocks(mocks: mocks, writtenPath: writtenPath, writer: writer)
        var results = vouch.paths.map { FileResult(path: $0, status: .identical) }
        // Unchanged mocks are rendered here only when their file needs a look: on every core.
        let pending = parallelMap(mocks.filter { !vouch.paths.contains($0.path) }) { $0.file }.compactMap { $0 }
        let writerRuns = !pending.isEmpty || !deletions.isEmpty
        if writerRuns {
            let changeSet = ChangeSet(files: pending, deletions: deletions, group: MocksPipeline.group)
            results += try writer.apply(changeSet, options: options).results
        }
        let report = WriteReport(results: results, dryRun: options.dryRun)
        if !options.dryRun {
            recordWrite(report, kept: vouch.paths, previous: vouch.record, writer: writer,
                        manifestHash: writerRuns ? VouchedMocks.manifestHash(writer) : vouch.manifestHash)
        }
        return report
    }

    var writtenPath: String {
        cacheURL.deletingLastPathComponent().appendingPathComponent(WrittenMocks.fileName).path
    }

    /// Stamps every mock now on disk with this run's text: the vouched ones as recorded, the ones the
    /// writer created, updated, forced or found identical afresh. Saved only when something changed;
    /// a record that cannot be saved only costs the next run its shortcut, so that is not reported.
    private func recordWrite(
        _ report: WriteReport, kept: Set<String>, previous: WrittenMocks?, writer: Writer, manifestHash: UInt64?
    ) {
        let written: Set<FileStatus> = [.create, .update, .identical, .force]
        let fresh = report.results.filter { written.contains($0.status) && !kept.contains($0.path) }.map(\.path)
        // Every mock vouched for and nothing else written: the record already says all there is.
        if fresh.isEmpty, let previous, previous.manifestHash == manifestHash, previous.keys.count == kept.count { return }
        var record = WrittenMocks(manifestHash: manifestHash)
        let stamps = fresh.isEmpty ? FileStamps(taken: previous?.stamps.taken ?? 0) : writer.stamps(of: fresh)
        record.stamps.taken = stamps.taken
        let keys = Dictionary(mocks.map { ($0.path, $0.key) }, uniquingKeysWith: { first, _ in first })
        for path in kept {
            record.keys[path] = keys[path]
            record.stamps.files[path] = previous?.stamps.files[path]
        }
        for path in fresh {
            guard let stamp = stamps.files[path] else { continue }
            record.keys[path] = keys[path]
            record.stamps.files[path] = stamp
        }
        guard record != previous else { return }
        _ = record.encoded().withUnsafeBytes { POSIXFiles.replace(writtenPath, with: $0) }
    }
}
