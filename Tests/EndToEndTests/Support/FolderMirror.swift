import Foundation

/// Makes a folder hold exactly what another holds, writing only the files whose bytes differ, so that a build folder
/// kept inside it (SwiftPM's, which compares modification dates) recompiles only what changed since the last run.
enum FolderMirror {
    /// Copies every file of `source` that is missing or different in `destination` and removes the files of
    /// `destination` that `source` does not have; top-level entries named in `keeping` (`.build`) are left alone.
    static func mirror(_ source: URL, into destination: URL, keeping: Set<String> = []) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        let wanted = try files(under: source)
        for path in wanted {
            try copyIfDifferent(source.appendingPathComponent(path), to: destination.appendingPathComponent(path))
        }
        let wantedSet = Set(wanted)
        for path in try files(under: destination, skipping: keeping) where !wantedSet.contains(path) {
            try manager.removeItem(at: destination.appendingPathComponent(path))
        }
    }

    /// Writes `data` to `url` unless the file already holds exactly it (creating folders on the way).
    static func write(_ data: Data, to url: URL) throws {
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private static func copyIfDifferent(_ source: URL, to destination: URL) throws {
        try write(Data(contentsOf: source), to: destination)
    }

    /// Regular files under `root`, as paths relative to it, without entering the top-level folders in `skipping`.
    private static func files(under root: URL, skipping: Set<String> = []) throws -> [String] {
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if skipping.contains(path) { walker.skipDescendants() }
            } else if !skipping.contains(path) {
                paths.append(path)
            }
        }
        return paths
    }
}
