import ScaffoldCore

/// Before `feature` or `plan` writes or shows anything: the types the plan declares must not exist in the module's
/// sources or tests already (`TypeCollisions`), and a new entity named like a framework type must not take over a
/// name the module's own lines use for the framework's type (`ShadowedFrameworkTypes`). Left out are the files
/// scaffold wrote (the manifest says which: they are regenerated, with a shadowed name qualified, or removed) and
/// the files this feature creates only once (kept as they are when present); in a file it merges regions into, only
/// the lines outside its regions are the person's. A file of the person's at a path the feature would write is read
/// like any other. The module's sources are those `ProjectState` read; `reader` searches them.
enum ModuleCollisions {
    static func check(_ plan: Plan, state: ProjectState, reader: any SwiftSourceReader) throws(ScaffoldError) {
        guard !state.moduleSources.isEmpty else { return }
        let own = state.manifest.paths(inGroup: "feature:\(plan.spec.feature)")
        let written = Set(own + plan.artifacts.filter { $0.mode == .createOnly }.map(\.path))
        let others = state.moduleSources.filter { !written.contains($0.path) }
        let existing = reader.declarations(of: Set(plan.plannedTypes.map(\.name)), in: others)
        let problems = TypeCollisions.problems(plan: plan, existing: existing)
        if !problems.isEmpty { throw .typeCollisions(problems) }

        // An entity generated before already owns its name: the module's plain uses of it mean the entity.
        guard let hidden = ShadowedFrameworkTypes.hidden(by: plan), own.isEmpty else { return }
        let generated = Set(state.manifest.files.keys)
        let uses = reader.plainUses(of: [hidden.name], in: others.filter { !generated.contains($0.path) }) { MarkerRegions.regionLines(in: $0) }
        let shadowed = ShadowedFrameworkTypes.problems(plan: plan, uses: uses)
        if !shadowed.isEmpty { throw .shadowedTypes(shadowed) }
    }
}
