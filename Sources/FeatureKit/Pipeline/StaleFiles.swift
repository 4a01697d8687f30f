import ScaffoldCore

/// Files a feature generated before that its new plan no longer has (a UseCase the rules stopped
/// requiring, a view model for a dropped operation): they are removed if unedited, kept otherwise. The same
/// holds for the features regenerated with it (`ChangeSet.companionGroups`).
public enum StaleFiles {
    public static func removing(from changeSet: ChangeSet, manifest: Manifest) -> ChangeSet {
        let current = Set(changeSet.files.map(\.path))
        let stale = changeSet.companionGroups.union([changeSet.group]).sorted()
            .flatMap { manifest.paths(inGroup: $0) }
            .filter { !current.contains($0) }
        var result = ChangeSet(files: changeSet.files, deletions: changeSet.deletions + stale, group: changeSet.group)
        result.companionGroups = changeSet.companionGroups
        return result
    }

    /// For `destroy`: the stale files of the features regenerated with the removal; the removed feature's own
    /// deletions are already in `changeSet`.
    public static func removing(companionsOf changeSet: ChangeSet, manifest: Manifest) -> ChangeSet {
        let current = Set(changeSet.files.map(\.path))
        let stale = changeSet.companionGroups.sorted().flatMap { manifest.paths(inGroup: $0) }.filter { !current.contains($0) }
        var result = ChangeSet(files: changeSet.files, deletions: changeSet.deletions + stale, group: changeSet.group)
        result.companionGroups = changeSet.companionGroups
        return result
    }
}
