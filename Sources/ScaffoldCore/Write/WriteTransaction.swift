import Foundation

/// Phases 2 and 3 of a write. Staging puts every new content in a temp file beside its target, or in a
/// staging folder inside the target's folder (see `TempStaging`), creating missing folders, and undoes
/// all of it on any failure, so a failed run changes nothing. Committing renames the temps into place, applies deletions, and writes the manifest last.
struct WriteTransaction {
    let plan: WritePlan
    let pathGuard: PathGuard
    let manifestTarget: ResolvedTarget

    private var createdFolders: [String] = []
    /// Folders known to exist (or made here), so each is checked on disk once.
    private var knownFolders: Set<String> = []
    private var temps: [Int: String] = [:]
    private var manifestTemp: String?
    /// One random suffix for every temp of this write: targets in one folder have distinct names, so the
    /// temps do too, and a single draw saves a system call per file.
    private let tempSuffix: String
    private var staging: TempStaging

    init(plan: WritePlan, pathGuard: PathGuard, manifestTarget: ResolvedTarget) {
        self.plan = plan
        self.pathGuard = pathGuard
        self.manifestTarget = manifestTarget
        tempSuffix = ".scaffold-tmp-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        staging = TempStaging(suffix: tempSuffix)
    }

    /// Phase 2: after it returns, every new byte is on disk beside its target; if it throws, nothing changed.
    mutating func stage() throws(ScaffoldError) {
        do throws(ScaffoldError) {
            var jobs: [TempStaging.Job] = []
            for (index, change) in plan.changes.enumerated() {
                guard case .write(let data) = change.action else { continue }
                let permissions = change.previous == nil ? nil : FileSystemCalls.permissions(atPath: change.target.destination)
                let split = PathSplit(change.target.destination)
                try makeFolders(split.folder, for: change.target.path)
                jobs.append(TempStaging.Job(
                    index: index, data: data, folder: split.folder, name: split.name,
                    permissions: permissions, path: change.target.path
                ))
            }
            temps = try staging.write(jobs).get()
            let manifest = plan.manifest()
            if manifest != plan.manifest {
                manifestTemp = try stageFile(manifest.encoded(), for: manifestTarget, permissions: nil)
            }
        } catch {
            rollBack()
            throw error
        }
    }

    /// Phase 3: renames, deletions, then the manifest.
    mutating func commit() throws(ScaffoldError) {
        var done = Set<Int>()
        for (index, change) in plan.changes.enumerated() {
            guard let temp = temps[index] else { continue }
            do throws(SystemCallError) {
                try FileSystemCalls.rename(temp, to: change.target.destination)
                temps[index] = nil
                done.insert(index)
            } catch {
                try failCommit(at: change.path, error.reason, done: done)
            }
        }
        staging.removeStagingFolders()
        for (index, change) in plan.changes.enumerated() where change.action == .remove {
            do throws(SystemCallError) {
                try FileSystemCalls.removeFile(change.target.destination)
                done.insert(index)
                removeEmptyFolders(above: change.target.destination)
            } catch {
                try failCommit(at: change.path, error.reason, done: done)
            }
        }
        guard let manifestTemp else { return }
        do throws(SystemCallError) {
            try FileSystemCalls.rename(manifestTemp, to: manifestTarget.destination)
            self.manifestTemp = nil
        } catch {
            FileSystemCalls.removeFileIgnoringErrors(manifestTemp)
            throw .writeFailed(
                path: manifestTarget.path, reason: "\(error.reason); every file was written but the manifest was not updated")
        }
    }

    /// A commit step failed after others succeeded: record what is done so the next run sees
    /// those files as scaffold's, discard the rest, and say what was already in place.
    private mutating func failCommit(at path: String, _ reason: String, done: Set<Int>) throws(ScaffoldError) -> Never {
        for temp in temps.values { FileSystemCalls.removeFileIgnoringErrors(temp) }
        temps = [:]
        staging.removeStagingFolders()
        if let manifestTemp { FileSystemCalls.removeFileIgnoringErrors(manifestTemp) }
        manifestTemp = nil
        if let temp = try? stageFile(plan.manifest(whereDone: done.contains).encoded(), for: manifestTarget, permissions: nil) {
            if (try? FileSystemCalls.rename(temp, to: manifestTarget.destination)) == nil {
                FileSystemCalls.removeFileIgnoringErrors(temp)
            }
        }
        let finished = done.sorted().map { plan.changes[$0].path }
        let suffix = finished.isEmpty ? "" : "; already done: \(finished.joined(separator: ", "))"
        throw .writeFailed(path: path, reason: reason + suffix)
    }

    /// Writes `data` to `.<name>.scaffold-tmp-<random>` in the target's folder and returns that path.
    private mutating func stageFile(_ data: Data, for target: ResolvedTarget, permissions: FileSystemCalls.Permissions?) throws(ScaffoldError)
        -> String
    {
        let folder = (target.destination as NSString).deletingLastPathComponent
        let name = (target.destination as NSString).lastPathComponent
        try makeFolders(folder, for: target.path)
        let temp = folder + "/." + name + tempSuffix
        do throws(SystemCallError) {
            try FileSystemCalls.writeNewFile(data, to: temp, permissions: permissions)
        } catch {
            throw .writeFailed(path: target.path, reason: error.reason)
        }
        return temp
    }

    /// Creates `folder` and any missing parents, remembering each so a rollback can remove them.
    private mutating func makeFolders(_ folder: String, for path: String) throws(ScaffoldError) {
        guard !knownFolders.contains(folder) else { return }
        switch FileSystemCalls.kind(atPath: folder) {
        case .directory:
            knownFolders.insert(folder)
            return
        case .symlink where FileSystemCalls.isFolder(folder):
            knownFolders.insert(folder)
            return
        case .missing: break
        case .file, .symlink, .other:
            throw .writeFailed(path: path, reason: "`\(relative(folder))` is a file, not a folder")
        }
        try makeFolders((folder as NSString).deletingLastPathComponent, for: path)
        do throws(SystemCallError) {
            try FileSystemCalls.makeFolder(folder)
            createdFolders.append(folder)
            knownFolders.insert(folder)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create folder `\(relative(folder))`: \(error.reason)")
        }
    }

    private mutating func rollBack() {
        for temp in temps.values { FileSystemCalls.removeFileIgnoringErrors(temp) }
        temps = [:]
        staging.removeStagingFolders()
        if let manifestTemp { FileSystemCalls.removeFileIgnoringErrors(manifestTemp) }
        manifestTemp = nil
        for folder in createdFolders.reversed() { FileSystemCalls.removeEmptyFolder(folder) }
        createdFolders = []
        knownFolders = []
    }

    /// After a deletion, folders left empty go too, up to (never including) the root.
    private func removeEmptyFolders(above file: String) {
        var folder = (file as NSString).deletingLastPathComponent
        while folder != pathGuard.rootReal, pathGuard.contains(folder), FileSystemCalls.removeEmptyFolder(folder) {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    private func relative(_ absolute: String) -> String {
        guard absolute.hasPrefix(pathGuard.rootReal + "/") else { return absolute }
        return String(absolute.dropFirst(pathGuard.rootReal.count + 1))
    }
}
