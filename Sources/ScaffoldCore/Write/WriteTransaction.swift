import Foundation

/// Phases 2 and 3 of a write. Staging puts every new content in a temp file beside its target, creating missing
/// folders, copies each file `--force` is about to overwrite into the run's backup folder, and undoes all of it on
/// any failure, so a failed run changes nothing. Committing renames the temps into place, applies deletions, and
/// writes the manifest last. Every temp is registered with `Interruption` while it exists, so Ctrl-C removes it.
///
/// A run killed in between leaves hidden temps (`.<name>.scaffold-tmp-<random>`) and files already renamed into
/// place without their manifest entries; the next run holding the project lock removes those temps in the
/// folders it writes, and finds the renamed files `identical` to what it generates (the manifest records them
/// again), so it completes the work without conflicts.
struct WriteTransaction {
    static let tempMarker = ".scaffold-tmp-"

    let plan: WritePlan
    let pathGuard: PathGuard
    let manifestTarget: ResolvedTarget
    /// Held by the caller: temps left in a folder by a killed run are then known to be nobody's.
    let sweepsLeftovers: Bool
    /// Where each overwritten file's current bytes go first (`Backup`), by change index.
    let backups: [Int: ResolvedTarget]
    private let interruption = Interruption.shared

    private var createdFolders: [String] = []
    /// Folders known to exist (or made here), so each is checked on disk once.
    private var knownFolders: Set<String> = []
    private var temps: [Int: String] = [:]
    private var manifestTemp: String?
    private var backupsWritten: [String] = []
    /// One random suffix for every temp of this write: targets in one folder have distinct names, so the
    /// temps do too, and a single draw saves a system call per file.
    private let tempSuffix: String

    init(
        plan: WritePlan, pathGuard: PathGuard, manifestTarget: ResolvedTarget, sweepsLeftovers: Bool,
        backups: [Int: ResolvedTarget] = [:]
    ) {
        self.plan = plan
        self.pathGuard = pathGuard
        self.manifestTarget = manifestTarget
        self.sweepsLeftovers = sweepsLeftovers
        self.backups = backups
        tempSuffix = Self.tempMarker + String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }

    /// Phase 2: after it returns, every new byte is on disk beside its target; if it throws, nothing changed.
    mutating func stage() throws(ScaffoldError) {
        do throws(ScaffoldError) {
            var jobs: [(index: Int, data: Data, temp: String, permissions: FileSystem.Permissions?, path: String)] = []
            for (index, change) in plan.changes.enumerated() {
                guard case .write(let data) = change.action else { continue }
                let permissions = change.previous == nil ? nil : FileSystem.permissions(of: change.target.destination)
                let (folder, name) = Self.split(change.target.destination)
                try makeFolders(folder, for: change.target.path)
                jobs.append((index, data, folder + "/." + name + tempSuffix, permissions, change.target.path))
            }
            if sweepsLeftovers { Self.sweep(Set(jobs.map { Self.split($0.temp).folder } + [Self.split(manifestTarget.destination).folder])) }
            // Written one after another: creating files in one folder takes the folder's lock, so threads only
            // wait on each other, and on ext4 they spin while they wait (writing 3,000 mocks on two cores took the
            // same wall time and half again the CPU). The first failure in change order is reported.
            let interruption = interruption
            let failures = jobs.map { job -> FileSystemError? in
                do throws(FileSystemError) {
                    try interruption.creating(job.temp) { () throws(FileSystemError) in
                        try FileSystem.writeNew(job.data, to: job.temp, permissions: job.permissions)
                    }
                    return nil
                } catch {
                    return error
                }
            }
            for (job, failure) in zip(jobs, failures) where failure == nil { temps[job.index] = job.temp }
            if let (job, failure) = zip(jobs, failures).first(where: { $0.1 != nil }), let failure {
                throw ScaffoldError.writeFailed(path: job.path, reason: failure.reason)
            }
            try writeBackups()
            let manifest = plan.manifest()
            if manifest != plan.manifest {
                manifestTemp = try stageFile(manifest.encoded(), for: manifestTarget, permissions: nil)
            }
        } catch {
            rollBack()
            throw error
        }
    }

    /// Removes temps a killed run left in `folders`. Only called under the project lock, when no other
    /// scaffold command can be writing there.
    static func sweep(_ folders: Set<String>) {
        for folder in folders {
            let temps = FileSystem.list(folder) { $0.hasPrefix(".") && $0.contains(Self.tempMarker) }
            for entry in temps ?? [] where entry.kind == .file {
                FileSystem.removeFileIgnoringErrors(folder + "/" + entry.name)
            }
        }
    }

    /// A normalized absolute path's folder and name.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    /// The bytes each forced file holds now, in the run's backup folder (with the folder's `.gitignore`), written
    /// new so a copy can never replace anything.
    private mutating func writeBackups() throws(ScaffoldError) {
        guard !backups.isEmpty else { return }
        let root = pathGuard.rootReal + "/" + Backup.folder
        for (index, target) in backups.sorted(by: { $0.key < $1.key }) {
            let change = plan.changes[index]
            guard let previous = change.previous else { continue }
            try makeFolders(Self.split(target.destination).folder, for: target.path)
            let permissions = FileSystem.permissions(of: change.target.destination)
            do throws(FileSystemError) {
                try interruption.creating(target.destination) { () throws(FileSystemError) in
                    try FileSystem.writeNew(previous, to: target.destination, permissions: permissions)
                }
            } catch {
                throw .writeFailed(path: target.path, reason: "cannot keep a copy of \(change.path) before overwriting it: \(error.reason)")
            }
            backupsWritten.append(target.destination)
        }
        let ignore = root + "/.gitignore"
        if !FileSystem.isFile(ignore) {
            try? interruption.creating(ignore) { () throws(FileSystemError) in try FileSystem.writeNew(Backup.ignore, to: ignore) }
            if FileSystem.isFile(ignore) { backupsWritten.append(ignore) }
        }
    }

