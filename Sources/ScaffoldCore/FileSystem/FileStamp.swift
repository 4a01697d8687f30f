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

    /// The stamps of the regular files at `paths` (absolute, following symlinks), in their order.
    public static func stamps(of paths: [String]) -> [FileStamp?] {
        stamps(folders: [], files: paths).files
    }

    /// The stamps of `folders` (as `folderStamp(of:)`) and of the regular files at `files` (as `stamp(of:)`), each in
    /// its order, taken one folder at a time: a folder with a few files or more is opened once, stamped by `fstat`,
    /// and its files stamped relative to it (`fstatat`), so the kernel walks a long path once a folder rather than
    /// once a file; a folder with fewer is stamped, with its files, by path, as an `open` and a `close` cost more
    /// than the walks they save. Folders are told apart by their bytes (`PathKey`), and a file is put in its
    /// folder's group by comparing its folder's bytes with the file before it (a walk lists a folder's files
    /// together), so only the first file of a run looks its folder up: grouping 4,011 files by a dictionary was a
    /// tenth of an unchanged `mocks` run over five apps.
    public static func stamps(folders: [String], files: [String]) -> (folders: [FileStamp?], files: [FileStamp?]) {
        var groups: [FolderGroup] = [], named: [PathKey: Int] = [:]
        named.reserveCapacity(folders.count)
        func group(_ folder: String) -> Int {
            if let known = named[PathKey(folder)] { return known }
            groups.append(FolderGroup(path: folder))
            named[PathKey(folder)] = groups.count - 1
            return groups.count - 1
        }
        for (index, path) in folders.enumerated() {
            groups[group(path)].folderIndices.append(index)
        }
        var previous: (path: String, nameStart: Int, group: Int)?
        for (index, path) in files.enumerated() {
            let nameStart = PathBytes.nameStart(of: path)
            let member: Int
            if let previous, previous.nameStart == nameStart, PathBytes.samePrefix(previous.path, path, count: nameStart) {
                member = previous.group
            } else {
                member = group(PathBytes.folder(of: path, nameStart: nameStart))
            }
            groups[member].files.append((index, nameStart))
            previous = (path, nameStart, member)
        }
        let stamped = parallelMap(groups) { $0.stamps(files) }
        var folderStamps = [FileStamp?](repeating: nil, count: folders.count)
        var fileStamps = [FileStamp?](repeating: nil, count: files.count)
        for (group, result) in zip(groups, stamped) {
            for index in group.folderIndices { folderStamps[index] = result.folder }
            for (file, stamp) in zip(group.files, result.files) { fileStamps[file.index] = stamp }
        }
        return (folderStamps, fileStamps)
    }
}

/// One folder of `FileSystem.stamps(folders:files:)`: where its own stamp goes, and its files' places and where
/// each one's name begins in its path.
private struct FolderGroup: Sendable {
    /// Fewer files than this, and the folder and its files are stamped by path: an `open` and a `close` cost more
    /// than the path walks they save. Over five apps' 1,108 folders, 3 and 5 measured the same and best; opening
    /// every folder, or none, cost 0.3 to 0.5 ms more of an unchanged `mocks` run's 28.
    static let filesWorthOpening = 3

    var path: String
    var folderIndices: [Int] = []
    var files: [(index: Int, nameStart: Int)] = []

    /// The folder's stamp (when it is one of the folders asked for) and its files' stamps (`paths` are all the
    /// files asked for): through one descriptor, or by path when the folder has few files or cannot be opened.
    func stamps(_ paths: [String]) -> (folder: FileStamp?, files: [FileStamp?]) {
        let descriptor = files.count < Self.filesWorthOpening ? -1 : open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let folder = folderIndices.isEmpty ? nil : FileSystem.folderStamp(of: path)
            return (folder, files.map { FileSystem.stamp(of: paths[$0.index]) })
        }
        defer { close(descriptor) }
        var info = stat()
        let folder = !folderIndices.isEmpty && fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
        return (folder, files.map { file in
            let path = paths[file.index]
            guard file.nameStart < path.utf8.count else { return nil }
            var info = stat()
            let found = path.withCString { fstatat(descriptor, $0 + file.nameStart, &info, 0) == 0 }
            guard found, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return FileStamp(info)
        })
    }
}
