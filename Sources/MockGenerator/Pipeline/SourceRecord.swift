import ScaffoldCore
import SwiftSource

/// What `scaffold mocks` keeps of one source file between runs: the one cache in front of parsing, a
/// `FileCache` (`.scaffold/cache/mocks.cache`) that trusts an entry only for the bytes it was made from. A hit
/// spares the file's parse; when every file of a mock hits and the mock's file still holds what the last run
/// wrote, the mock is neither rendered nor written.
struct SourceRecord: Codable, Sendable, Equatable {
    /// The file contains a mark that may select a protocol: it is parsed whenever it is not cached.
    var annotated: Bool
    /// For a file not parsed: the names after `protocol` in it, to find a parent without parsing every file.
    var declaredNames: [String]
    /// The parse without members: what indexing protocols, flattening their inheritance and warning about them
    /// need; nil for a file never parsed.
    var outline: FileOutline?
    /// The mocks of the protocols this file declares, as the last run rendered them, by protocol.
    var mocks: [String: RenderedMock] = [:]

    /// A mock as last rendered: the key of its inputs and the SHA-256 of its text.
    struct RenderedMock: Codable, Sendable, Equatable {
        var key: String
        var sha256: String
    }

    /// Bumped whenever what a record holds or how a parse reads a file changes, so an old cache never feeds a new
    /// parser.
    static let format = 16
    static let cacheName = "mocks.cache"
}
