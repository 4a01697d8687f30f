import Foundation

/// A fresh directory under the system temporary directory, removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init(prefix: String = "scaffold-e2e") throws {
        let name = "\(prefix)-\(UUID().uuidString.prefix(8))"
        // Resolve symlinks (/tmp → /private/tmp on macOS) so paths compare equal to what tools print.
        let base = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
        url = base.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the directory (not created).
    func path(_ relative: String) -> URL {
        url.appendingPathComponent(relative)
    }

    /// Writes `text` at `relative`, creating folders on the way.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> URL {
        try write(Data(text.utf8), to: relative)
    }

    @discardableResult
    func write(_ data: Data, to relative: String) throws -> URL {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Creates and returns a sub-directory.
    func directory(_ relative: String) throws -> URL {
        let directory = path(relative)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
