import Dispatch
import Foundation

/// What Ctrl-C (SIGINT) or SIGTERM must undo before the process ends: the temps (and the backups not yet needed)
/// a write has made and not renamed into place, and the folders made for them.
///
/// The writer registers each such file before creating it and forgets it once it is renamed or removed, each
/// step under one lock; `install()` makes both signals take that lock, remove what is registered and exit with
/// 128 + the signal's number, keeping the lock so no other thread creates a file before the process is gone.
/// SIGKILL cannot be caught: the next run sweeps what it leaves (`WriteTransaction.sweep`).
public final class Interruption: @unchecked Sendable {
    /// The process's registry: signals end the whole process, so there is one.
    public static let shared = Interruption()

    private let lock = NSLock()
    private var files: Set<String> = []
    private var folders: [String] = []
    /// Renames done since the registry last emptied: files already in their final place when a signal came.
    private var placed = 0
    private var sources: [DispatchSourceSignal] = []

    /// Runs `create`, which makes the file at `path`, with `path` registered for removal.
    func creating(_ path: String, _ create: () throws(FileSystemError) -> Void) throws(FileSystemError) {
        lock.lock()
        defer { lock.unlock() }
        files.insert(path)
        do {
            try create()
        } catch {
            files.remove(path)
            throw error
        }
    }

    /// Renames a registered temp into place and forgets it, as one step a signal cannot split.
    func renaming(_ temp: String, to destination: String) throws(FileSystemError) {
        lock.lock()
        defer { lock.unlock() }
        try FileSystem.rename(temp, to: destination)
        files.remove(temp)
        // The last temp in place: the write is whole, nothing is half-done any more.
        placed = files.isEmpty ? 0 : placed + 1
    }

    /// Registers a folder the writer made, removed on a signal if it is still empty.
    func madeFolder(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        folders.append(path)
    }

    /// Forgets files that were removed or are to stay (backups once overwriting starts), and folders.
    func forget(files paths: some Sequence<String>, folders made: [String] = []) {
        lock.lock()
        defer { lock.unlock() }
        files.subtract(paths)
        if !made.isEmpty { folders.removeAll { made.contains($0) } }
        if files.isEmpty && folders.isEmpty { placed = 0 }
    }

    /// Removes every registered file, then every registered folder left empty (newest first). Keeps the lock, so
    /// nothing else is created or renamed until the process exits. Returns the number of files removed and of
    /// files already renamed into place.
    func undo() -> (removed: Int, placed: Int) {
        lock.lock()
        for file in files { FileSystem.removeFileIgnoringErrors(file) }
        for folder in folders.reversed() { FileSystem.removeEmptyFolder(folder) }
        return (files.count, placed)
    }

    /// Makes SIGINT and SIGTERM undo the registered files, call `announce` (signal name, files removed, files
    /// already in place) and exit with 128 + the signal's number.
    public func install(announce: @escaping @Sendable (_ signal: String, _ removed: Int, _ placed: Int) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")] {
            // The default action would end the process before the handler runs.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global(qos: .userInteractive))
            source.setEventHandler { [unowned self] in
                let (removed, placed) = undo()
                announce(name, removed, placed)
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
