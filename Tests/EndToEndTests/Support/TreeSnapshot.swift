import Foundation

/// Every regular file under a directory: relative path → bytes and modification date.
struct TreeSnapshot: Equatable {
    /// One file's recorded state.
    struct FileState: Equatable {
        var contents: Data
        var modified: Date
    }

    var files: [String: FileState]

    /// Relative paths, sorted.
    var paths: [String] { files.keys.sorted() }

    var isEmpty: Bool { files.isEmpty }

    init(of root: URL) throws {
        files = [:]
        let manager = FileManager.default
        guard manager.fileExists(atPath: root.path) else { return }
        let rootPath = root.resolvingSymlinksInPath().path
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
        for case let file as URL in walker {
            let values = try file.resourceValues(forKeys: [.isRegularFileKey])
            guard values.isRegularFile == true else { continue }
            let attributes = try manager.attributesOfItem(atPath: file.path)
            let relative = String(file.resolvingSymlinksInPath().path.dropFirst(rootPath.count + 1))
            // scaffold's per-machine state, which `init`'s .gitignore leaves out: not part of any generated tree.
            if relative.hasPrefix(".scaffold/cache/") { continue }
            files[relative] = FileState(
                contents: try Data(contentsOf: file),
                modified: attributes[.modificationDate] as? Date ?? .distantPast
            )
        }
    }

    /// The text of a file, if present.
    func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0.contents, as: UTF8.self) }
    }

    /// Writes every file of the snapshot under `root`, making folders on the way: a tree made once (a class's
    /// `static let`), given to each test that starts from it.
    func write(under root: URL) throws {
        for (path, file) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url)
        }
    }

    /// Paths whose bytes or modification date differ between the two snapshots, or that exist in one only.
    func changedPaths(since earlier: TreeSnapshot) -> [String] {
        Set(files.keys).union(earlier.files.keys).filter { files[$0] != earlier.files[$0] }.sorted()
    }
}
