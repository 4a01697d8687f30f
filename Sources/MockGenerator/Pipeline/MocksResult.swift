import Foundation
import ScaffoldCore
import SwiftSource

/// The outcome of a `scaffold mocks` run, in memory: nothing has been written.
public struct MocksResult: Sendable {
    /// Group `mocks`: the mocks rendered in this run (every mock but those whose files already hold their text),
    /// and the stale generated mocks to delete.
    public var changeSet: ChangeSet
    /// Root-relative paths of the mocks whose files already hold this run's text: neither rendered nor written.
    public var current: [String]
    /// Every mock of this run with its protocol and the protocol's place, in path order.
    public var mocks: [MockListing]
    /// Files that do not parse, protocols that cannot be mocked, parents not found; sorted by location.
    public var warnings: [Diagnostic]
    public var stats: MocksStats
    /// The cache as this run leaves it; `write` saves it through the writer. Nil when the run printed the last
    /// run's result (`MocksLastRun`) without opening the cache.
    var cache: FileCache<SourceRecord>?
    /// This run's result and fingerprint for the next run, when it wrote nothing and read every file and the saved
    /// one does not already stand for it; `write` saves it.
    var lastRun: MocksLastRun?
    /// The project root the paths are relative to.
    var root: URL

    /// `mocks` with the write's statuses (none from `--check`).
    public func listing(statuses: [String: FileStatus] = [:]) -> [MockListing] {
        mocks.map { mock in
            var mock = mock
            mock.status = statuses[mock.mock]
            return mock
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

/// How much work a run did, for `--json` output and tests of the cache.
public struct MocksStats: Sendable, Hashable, Codable {
    /// Swift files found under the source roots.
    public var filesScanned: Int
    /// Files parsed with SwiftSyntax in this run.
    public var filesParsed: Int
    /// Files the cache knew, by the hash of their bytes.
    public var cacheHits: Int
    /// Mocks of this run.
    public var mocks: Int
    /// Mocks rendered in this run; the others' files already held their text.
    public var mocksRendered: Int

    public init(filesScanned: Int = 0, filesParsed: Int = 0, cacheHits: Int = 0, mocks: Int = 0, mocksRendered: Int = 0) {
        self.filesScanned = filesScanned
        self.filesParsed = filesParsed
        self.cacheHits = cacheHits
        self.mocks = mocks
        self.mocksRendered = mocksRendered
    }
}
