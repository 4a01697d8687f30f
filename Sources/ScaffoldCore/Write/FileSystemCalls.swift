#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A failed system call: the `errno` it left, described for people.
struct SystemCallError: Error, Equatable {
    var code: Int32
    var reason: String { String(cString: strerror(code)) }
}

/// The few POSIX calls the writer needs with exact semantics: status without following the
/// last symlink, realpath, exclusive create, atomic rename. Foundation's wrappers hide errno
/// or refuse to replace an existing file, which the temp-then-rename scheme relies on.
enum FileSystemCalls {
    /// What sits at a path, without following a final symlink.
    enum Kind: Equatable { case missing, file, directory, symlink, other }

    typealias Permissions = mode_t

    static func kind(atPath path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// The canonical absolute path with every symlink resolved, or nil if it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Permission bits of an existing file, so an update keeps e.g. an executable script executable.
    static func permissions(atPath path: String) -> Permissions? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    static func makeFolder(_ path: String) throws(SystemCallError) {
        guard mkdir(path, 0o755) == 0 else { throw SystemCallError(code: errno) }
    }

    /// Creates `path`, failing if anything already exists there, and writes all of `data`.
    static func writeNewFile(_ data: Data, to path: String, permissions: Permissions?) throws(SystemCallError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemCallError(code: errno) }
        var failure: Int32?
        if let permissions, fchmod(descriptor, permissions) != 0 { failure = errno }
        if failure == nil {
            failure = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += written
                }
                return nil
            }
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(path)
            throw SystemCallError(code: failure)
        }
    }

    /// Atomically replaces `destination` with `source` (both in the same folder).
    static func rename(_ source: String, to destination: String) throws(SystemCallError) {
        #if canImport(Darwin)
        let result = Darwin.rename(source, destination)
        #elseif canImport(Glibc)
        let result = Glibc.rename(source, destination)
        #else
        let result = Musl.rename(source, destination)
        #endif
        guard result == 0 else { throw SystemCallError(code: errno) }
    }

    static func removeFile(_ path: String) throws(SystemCallError) {
        guard unlink(path) == 0 else { throw SystemCallError(code: errno) }
    }

    /// Removes a folder only if it is empty; returns whether it did.
    @discardableResult
    static func removeEmptyFolder(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    static func readFile(_ path: String) throws(SystemCallError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemCallError(code: errno) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemCallError(code: errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}

extension FileSystemCalls {
    /// Whether the path, following symlinks, is a folder.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Cleanup of temps, where a failure leaves nothing worse than a stray hidden file.
    static func removeFileIgnoringErrors(_ path: String) {
        unlink(path)
    }

    /// The stamp of a regular file, not following a final symlink; nil for anything else.
    static func stamp(atPath path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(info)
    }

    /// The file system's current time in `folder`: the times of a file made there and removed at once.
    /// Nil when the folder cannot be written.
    static func fileSystemTime(inFolder folder: String) -> Int64? {
        let probe = folder + "/.scaffold-clock-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer {
            close(descriptor)
            unlink(probe)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let stamp = FileStamp(info)
        return min(stamp.modified, stamp.changed)
    }
}

extension FileStamp {
    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec)
        )
    }
}
