import ScaffoldCore

/// Before `feature` or `plan` writes or shows anything: the types the run would write must not exist in the module's
/// sources or tests already (`TypeCollisions`), and a new entity named like a framework type must not take over a
/// name the module's own lines use for the framework's type (`ShadowedFrameworkTypes`). The types are read from every
/// file of the change set (`ChangeSetTypes`): the composition root's and the home screen's count as much as the
/// feature's. Left out are the files scaffold wrote for the features the run regenerates (the manifest says which:
/// they are regenerated, with a shadowed name qualified, or removed); a file written only where it is missing counts
/// only where it is; in a file it merges regions into, only the lines outside its regions are the person's. A file
/// of the person's at a path the feature would write is read like any other. The module's sources are those
/// `ProjectState` read; `reader` searches them.
enum ModuleCollisions {
    static func check(_ plan: Plan, changes: FeatureChanges, state: ProjectState, reader: any SwiftSourceReader) throws(ScaffoldError) {
        guard !state.moduleSources.isEmpty else { return }
        let own = state.manifest.paths(inGroup: "feature:\(plan.spec.feature)")
        // What scaffold wrote for the features this run regenerates (or removes) is theirs, not the module's.
        let groups = changes.changeSet.companionGroups.union([changes.changeSet.group])
        // A file `mocks` wrote at a path this run writes too (a feature's mock, which `mocks` then recorded as its
        // own) is scaffold's as well: the run writes it again.
        let writes = Set(changes.changeSet.files.map(\.path))
        let regenerated = Set(state.manifest.files.filter { groups.contains($0.value.group) || writes.contains($0.key) }.map(\.key))
        let others = state.moduleSources.filter { !regenerated.contains($0.path) }
        let planned = ChangeSetTypes.planned(changes.changeSet, plans: [plan] + changes.related, exists: state.holdsSwiftFile)
        let existing = reader.declarations(of: Set(planned.map(\.name)), in: others)
        let problems = TypeCollisions.problems(plan: plan, planned: planned, existing: existing)
        if !problems.isEmpty { throw .typeCollisions(problems) }

        // An entity generated before already owns its name: the module's plain uses of it mean the entity.
        guard let hidden = ShadowedFrameworkTypes.hidden(by: plan), own.isEmpty else { return }
        let generated = Set(state.manifest.files.keys)
        let uses = reader.plainUses(of: [hidden.name], in: others.filter { !generated.contains($0.path) }) { MarkerRegions.regionLines(in: $0) }
        let shadowed = ShadowedFrameworkTypes.problems(plan: plan, uses: uses)
        if !shadowed.isEmpty { throw .shadowedTypes(shadowed) }
    }
}

extension ProjectState {
    /// Whether a Swift file is at `path` (root-relative) as the run read the project: among the module's sources and
    /// tests, an adopted app's files, or the files scaffold inserts regions into.
    var holdsSwiftFile: (String) -> Bool {
        let paths = Set(moduleSources.map(\.path)).union(appSwiftFiles).union(regionFiles.keys)
        return { paths.contains($0) }
    }
}
