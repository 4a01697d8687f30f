import Foundation
import ScaffoldKit

/// The outcome of a `scaffold mocks` run, in memory: nothing has been written.
public struct MocksResult: Sendable {
    /// Group `mocks`: every mock of this run, and the stale generated mocks to delete.
    public var changeSet: ChangeSet
    /// Files that do not parse, protocols that cannot be mocked, parents not found; sorted by location.
    public var warnings: [Diagnostic]
    public var stats: MocksStats
    /// New cache contents, nil when the cache on disk is already current. The pipeline stays pure, so the
    /// command saves it (`writeCache()`), and not at all for `--check`.
    public var cache: Data?
    /// Where `cache` belongs: `<output>/.scaffold-mocks-cache.json`.
    public var cacheURL: URL

    /// Saves the cache atomically. A cache that cannot be written only slows the next run, so that is a warning.
    public func writeCache() -> Diagnostic? {
        guard let cache else { return nil }
        do {
            try FileManager.default.createDirectory(at: cacheURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try cache.write(to: cacheURL, options: .atomic)
            return nil
        } catch {
            return Diagnostic(.warning, "could not save the mocks cache at \(cacheURL.path): \(error.localizedDescription)",
                              hint: "the next run parses every annotated file again; check the output folder's permissions")
        }
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
