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

    /// Whether `lhs` comes before `rhs` in a listing: by `path`, as `PathKey`s are ordered.
    public static func listedBefore(_ lhs: SourceFile, _ rhs: SourceFile) -> Bool {
        PathKey(lhs.path) < PathKey(rhs.path)
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

/// The Swift files under some source roots, and what a later run needs to know, by `stat` alone, that a walk would
/// find them again (`SwiftFileWalk`): every folder listed, with its stamp.
public struct SourceListing: Sendable {
    /// Sorted by path.
    public var files: [SourceFile]
    /// Absolute paths, sorted, each with its stamp taken before it was listed.
    public var folders: [(path: String, stamp: FileStamp)]
    /// False when the folders' stamps cannot stand for the walk (see `SwiftFileWalk.isRepeatable`).
    public var isRepeatable: Bool

    public init(files: [SourceFile], folders: [(path: String, stamp: FileStamp)], isRepeatable: Bool) {
        self.files = files
        self.folders = folders
        self.isRepeatable = isRepeatable
    }
}

/// Lists the `.swift` files under the source roots, sorted by path, skipping hidden folders, build folders
/// and the output directory (mocks are never inputs), as `FileSystem.swiftFiles` walks them.
public enum SourceFileFinder {
    public static func find(roots: [URL], excluding output: URL, root: URL) throws(ScaffoldError) -> [SourceFile] {
        try walk(roots: roots, excluding: output, root: root, stampingFolders: false).files
    }

    /// `find`, with the folders listed and their stamps.
    public static func listing(roots: [URL], excluding output: URL, root: URL) throws(ScaffoldError) -> SourceListing {
        try walk(roots: roots, excluding: output, root: root, stampingFolders: true)
    }

    private static func walk(roots: [URL], excluding output: URL, root: URL, stampingFolders: Bool) throws(ScaffoldError) -> SourceListing {
        let rootPath = root.standardizedFileURL.path
        let outputPath = output.standardizedFileURL.path
        // Keyed by bytes: two spellings of one accented name are two folders on disk (`PathKey`).
        var found: [PathKey: SourceFile] = [:]
        var folders: [PathKey: FileStamp] = [:]
        var isRepeatable = true
        for sourceRoot in roots {
            let base = sourceRoot.standardizedFileURL.path
            // A root is followed through symbolic links; links met inside it are not (see `FileSystem.list`).
            if FileSystem.isFolder(base) {
                let paths: [String]
                if stampingFolders {
                    let walk = FileSystem.swiftFileWalk(under: base, excluding: outputPath)
                    for (folder, stamp) in walk.folders { folders[PathKey(folder)] = stamp }
                    isRepeatable = isRepeatable && walk.isRepeatable
                    paths = walk.files
                } else {
                    paths = FileSystem.swiftFiles(under: base, excluding: outputPath)
                }
                for path in paths {
                    found[PathKey(path)] = SourceFile(absolutePath: path, path: RelativePath.of(path, in: rootPath))
                }
            } else if FileSystem.isFile(base) {
                if base.hasSuffix(".swift") { found[PathKey(base)] = SourceFile(absolutePath: base, path: RelativePath.of(base, in: rootPath)) }
            } else {
                throw .unreadableInput(path: base, reason: "no such folder")
            }
        }
        return SourceListing(files: found.values.sorted(by: SourceFile.listedBefore), folders: folders.sorted { $0.key < $1.key }.map { ($0.key.path, $0.value) }, isRepeatable: isRepeatable)
    }
}
