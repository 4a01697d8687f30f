#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A failed file-system call, described for people.
public struct FileSystemError: Error, Equatable, Sendable {
    public var reason: String

    init(errno code: Int32) {
        reason = String(cString: strerror(code))
    }

    init(_ error: any Error) {
        if let posix = error as? CocoaError, let underlying = posix.userInfo[NSUnderlyingErrorKey] as? POSIXError {
            reason = String(cString: strerror(underlying.code.rawValue))
        } else if let posix = error as? POSIXError {
            reason = String(cString: strerror(posix.code.rawValue))
        } else {
            reason = error.localizedDescription
        }
    }
}

/// Every file-system call scaffold makes: reading and listing through Foundation; the few calls whose exact
/// semantics Foundation does not offer — `lstat` (what a path is without following it), `realpath`, `rename` over
/// an existing file (the atomic step of every write), `rmdir` of an empty folder only — from the C library.
public enum FileSystem {
    /// What sits at a path, without following a final symlink.
    public enum Kind: Equatable, Sendable { case missing, file, directory, symlink, other }

    public typealias Permissions = mode_t

    /// The bytes of a file; throws when it cannot be read.
    public static func read(_ path: String) throws(FileSystemError) -> Data {
        if let data = contents(of: path) { return data }
        // `contents(atPath:)` does not say why it failed; a read through a `URL` does.
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false))
        } catch {
            throw FileSystemError(error)
        }
    }

    /// The bytes of a file, nil when it cannot be read (a missing file costs one `open`: `--check` asks for every
    /// mock). By path: a `URL` per file costs its percent-encoding, for every source of a scan.
    public static func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// The names in a folder that `include` accepts, each with what it is (a symlink to a file counts as a file,
    /// one to a folder as `other`, so walks never loop); nil when it cannot be listed, in no particular order.
    ///
    /// From `readdir`, whose entries say what they are on most file systems: a walk of a repository then makes no
    /// `lstat` per entry (its assets, its build products), only per symbolic link or where the file system does not
    /// say (Foundation's listing gives names alone).
    public static func list(_ folder: String, where include: (String) -> Bool = { _ in true }) -> [(name: String, kind: Kind)]? {
        var unused: FileStamp?
        return list(folder, where: include, stamping: false, stamp: &unused)
    }

    /// `list`, with the folder's stamp (`fstat` of the open folder) taken before its entries are read: a walk that
    /// keeps it can tell next time from one `stat` that the folder still holds what it listed.
    public static func list(_ folder: String, where include: (String) -> Bool = { _ in true }, stamp: inout FileStamp?) -> [(name: String, kind: Kind)]? {
        list(folder, where: include, stamping: true, stamp: &stamp)
    }

    private static func list(
        _ folder: String, where include: (String) -> Bool, stamping: Bool, stamp: inout FileStamp?
    ) -> [(name: String, kind: Kind)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        if stamping {
            var info = stat()
            stamp = fstat(dirfd(directory), &info) == 0 ? FileStamp(info) : nil
        }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != "..", include(name) else { continue }
            let path = folder + "/" + name
            var kind: Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_UNKNOWN): kind = self.kind(of: path)
            case Int32(DT_LNK): kind = .symlink
            default: kind = .other
            }
            if kind == .symlink { kind = isFile(path) ? .file : .other }
            entries.append((name, kind))
        }
        return entries
    }

    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Whether the path, following symlinks, is a folder.
    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether the path, following symlinks, is a regular file.
    public static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The canonical absolute path with every symlink resolved, or nil if it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Permission bits of an existing file, so an update keeps e.g. an executable script executable.
    public static func permissions(of path: String) -> Permissions? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Creates one folder; its parent must exist.
    public static func makeFolder(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        } catch {
            throw FileSystemError(error)
        }
    }

    /// Creates a folder and the missing folders above it; nothing to do when it exists.
    public static func makeFolders(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(error)
        }
    }

    /// The process's working folder, which relative paths on the command line start from.
    public static var currentFolder: String { FileManager.default.currentDirectoryPath }

    /// Creates `path`, failing if anything is already there, with all of `data`. `open` with `O_EXCL` makes the
    /// file (Foundation has no exclusive create that skips `fsync`), `FileHandle` writes it.
    ///
    /// Not `Data.write(to:options:)`: it syncs every file to disk, which made a cold `scaffold mocks` of 3,000
    /// mocks take 1.6× as long. Durability comes from the rename instead: a crash may lose a temp's bytes, and
    /// the temp is then never renamed into place or is swept by the next run.
    public static func writeNew(_ data: Data, to path: String, permissions: Permissions? = nil) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions ?? 0o644)
        guard descriptor >= 0 else { throw FileSystemError(errno: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        var failure: FileSystemError?
        do {
            try handle.write(contentsOf: data)
        } catch {
            failure = FileSystemError(error)
        }
        // `open` applies the umask; an update keeps the exact bits the file had.
        if failure == nil, let permissions, fchmod(descriptor, permissions) != 0 { failure = FileSystemError(errno: errno) }
        if close(descriptor) != 0, failure == nil { failure = FileSystemError(errno: errno) }
        if let failure {
            unlink(path)
            throw failure
        }
    }

    /// Atomically replaces `destination` with `source` (both in the same folder). Foundation's `moveItem`
    /// refuses to replace a file, and `replaceItemAt` is not one `rename`.
    public static func rename(_ source: String, to destination: String) throws(FileSystemError) {
        #if canImport(Darwin)
        let result = Darwin.rename(source, destination)
        #elseif canImport(Glibc)
        let result = Glibc.rename(source, destination)
        #else
        let result = Musl.rename(source, destination)
        #endif
        guard result == 0 else { throw FileSystemError(errno: errno) }
    }

    public static func removeFile(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw FileSystemError(errno: errno) }
    }

    /// Cleanup of temps, where a failure leaves nothing worse than a stray hidden file.
    public static func removeFileIgnoringErrors(_ path: String) {
        unlink(path)
    }

    /// Removes a folder only if it is empty (`FileManager.removeItem` would remove its contents); returns whether it did.
    @discardableResult
    public static func removeEmptyFolder(_ path: String) -> Bool {
        rmdir(path) == 0
    }
}
