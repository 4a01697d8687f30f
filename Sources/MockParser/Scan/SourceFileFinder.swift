import Foundation
import ScaffoldKit

/// A Swift file to scan: where it is on disk, and how diagnostics, headers and the cache name it.
struct SourceFile: Sendable, Hashable {
    var url: URL
    /// Relative to the project root, `/`-separated.
    var path: String
}

/// Lists the `.swift` files under the source roots, sorted by path, skipping hidden and build folders
/// and the output directory (mocks are never inputs).
enum SourceFileFinder {
    static func find(roots: [URL], excluding output: URL, root: URL) throws(ScaffoldError) -> [SourceFile] {
        let outputPath = output.standardizedFileURL.path
        var found: [String: SourceFile] = [:]
        for sourceRoot in roots {
            let base = sourceRoot.standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory) else {
                throw .unreadableInput(path: base.path, reason: "no such directory")
            }
            if !isDirectory.boolValue {
                if base.pathExtension == "swift" { found[base.path] = SourceFile(url: base, path: RelativePath.of(base, in: root)) }
                continue
            }
            for url in swiftFiles(under: base, skipping: outputPath) {
                found[url.path] = SourceFile(url: url, path: RelativePath.of(url, in: root))
            }
        }
        return found.values.sorted { $0.path < $1.path }
    }

    private static func swiftFiles(under base: URL, skipping outputPath: String) -> [URL] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return []
        }
        var urls: [URL] = []
        for case let url as URL in enumerator {
            let isDirectory = (try? url.resourceValues(forKeys: Set(keys)).isDirectory) ?? false
            if isDirectory {
                let name = url.lastPathComponent
                if name == ".build" || name == "DerivedData" || name == "Pods" || url.standardizedFileURL.path == outputPath {
                    enumerator.skipDescendants()
                }
            } else if url.pathExtension == "swift" {
                urls.append(url.standardizedFileURL)
            }
        }
        return urls
    }
}

/// Root-relative `/`-separated paths, as the change set and diagnostics use them.
enum RelativePath {
    /// `url` relative to `root`; the absolute path when `url` is outside it.
    static func of(_ url: URL, in root: URL) -> String {
        let path = url.standardizedFileURL.path
        var rootPath = root.standardizedFileURL.path
        if !rootPath.hasSuffix("/") { rootPath += "/" }
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
    }
}
