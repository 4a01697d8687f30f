#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One writer at a time: an advisory lock (`flock`) on the project's root folder, held by every command that
/// writes for its whole read–plan–write cycle. A second command waits, saying so, and gives up after a timeout
/// (`SCAFFOLD_LOCK_TIMEOUT` seconds, default 60). The kernel releases the lock when its process ends, however it
/// ends, so a killed run never leaves the project locked.
///
/// The folder itself is locked, not a lock file in `.scaffold/`: taking the lock then creates nothing, so a
/// command that fails before writing still leaves the tree untouched, and there is no file to race on creating.
public final class ProjectLock: @unchecked Sendable {
    public static let defaultTimeout: Double = 60
    /// Seconds to wait for another command before giving up.
    public static let timeoutVariable = "SCAFFOLD_LOCK_TIMEOUT"

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        // Closing the descriptor releases the lock.
        close(descriptor)
    }

    /// Takes the lock of the project at `root` (of its nearest existing ancestor while `root` does not exist yet,
    /// as for `init` into a new folder). When another process holds it, calls `waiting` once with a line to show,
    /// then retries until `timeout` (seconds; nil reads `SCAFFOLD_LOCK_TIMEOUT`, else 60) and throws `.busy`.
    public static func acquire(
        root: URL, timeout: Double? = nil, waiting: (String) -> Void = { _ in }
    ) throws(ScaffoldError) -> ProjectLock {
        var folder = root.standardizedFileURL.path(percentEncoded: false)
        if folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        while !FileSystem.isFolder(folder), folder != "/" { folder = (folder as NSString).deletingLastPathComponent }
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .writeFailed(path: folder, reason: "cannot open the project folder to lock it: \(FileSystemError(errno: errno).reason)")
        }
        let lock = ProjectLock(descriptor: descriptor)
        let limit = timeout ?? ProcessInfo.processInfo.environment[timeoutVariable].flatMap(Double.init) ?? defaultTimeout
        let start = Date()
        var announced = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .writeFailed(path: folder, reason: "cannot lock the project folder: \(FileSystemError(errno: errno).reason)")
            }
            if Date().timeIntervalSince(start) >= limit { throw .busy(path: folder, waited: limit) }
            if !announced {
                waiting("scaffold: waiting for another scaffold command writing this project to finish…")
                announced = true
            }
            usleep(50_000)
        }
        return lock
    }
}
