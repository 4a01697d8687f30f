import Foundation

extension Writer {
    /// The manifest's root-relative path, which `stamps(of:)` and `currentStamps(of:)` accept too.
    public static var manifestPath: String { PathGuard.manifestPath }

    /// Stamps of the root-relative paths that are regular files safely inside the root (folders resolved
    /// as `apply` resolves them, each distinct one once), with the file system's time from just before.
    /// Taken after a write, they let a later run see, with one `lstat` per file, that nobody wrote a file
    /// since. `taken` is 0, trusting nothing, when the clock cannot be read; files on another device than the
    /// clock's are left out.
    public func stamps(of paths: [String]) -> FileStamps {
        guard let clock = fileSystemClock() else { return FileStamps(taken: 0, files: currentStamps(of: paths)) }
        let taken = min(clock.modified, clock.changed)
        return FileStamps(taken: taken, files: currentStamps(of: paths).filter { $0.value.device == clock.device })
    }

    /// The file system's own time now: the stamp of a file made in scaffold's cache folder and removed at once.
    private func fileSystemClock() -> FileStamp? {
        guard let target = try? PathGuard(root: root).resolve("\(Self.cacheFolder)/.clock", allowReserved: true) else { return nil }
        let (folder, name) = WriteTransaction.split(target.destination)
        let probe = folder + "/" + name + WriteTransaction.tempMarker + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        if !FileSystem.isFolder(folder) { try? FileSystem.makeFolders(folder) }
        guard (try? FileSystem.writeNew(Data(), to: probe)) != nil else { return nil }
        defer { FileSystem.removeFileIgnoringErrors(probe) }
        return FileSystem.stamp(of: probe)
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
                  let stamp = FileSystem.stamp(of: folder + "/" + Self.lastComponent(of: path)) else { continue }
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
