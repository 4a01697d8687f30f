#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX directory listing and file reading: Foundation's URL-based enumeration and `contents(atPath:)`
/// cost more than the whole no-change run may take, so the hot path stays on paths and system calls.
public enum POSIXFiles {
    public enum Kind { case file, directory, other }

    /// The names in a directory, without `.` and `..`, each with what it is; nil when unreadable. A symbolic
    /// link to a file counts as a file, one to a folder as `other`, so walks never loop.
    public static func list(_ directory: String) -> [(name: String, kind: Kind)]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): entries.append((name, .file))
            case Int32(DT_DIR): entries.append((name, .directory))
            default: entries.append((name, entryKind(directory + "/" + name)))
            }
        }
        return entries
    }

    /// What a path is, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        return kind(mode: info.st_mode)
    }

    private static func entryKind(_ path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        if info.st_mode & S_IFMT == S_IFLNK { return kind(of: path) == .file ? .file : .other }
        return kind(mode: info.st_mode)
    }

    private static func kind(mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// A whole file's bytes; nil when it cannot be opened or read. Reads the size `fstat` reports (files that
    /// report none, like pipes, are read to their end).
    public static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        guard size > 0 else { return readToEnd(descriptor) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < size {
                let got = read(descriptor, base + count, size - count)
                if got <= 0 {
                    failed = got < 0
                    return
                }
                count += got
            }
        }
        return failed ? nil : bytes
    }

    private static func readToEnd(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let got = chunk.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return read(descriptor, base, buffer.count)
            }
            if got < 0 { return nil }
            if got == 0 { return bytes }
            bytes += chunk[..<got]
        }
    }

    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`, so readers see the old
    /// file or the new one, never a part. Returns why it failed, or nil.
    public static func replace(_ path: String, with bytes: UnsafeRawBufferPointer) -> String? {
        let temp = path + ".tmp-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var offset = 0
        var failure: Int32?
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temp, path) != 0 { failure = errno }
        guard let failure else { return nil }
        unlink(temp)
        return String(cString: strerror(failure))
    }
}
