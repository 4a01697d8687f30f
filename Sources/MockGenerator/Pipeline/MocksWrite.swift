import Foundation
import ScaffoldCore
import SwiftSource

/// What `MocksResult.write` did: every file's status, and what the user should hear about besides.
public struct MocksWriteReport: Sendable {
    public var report: WriteReport
    /// A cache that could not be saved (only the next run's speed suffers).
    public var warnings: [Diagnostic]
}

extension MocksResult {
    /// Applies the change set with the `Writer`; the mocks whose files already hold their text are reported
    /// `identical`. Unless this is a dry run, the cache is then saved in `.scaffold/cache/` through the writer, and
    /// with it, when nothing was written, the run's result for the next unchanged run (`MocksLastRun`).
    /// Pass the project lock the command holds, so the writer may clear what a killed run left behind.
    public func write(options: WriteOptions, lock: ProjectLock? = nil) throws(ScaffoldError) -> MocksWriteReport {
        let writer = Writer(root: root, lock: lock)
        var results = current.map { FileResult(path: $0, status: .identical) }
        if !changeSet.files.isEmpty || !changeSet.deletions.isEmpty {
            results += try writer.apply(changeSet, options: options).results
        }
        let report = WriteReport(results: results.sorted { $0.path < $1.path }, dryRun: options.dryRun)
        guard !options.dryRun else { return MocksWriteReport(report: report, warnings: []) }
        do throws(ScaffoldError) {
            if let cache, !cache.isUnchanged { try cache.save(with: writer) }
            // Only a run that wrote nothing has a last run to save: what it found is what is on disk.
            if let lastRun, results.allSatisfy({ $0.status == .identical }) {
                try writer.saveCache(MocksLastRun.cacheName, Writer.cacheJSON(lastRun))
            }
            return MocksWriteReport(report: report, warnings: [])
        } catch {
            return MocksWriteReport(report: report, warnings: [Diagnostic(
                .warning, "could not save the mocks cache in \(Writer.cacheFolder): \(error.message)",
                hint: "the next run parses every marked file again; check the permissions of \(Writer.cacheFolder)"
            )])
        }
    }
}
