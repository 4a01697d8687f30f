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
    /// The cache as this run leaves it; `write` saves it (with the record of the write) through the writer.
    var cache: MocksCache
    /// False when the cache on disk already holds this run's inputs and output.
    var cacheChanged: Bool
    /// The outlines to save, nil when the saved ones are current.
    var outlines: CachedOutlines?
    /// This run's mocks in path order; those whose inputs did not change are rendered only when read.
    var mocks: [RenderedMock]
    /// Set when the run reused the last one whole: every mock file is vouched for, none needs its text.
    var vouched: VouchedMocks?
    /// Root-relative paths of generated mocks whose protocol is gone.
    var deletions: [String]
    /// Root-relative paths of caches earlier versions kept beside the mocks, which a write removes.
    public var retired: [String]
    /// The project root the paths are relative to.
    var root: URL

    /// Every mock of this run with its protocol and the protocol's place, in path order; `status` is the write's
    /// (or, from `--check`, nil).
    public func listing(statuses: [String: FileStatus] = [:]) -> [MockListing] {
        mocks.map { mock in
            MockListing(mock: mock.path, protocolName: mock.origin.protocolName, source: mock.origin.source, status: statuses[mock.path])
        }
    }
}

/// One mock in `scaffold mocks --json`: its file, its protocol and where that is declared, and what the write did.
public struct MockListing: Sendable, Hashable, Codable {
    /// Root-relative path of the mock file.
    public var mock: String
    public var protocolName: String
    /// Where the `protocol` keyword is (root-relative file, line, column).
    public var source: SourceLocation
    public var status: FileStatus?

    enum CodingKeys: String, CodingKey {
        case mock, protocolName = "protocol", source, status
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
