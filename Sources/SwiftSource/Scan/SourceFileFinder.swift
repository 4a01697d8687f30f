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

/// A Swift file's root-relative path and the bytes read: what the searches that prefilter with `SourceText` parse.
struct SourceBytes: Sendable {
    var path: String
    var bytes: [UInt8]

    init(_ file: (path: String, bytes: [UInt8])) {
        path = file.path
        bytes = file.bytes
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
