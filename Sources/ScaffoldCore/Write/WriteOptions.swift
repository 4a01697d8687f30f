/// How a write treats conflicts and whether it touches disk at all (`--dry-run`, `--force`, `--skip-conflicts`).
public struct WriteOptions: Sendable, Hashable {
    /// Compute statuses and diffs only; create nothing, not even a folder.
    public var dryRun = false
    /// Overwrite files edited since scaffold wrote them (status `force`).
    public var force = false
    /// Leave edited files alone and write the rest (status `skip`). Wins over `force`: nothing is lost.
    public var skipConflicts = false

    public init(dryRun: Bool = false, force: Bool = false, skipConflicts: Bool = false) {
        self.dryRun = dryRun
        self.force = force
        self.skipConflicts = skipConflicts
    }
}
