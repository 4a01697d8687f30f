import Foundation
import ScaffoldCore
import SwiftSource

/// The mocks the record of the last write (`WrittenMocks`) vouches for: their files hold exactly this run's
/// text, so they are `identical` without being read, and an unchanged run needs neither their text nor
/// their protocols. With `needsManifest`, only while the manifest is as that write left it (so it still
/// records them); `--check` needs no manifest.
struct VouchedMocks: Sendable {
    var record: WrittenMocks?
    /// SHA-256 of the manifest's bytes now, nil when there is none.
    var manifestHash: String?
    var paths: Set<String> = []

    init(mocks: [RenderedMock], record: WrittenMocks?, writer: Writer, needsManifest: Bool = true) {
        self.record = record
        manifestHash = Self.manifestHash(writer)
        guard let record else { return }
        if needsManifest {
            guard let recorded = record.manifestHash, recorded == manifestHash else { return }
        }
        let candidates = mocks.filter { record.keys[$0.path] == $0.key && record.digests[$0.path] != nil }
        let current = writer.currentStamps(of: candidates.map(\.path))
        paths = Set(candidates.filter { record.vouches(for: $0.path, key: $0.key, current: current[$0.path]) }.map(\.path))
    }

    /// SHA-256 of the manifest's bytes, when it is a regular file safely inside the root.
    static func manifestHash(_ writer: Writer) -> String? {
        guard writer.currentStamps(of: [Writer.manifestPath])[Writer.manifestPath] != nil,
              let bytes = FileSystem.contents(of: writer.root.appendingPathComponent(Writer.manifestPath).path) else { return nil }
        return ContentHash.hex(bytes)
    }
}
