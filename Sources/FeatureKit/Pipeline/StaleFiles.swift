import ScaffoldCore

/// Files a feature generated before that its new plan no longer has (a UseCase the rules stopped
/// requiring, a view model for a dropped operation): they are removed if unedited, kept otherwise.
public enum StaleFiles {
    public static func removing(from changeSet: ChangeSet, manifest: Manifest) -> ChangeSet {
        let current = Set(changeSet.files.map(\.path))
        let stale = manifest.paths(inGroup: changeSet.group).filter { !current.contains($0) }
        return ChangeSet(files: changeSet.files, deletions: changeSet.deletions + stale, group: changeSet.group)
    }
}
