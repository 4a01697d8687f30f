#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check.exclude`: root-relative globs matched with the C library's `fnmatch(3)` (without `FNM_PATHNAME`, so
/// `*` also matches `/`: `Sources/App/Legacy/*` and `*Generated.swift` reach any depth). A pattern that
/// matches a folder on a file's path excludes the file too (`Sources/App/Legacy`).
public struct PathExclusion: Sendable {
    public let patterns: [String]

    public init(_ patterns: [String]) {
        self.patterns = patterns.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    public func excludes(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        var prefixes = [path]
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            prefixes.append(String(folder))
        }
        return patterns.contains { pattern in prefixes.contains { fnmatch(pattern, $0, 0) == 0 } }
    }
}
