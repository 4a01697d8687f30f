extension Writer {
    /// The manifest's root-relative path, which `stamps(of:)` and `currentStamps(of:)` accept too.
    public static var manifestPath: String { PathGuard.manifestPath }

    /// Stamps of the root-relative paths that are regular files safely inside the root (folders resolved
    /// as `apply` resolves them, each distinct one once), with the file system's time from just before.
    /// Taken after a write, they let a later run see, with one `lstat` per file, that nobody wrote a file
    /// since; `taken` is 0, trusting nothing, when no folder can be written to measure the time.
    public func stamps(of paths: [String]) -> FileStamps {
        let pathGuard = PathGuard(root: root)
        var folders: [String: String?] = [:]
        var taken: Int64?
        for path in paths {
            guard let folder = realFolder(of: path, pathGuard: pathGuard, memo: &folders) else { continue }
            taken = FileSystemCalls.fileSystemTime(inFolder: folder)
            break
        }
        return FileStamps(taken: taken ?? 0, files: currentStamps(of: paths, pathGuard: pathGuard, folders: &folders))
    }

    /// Each path's stamp now, where it is a regular file safely inside the root.
    public func currentStamps(of paths: [String]) -> [String: FileStamp] {
        var folders: [String: String?] = [:]
        return currentStamps(of: paths, pathGuard: PathGuard(root: root), folders: &folders)
    }

    private func currentStamps(of paths: [String], pathGuard: PathGuard, folders: inout [String: String?]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        stamps.reserveCapacity(paths.count)
        for path in paths {
            guard let folder = realFolder(of: path, pathGuard: pathGuard, memo: &folders),
                  let stamp = FileSystemCalls.stamp(atPath: folder + "/" + Self.lastComponent(of: path)) else { continue }
            stamps[path] = stamp
        }
        return stamps
    }

    /// The resolved folder of an existing, safe path's parent; nil when the path is unsafe or its folder
    /// is missing, dangling or outside the root.
    private func realFolder(of path: String, pathGuard: PathGuard, memo: inout [String: String?]) -> String? {
        guard PathGuard.lexicalProblem(in: path) == nil else { return nil }
        // A normalized path's folder is the text before its last `/`.
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let key = slash.map { String(path[..<$0]) } ?? ""
        if let known = memo[key] { return known }
        let folders = path.split(separator: "/").map(String.init).dropLast()
        var real: String?
        if case .resolved(let folder, let deepest) = pathGuard.resolveFolder(folders), deepest == folders.count { real = folder }
        memo[key] = real
        return real
    }

    private static func lastComponent(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }
}
