#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file, to tell without reading it that it has not changed since it was last read (as git's
/// index does): the same file (device, inode), the same size, and the same modification and change times to the
/// nanosecond. The change time moves with every write, rename or `touch` and cannot be set back, so a tool that
/// restores an edited file's modification time (an archive, `rsync -t`) still shows it changed.
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64
    /// Nanoseconds since 1970.
    public var changed: Int64

    /// The later of the two times: when the file last changed in any way.
    public var lastChange: Int64 { max(modified, changed) }

    /// The wall clock now, in nanoseconds since 1970: the clock file times are stamped from.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

extension FileStamp {
    /// The stamp `stat` (or `fstat`) filled in.
    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: FileStamp.nanoseconds(modified), changed: FileStamp.nanoseconds(changed)
        )
    }
}

extension FileSystem {
    /// The stamp of the regular file at `path` (following symlinks); nil when it is missing or not a regular file.
    public static func stamp(of path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// The stamp of the folder at `path` (following symlinks); nil when it is missing or not a folder. A folder's
    /// times move when an entry is added, removed or renamed in it (not below it), as git's untracked cache relies on.
    public static func folderStamp(of path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        return FileStamp(info)
    }

    /// The stamps of the regular files at `paths` (absolute, following symlinks), in their order: each folder is opened
    /// once and its files stamped relative to it (`fstatat`), so the kernel walks a long path once a folder rather than
    /// once a file (over five apps' 4,011 files, the path walks were half of an unchanged `mocks` run's `stat` time).
    /// A folder that cannot be opened has its files stamped by path.
    public static func stamps(of paths: [String]) -> [FileStamp?] {
        var order: [Substring] = [], members: [Substring: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex
            let folder = path[..<slash]
            if members[folder] == nil { order.append(folder) }
            members[folder, default: []].append(index)
        }
        let groups = order.map { folder in (folder: String(folder), indices: members[folder] ?? []) }
        let stamped = parallelMap(groups) { group in
            stamps(in: group.folder, of: group.indices.map { paths[$0] }).enumerated().map { (index: group.indices[$0.offset], stamp: $0.element) }
        }
        var result = [FileStamp?](repeating: nil, count: paths.count)
        for entry in stamped.joined() { result[entry.index] = entry.stamp }
        return result
    }

    /// The stamps of `paths`, all directly in `folder`, through one open descriptor of it.
    private static func stamps(in folder: String, of paths: [String]) -> [FileStamp?] {
        let descriptor = folder.isEmpty ? -1 : open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return paths.map { stamp(of: $0) } }
        defer { close(descriptor) }
        return paths.map { path in
            let name = String(path.utf8.dropFirst(folder.utf8.count + 1)) ?? ""
            var info = stat()
            guard !name.isEmpty, fstatat(descriptor, name, &info, 0) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return FileStamp(info)
        }
    }
}
