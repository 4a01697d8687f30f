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

/// Lists the `.swift` files under the source roots, sorted by path, skipping hidden folders, build folders
/// and the output directory (mocks are never inputs). Symbolic links to folders are not followed.
public enum SourceFileFinder {
    private static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage"]

    public static func find(roots: [URL], excluding output: URL, root: URL) throws(ScaffoldError) -> [SourceFile] {
        let rootPath = root.standardizedFileURL.path
        let outputPath = output.standardizedFileURL.path
        var found: [String: SourceFile] = [:]
        for sourceRoot in roots {
            let base = sourceRoot.standardizedFileURL.path
            // A root is followed through symbolic links; links met inside it are not (see `FileSystem.list`).
            if FileSystem.isFolder(base) {
                var paths: [String] = []
                collect(in: base, skipping: outputPath, into: &paths)
                for path in paths { found[path] = SourceFile(absolutePath: path, path: RelativePath.of(path, in: rootPath)) }
            } else if FileSystem.isFile(base) {
                if base.hasSuffix(".swift") { found[base] = SourceFile(absolutePath: base, path: RelativePath.of(base, in: rootPath)) }
            } else {
                throw .unreadableInput(path: base, reason: "no such folder")
            }
        }
        return found.values.sorted { $0.path < $1.path }
    }

    private static func collect(in directory: String, skipping outputPath: String, into paths: inout [String]) {
        guard directory != outputPath, let entries = FileSystem.list(directory) else { return }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = directory + "/" + entry.name
            switch entry.kind {
            case .file where entry.name.hasSuffix(".swift"):
                paths.append(path)
            case .directory where !skippedFolders.contains(entry.name):
                collect(in: path, skipping: outputPath, into: &paths)
            default:
                continue
            }
        }
    }
}

/// Root-relative `/`-separated paths, as the change set and diagnostics use them.
public enum RelativePath {
    /// `path` (absolute, standardized) relative to `rootPath`; unchanged when it is outside the root.
    public static func of(_ path: String, in rootPath: String) -> String {
        if path == rootPath { return "" }
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    public static func of(_ url: URL, in root: URL) -> String {
        of(url.standardizedFileURL.path, in: root.standardizedFileURL.path)
    }
}
