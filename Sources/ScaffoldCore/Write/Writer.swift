import Foundation

/// The only code that touches the project on disk. It decides every file's status first — merging edited files
/// that merge (`MergeStep`) — writes nothing if any path is unsafe or any conflict stops the run, and then writes
/// atomically, with the records of its merge bases (`MergeBase`) beside the files.
///
/// Commands hold the project's lock while they use it (`ProjectLock`); with the lock passed in, the writer also
/// clears temps a killed run left behind.
public struct Writer: Sendable {
    public let root: URL
    public let lock: ProjectLock?
    /// What merges edited files: git as `PATH` finds it, unless a test says otherwise.
    public var mergeTool: MergeTool

    public init(root: URL, lock: ProjectLock? = nil, mergeTool: MergeTool = .locate()) {
        self.root = root
        self.lock = lock
        self.mergeTool = mergeTool
    }

    /// Computes every file's status (and, for dry runs, a unified diff) without touching disk; then,
    /// unless dryRun, writes. Throws before writing anything when any file is unsafe or a conflict stops the run
    /// (unless force/skipConflicts) — never a half-written result. Conflicts written with markers are in the report,
    /// whose `failure` says so. `manifest` is the one the caller decided against, read under the same lock
    /// (`manifest()`); without it, the manifest is read here.
    ///
    /// `renderedBase` answers, for a path, what this scaffold renders there from what it recorded of the feature before
    /// this run: a base for projects whose bases were never recorded (`MergeStep`); asked only for such files.
    public func apply(
        _ changeSet: ChangeSet, manifest known: Manifest? = nil, options: WriteOptions, renderedBase: ((String) -> Data?)? = nil
    ) throws(ScaffoldError) -> WriteReport {
        let pathGuard = PathGuard(root: root)
        let manifestTarget = try pathGuard.resolve(PathGuard.manifestPath, allowReserved: true)
        let manifest = if let known { known } else { try readManifest(at: manifestTarget) }
        var plan = try WritePlanner(pathGuard: pathGuard, manifest: manifest, options: options).plan(changeSet)
        MergeStep(tool: mergeTool, pathGuard: pathGuard, options: options).resolve(&plan, renderedBase: renderedBase)
        try BaseRecords(pathGuard: pathGuard).add(to: &plan)
        let results = plan.results(dryRun: options.dryRun)
        var backupFolder: String?
        if !options.dryRun {
            if let failure = WriteReport(results: results, dryRun: false).failure, !failure.isWritten { throw failure }
            let (folder, backups) = try backups(of: plan, pathGuard: pathGuard)
            backupFolder = folder
            var transaction = WriteTransaction(
                plan: plan, pathGuard: pathGuard, manifestTarget: manifestTarget, sweepsLeftovers: lock != nil, backups: backups)
            try transaction.stage()
            try transaction.commit()
        }
        var report = WriteReport(results: results, dryRun: options.dryRun, backup: backupFolder)
        report.recordedBases = plan.changes.filter { change in
            guard change.hidden, case .write = change.action else { return false }
            return change.path != MergeBase.attributesPath
        }.count
        return report
    }

    /// Where each edited file the run rewrites (`--force` overwriting it, a merge), and each file of the app's own an
    /// insertion edits, is copied first: this run's folder under `Backup.folder` and, by change index, the copy's
    /// target. Nil and empty when there is none.
    private func backups(of plan: WritePlan, pathGuard: PathGuard) throws(ScaffoldError) -> (String?, [Int: ResolvedTarget]) {
        let forced = plan.changes.indices.filter { index in
            let change = plan.changes[index]
            guard !change.hidden, change.previous != nil, case .write = change.action else { return false }
            return [.force, .merge, .conflict].contains(change.status) || (change.status == .update && change.keepsBackup)
        }
        guard !forced.isEmpty else { return (nil, [:]) }
        let folder = Backup.runFolder(root: pathGuard.rootReal, now: Date())
        var targets: [Int: ResolvedTarget] = [:]
        for index in forced {
            targets[index] = try pathGuard.resolve("\(folder)/\(plan.changes[index].path)", allowReserved: true)
        }
        return (folder, targets)
    }

    /// The manifest's root-relative path (`.scaffold/manifest.json`), for a caller that stamps it before reading.
    public static var manifestPath: String { PathGuard.manifestPath }

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
