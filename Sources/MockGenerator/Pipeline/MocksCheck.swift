import Foundation
import ScaffoldCore
import SwiftSource

extension MocksPipeline {
    /// `--check`: how the mocks on disk differ from this run's, without writing anything. One line per file,
    /// in path order: `missing <path>` (not written yet), `stale <path>` (different bytes), `extra <path>`
    /// (a generated mock whose protocol is gone). Empty when everything is current.
    /// Mocks the record of the last write vouches for are current without being read.
    public static func check(_ result: MocksResult, root: URL) -> [String] {
        var lines: [(path: String, line: String)] = []
        let writer = Writer(root: root)
        let vouched = (result.vouched ?? VouchedMocks(mocks: result.mocks, record: result.cache.written, writer: writer, needsManifest: false)).paths
        for mock in result.mocks where !vouched.contains(mock.path) {
            guard let bytes = FileSystem.contents(of: root.appendingPathComponent(mock.path).path) else {
                lines.append((mock.path, "missing \(mock.path)"))
                continue
            }
            if let contents = mock.contents, !bytes.elementsEqual(contents.utf8) { lines.append((mock.path, "stale \(mock.path)")) }
        }
        for path in result.deletions { lines.append((path, "extra \(path)")) }
        return lines.sorted { $0.path < $1.path }.map(\.line)
    }
}
