import Foundation

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

    /// A folder's absolute, standardized path without a trailing `/` (a URL made as a directory ends in one), so
    /// `folder + "/" + relative` is a clean path.
    public static func folder(_ url: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
