import Foundation

/// The only code that touches the project on disk. It decides every file's status first, writes
/// nothing if any path is unsafe or any file is in conflict, and then writes atomically.
///
/// Commands hold the project's lock while they use it (`ProjectLock`); with the lock passed in, the writer also
/// clears temps a killed run left behind.
public struct Writer: Sendable {
    public let root: URL
    public let lock: ProjectLock?

    public init(root: URL, lock: ProjectLock? = nil) {
        self.root = root
        self.lock = lock
    }

    /// Computes every file's status (and, for dry runs, a unified diff) without touching disk; then,
    /// unless dryRun, writes. Throws before writing anything when any file is unsafe or in conflict
    /// (unless force/skipConflicts) — never a half-written result. `manifest` is the one the caller decided
    /// against, read under the same lock (`manifest()`); without it, the manifest is read here.
    public func apply(_ changeSet: ChangeSet, manifest known: Manifest? = nil, options: WriteOptions) throws(ScaffoldError) -> WriteReport {
        let pathGuard = PathGuard(root: root)
        let manifestTarget = try pathGuard.resolve(PathGuard.manifestPath, allowReserved: true)
        let manifest = if let known { known } else { try readManifest(at: manifestTarget) }
        let plan = try WritePlanner(pathGuard: pathGuard, manifest: manifest, options: options).plan(changeSet)
        var backupFolder: String?
        if !options.dryRun {
            let conflicts = plan.conflicts
            if !conflicts.isEmpty { throw .conflicts(paths: conflicts) }
            let (folder, backups) = try backups(of: plan, pathGuard: pathGuard)
            backupFolder = folder
            var transaction = WriteTransaction(
                plan: plan, pathGuard: pathGuard, manifestTarget: manifestTarget, sweepsLeftovers: lock != nil, backups: backups)
            try transaction.stage()
            try transaction.commit()
        }
        let results = plan.changes.map { change in
            FileResult(path: change.path, status: change.status, diff: options.dryRun ? change.diff() : nil, note: change.note)
        }
        return WriteReport(results: results, dryRun: options.dryRun, backup: backupFolder)
    }

    /// Where each file `--force` overwrites is copied first: this run's folder under `Backup.folder` and, by
    /// change index, the copy's target. Nil and empty when nothing is overwritten.
    private func backups(of plan: WritePlan, pathGuard: PathGuard) throws(ScaffoldError) -> (String?, [Int: ResolvedTarget]) {
        let forced = plan.changes.indices.filter { plan.changes[$0].status == .force && plan.changes[$0].previous != nil }
        guard !forced.isEmpty else { return (nil, [:]) }
        let folder = Backup.runFolder(root: pathGuard.rootReal, now: Date())
        var targets: [Int: ResolvedTarget] = [:]
        for index in forced {
            targets[index] = try pathGuard.resolve("\(folder)/\(plan.changes[index].path)", allowReserved: true)
        }
        return (folder, targets)
    }

    /// Reads the manifest: which root-relative paths scaffold generated, per group.
    public func manifest() throws(ScaffoldError) -> Manifest {
        let pathGuard = PathGuard(root: root)
        return try readManifest(at: pathGuard.resolve(PathGuard.manifestPath, allowReserved: true))
    }

    /// A project scaffold has never written to has no manifest yet, which reads as empty.
    private func readManifest(at target: ResolvedTarget) throws(ScaffoldError) -> Manifest {
        switch target.kind {
        case .missing:
            return Manifest()
        case .file:
            let data: Data
            do throws(FileSystemError) {
                data = try FileSystem.read(target.destination)
            } catch {
                throw .unreadableInput(path: target.path, reason: error.reason)
            }
            return try Manifest.decode(data, file: target.path)
        case .directory, .symlink, .other:
            return try Manifest.decode(Data(), file: target.path)
        }
    }
}
