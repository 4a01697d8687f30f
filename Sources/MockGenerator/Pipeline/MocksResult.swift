import Foundation
import ScaffoldCore
import SwiftSource

/// The outcome of a `scaffold mocks` run, in memory: nothing has been written.
public struct MocksResult: Sendable {
    /// Group `mocks`: every mock of this run, and the stale generated mocks to delete. After an unchanged run
    /// whose mock files the last write vouches for (nothing to write), the mocks have no text and are left out.
    public var changeSet: ChangeSet {
        ChangeSet(files: mocks.compactMap(\.file), deletions: deletions, group: MocksPipeline.group)
    }
    /// Files that do not parse, protocols that cannot be mocked, parents not found; sorted by location.
    public var warnings: [Diagnostic]
    public var stats: MocksStats
    /// New cache contents, nil when the cache on disk is already current. The pipeline stays pure, so the
    /// command saves it (`writeCache()`), and not at all for `--check`.
    public var cache: Data? { cacheBytes.map { Data($0) } }
    /// The cache as encoded; megabytes for thousands of protocols, so it is not copied into `Data` to save it.
    var cacheBytes: [UInt8]?
    /// Where `cache` belongs: `<output>/.scaffold-mocks.cache`.
    public var cacheURL: URL
    /// This run's mocks in path order; those whose inputs did not change are rendered only when read.
    var mocks: [RenderedMock]
    /// Set when the run reused the last one whole: every mock file is vouched for, none needs its text.
    var vouched: VouchedMocks?
    /// Root-relative paths of generated mocks whose protocol is gone.
    var deletions: [String]
    /// The project root the paths are relative to.
    var root: URL

    /// Saves the cache atomically. A cache that cannot be written only slows the next run, so that is a warning.
    public func writeCache() -> Diagnostic? {
        guard let cacheBytes else { return nil }
        do {
            try FileManager.default.createDirectory(at: cacheURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            return cacheWarning(error.localizedDescription)
        }
        // No `fsync`, unlike `Data.write(options: .atomic)`: a cache lost in a crash only costs a full run.
        if let failure = cacheBytes.withUnsafeBytes({ POSIXFiles.replace(cacheURL.path, with: $0) }) {
            return cacheWarning(failure)
        }
        return nil
    }

    private func cacheWarning(_ reason: String) -> Diagnostic {
        Diagnostic(.warning, "could not save the mocks cache at \(cacheURL.path): \(reason)",
                   hint: "the next run parses every annotated file again; check the output folder's permissions")
    }
}

/// How much work a run did, for `--verbose` output and tests of the cache.
public struct MocksStats: Sendable, Hashable, Codable {
    /// Swift files found under the source roots.
    public var filesScanned: Int
    /// Files parsed with SwiftSyntax in this run.
    public var filesParsed: Int
    /// Files whose cached entry was reused because their content hash was unchanged.
    public var cacheHits: Int
    /// Mocks in the change set.
    public var mocks: Int
    /// Mocks rendered in this run; the others were reused from the cache because their inputs were unchanged.
    public var mocksRendered: Int

    public init(filesScanned: Int = 0, filesParsed: Int = 0, cacheHits: Int = 0, mocks: Int = 0, mocksRendered: Int = 0) {
        self.filesScanned = filesScanned
        self.filesParsed = filesParsed
        self.cacheHits = cacheHits
        self.mocks = mocks
        self.mocksRendered = mocksRendered
    }
}