    /// Phase 3: renames, deletions, then the manifest.
    mutating func commit() throws(ScaffoldError) {
        // From the first overwrite on, the copies are what makes it undoable: they stay, whatever happens.
        interruption.forget(files: backupsWritten)
        defer { interruption.forget(files: [], folders: createdFolders) }
        var done = Set<Int>()
        for (index, change) in plan.changes.enumerated() {
            guard let temp = temps[index] else { continue }
            do throws(FileSystemError) {
                try interruption.renaming(temp, to: change.target.destination)
                temps[index] = nil
                done.insert(index)
            } catch {
                try failCommit(at: change.path, error.reason, done: done)
            }
        }
        for (index, change) in plan.changes.enumerated() where change.action == .remove {
            do throws(FileSystemError) {
                try FileSystem.removeFile(change.target.destination)
                done.insert(index)
                removeEmptyFolders(above: change.target.destination)
            } catch {
                try failCommit(at: change.path, error.reason, done: done)
            }
        }
        guard let manifestTemp else { return }
        do throws(FileSystemError) {
            try interruption.renaming(manifestTemp, to: manifestTarget.destination)
            self.manifestTemp = nil
        } catch {
            FileSystem.removeFileIgnoringErrors(manifestTemp)
            interruption.forget(files: [manifestTemp])
            throw .writeFailed(
                path: manifestTarget.path, reason: "\(error.reason); every file was written but the manifest was not updated")
        }
    }

    /// A commit step failed after others succeeded: record what is done so the next run sees
    /// those files as scaffold's, discard the rest, and say what was already in place.
    private mutating func failCommit(at path: String, _ reason: String, done: Set<Int>) throws(ScaffoldError) -> Never {
        removeTemps()
        if let temp = try? stageFile(plan.manifest(whereDone: done.contains).encoded(), for: manifestTarget, permissions: nil) {
            if (try? interruption.renaming(temp, to: manifestTarget.destination)) == nil {
                FileSystem.removeFileIgnoringErrors(temp)
                interruption.forget(files: [temp])
            }
        }
        let finished = done.sorted().map { plan.changes[$0].path }
        let suffix = finished.isEmpty ? "" : "; already done: \(finished.joined(separator: ", "))"
        throw .writeFailed(path: path, reason: reason + suffix)
    }

    /// Writes `data` to `.<name>.scaffold-tmp-<random>` in the target's folder and returns that path.
    private mutating func stageFile(_ data: Data, for target: ResolvedTarget, permissions: FileSystem.Permissions?) throws(ScaffoldError)
        -> String
    {
        let folder = (target.destination as NSString).deletingLastPathComponent
        let name = (target.destination as NSString).lastPathComponent
        try makeFolders(folder, for: target.path)
        let temp = folder + "/." + name + tempSuffix
        do throws(FileSystemError) {
            try interruption.creating(temp) { () throws(FileSystemError) in try FileSystem.writeNew(data, to: temp, permissions: permissions) }
        } catch {
            throw .writeFailed(path: target.path, reason: error.reason)
        }
        return temp
    }

    /// Creates `folder` and any missing parents, remembering each so a rollback can remove them.
    private mutating func makeFolders(_ folder: String, for path: String) throws(ScaffoldError) {
        guard !knownFolders.contains(folder) else { return }
        switch FileSystem.kind(of: folder) {
        case .directory:
            knownFolders.insert(folder)
            return
        case .symlink where FileSystem.isFolder(folder):
            knownFolders.insert(folder)
            return
        case .missing: break
        case .file, .symlink, .other:
            throw .writeFailed(path: path, reason: "`\(relative(folder))` is a file, not a folder")
        }
        try makeFolders((folder as NSString).deletingLastPathComponent, for: path)
        do throws(FileSystemError) {
            try FileSystem.makeFolder(folder)
            interruption.madeFolder(folder)
            createdFolders.append(folder)
            knownFolders.insert(folder)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create folder `\(relative(folder))`: \(error.reason)")
        }
    }

    private mutating func rollBack() {
        removeTemps()
        for backup in backupsWritten { FileSystem.removeFileIgnoringErrors(backup) }
        interruption.forget(files: backupsWritten)
        backupsWritten = []
        for folder in createdFolders.reversed() { FileSystem.removeEmptyFolder(folder) }
        interruption.forget(files: [], folders: createdFolders)
        createdFolders = []
        knownFolders = []
    }

    /// Removes every temp not yet renamed, the manifest's too, and unregisters them.
    private mutating func removeTemps() {
        var removed = Array(temps.values)
        if let manifestTemp { removed.append(manifestTemp) }
        for temp in removed { FileSystem.removeFileIgnoringErrors(temp) }
        interruption.forget(files: removed)
        temps = [:]
        manifestTemp = nil
    }

    /// After a deletion, folders left empty go too, up to (never including) the root.
    private func removeEmptyFolders(above file: String) {
        var folder = (file as NSString).deletingLastPathComponent
        while folder != pathGuard.rootReal, pathGuard.contains(folder), FileSystem.removeEmptyFolder(folder) {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    private func relative(_ absolute: String) -> String {
        guard absolute.hasPrefix(pathGuard.rootReal + "/") else { return absolute }
        return String(absolute.dropFirst(pathGuard.rootReal.count + 1))
    }
}
