import Foundation
import ScaffoldCore
import SwiftSource

extension MocksPipeline {
    /// `--check`: how the mocks on disk differ from this run's, without writing anything. One line per file,
    /// in path order: `missing <path>` (not written yet), `stale <path>` (different bytes), `extra <path>`
    /// (a generated mock whose protocol is gone). Empty when everything is current.
    public static func check(_ result: MocksResult, root: URL) -> [String] {
        var lines: [(path: String, line: String)] = []
        for file in result.changeSet.files {
            guard let bytes = FileSystem.contents(of: root.appendingPathComponent(file.path).path) else {
                lines.append((file.path, "missing \(file.path)"))
                continue
            }
            if !bytes.elementsEqual(file.contents.utf8) { lines.append((file.path, "stale \(file.path)")) }
        }
        for path in result.changeSet.deletions { lines.append((path, "extra \(path)")) }
        return lines.sorted { $0.path < $1.path }.map(\.line)
    }
}
