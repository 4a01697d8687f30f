import Foundation
import ScaffoldCore

/// A Swift file to scan: where it is on disk, and how diagnostics, headers and the cache name it.
public struct SourceFile: Sendable, Hashable {
    public var absolutePath: String
    /// Relative to the project root, `/`-separated.
    public var path: String

    public init(absolutePath: String, path: String) {
        self.absolutePath = absolutePath
        self.path = path
    }
}

extension SourceFile {
    /// The file's bytes when they mention one of `needles`; nil when they do not or the file cannot be read. The
    /// cheap test that keeps most files of a module from being parsed.
    public func bytes(ifMentioning needles: [[UInt8]]) -> [UInt8]? {
        guard let data = FileSystem.contents(of: absolutePath) else { return nil }
        let bytes = Array(data)
        return SourceText.containsAny(needles, in: bytes) ? bytes : nil
    }
}

/// Lists the `.swift` files under the source roots, sorted by path, skipping hidden folders, build folders
/// and the output directory (mocks are never inputs), as `FileSystem.swiftFiles` walks them.
public enum SourceFileFinder {
    public static func find(roots: [URL], excluding output: URL, root: URL) throws(ScaffoldError) -> [SourceFile] {
        let rootPath = root.standardizedFileURL.path
        let outputPath = output.standardizedFileURL.path
        var found: [String: SourceFile] = [:]
        for sourceRoot in roots {
            let base = sourceRoot.standardizedFileURL.path
            // A root is followed through symbolic links; links met inside it are not (see `FileSystem.list`).
            if FileSystem.isFolder(base) {
                for path in FileSystem.swiftFiles(under: base, excluding: outputPath) {
                    found[path] = SourceFile(absolutePath: path, path: RelativePath.of(path, in: rootPath))
                }
            } else if FileSystem.isFile(base) {
                if base.hasSuffix(".swift") { found[base] = SourceFile(absolutePath: base, path: RelativePath.of(base, in: rootPath)) }
            } else {
                throw .unreadableInput(path: base, reason: "no such folder")
            }
        }
        return found.values.sorted { $0.path < $1.path }
    }
}
