import ScaffoldCore

/// What one `scaffold feature` (or `plan`) run would write, and what it would take away from a shorthand the
/// project saved before.
public struct FeatureChanges: Sendable {
    public var changeSet: ChangeSet
    /// Fields and operations of the saved `Specs/<Feature>.yml` this shorthand run drops; nil when none.
    public var removal: ShorthandSpec.Removal?
    /// The spec this shorthand run saves (`Specs/<Feature>.yml`); nil for a run from a spec file.
    public var savedSpec: String?
    /// The features regenerated with this one: their code depends on it, or its on theirs (references).
    public var related: [Plan] = []
}

extension FeatureGenerator {
    /// The plan rendered, files the feature no longer has marked for removal (`StaleFiles`), and — for the
    /// shorthand, or a spec read from an OpenAPI document — its spec saved beside the others (`ShorthandSpec`).
    public func changes(for plan: Plan, request: FeatureRequest) throws(ScaffoldError) -> FeatureChanges {
        let related = try relatedPlans(for: plan)
        // In an app whose Xcode project lists its files, the project lists the new ones too (`XcodeMembership`).
        let rendered = DestroyedRecord.taken(into: try XcodeMembership.adding(
            to: MergedFiles.marking(StaleFiles.removing(
                from: try registeringEveryFeature(in: render(plan, related: related), besides: [plan] + related), manifest: state.manifest
            )),
            projects: state.xcodeProjects
        ), plan: plan, state: state, preset: state.context.preset)
        guard plan.spec.sourceFile == nil else { return FeatureChanges(changeSet: rendered, removal: nil, savedSpec: nil, related: related) }
        let saved: GeneratedFile
        var removal: ShorthandSpec.Removal?
        if case .openAPI(let input) = request.input {
            // The document says what the feature is now: a run with `--openapi` again replaces the spec it saved.
            saved = ShorthandSpec.file(importedFrom: input, schema: plan.importedSchema, spec: plan.spec, persistence: request.persistenceFlag)
        } else {
            saved = ShorthandSpec.file(for: plan.spec, persistence: request.persistenceFlag)
            removal = ShorthandSpec.removal(by: plan.spec, saved: state.specFiles[saved.path], context: SpecContext(knownEntities: state.entities))
        }
        var changeSet = ChangeSet(files: rendered.files + [saved], deletions: rendered.deletions, group: rendered.group)
        changeSet.companionGroups = rendered.companionGroups
        return FeatureChanges(changeSet: changeSet, removal: removal, savedSpec: saved.path, related: related)
    }
}

/// What one `scaffold destroy feature` run would change: the feature's files and regions removed, and the features
/// whose code named its records regenerated without it.
public struct FeatureRemovalChanges: Sendable {
    public var changeSet: ChangeSet
    /// The features regenerated without the removed one (their pickers and deletes no longer name it).
    public var regenerated: Set<String>
}

extension FeatureGenerator {
    /// `feature`'s removal (`FeatureRemoval`), with the features that depend on it planned again from the specs
    /// scaffold recorded, and files those no longer have marked for removal (`StaleFiles`).
    public func removal(of feature: String) throws(ScaffoldError) -> FeatureRemovalChanges {
        var changes = FeatureRemoval.changeSet(feature: feature, state: state)
        let regenerated = try relatedPlans(for: nil, removedFeature: feature)
        for plan in regenerated { changes = changes.adding(companion: try render(plan)) }
        let changeSet = MergedFiles.marking(StaleFiles.removing(companionsOf: changes, manifest: state.manifest))
        return FeatureRemovalChanges(
            // In an app whose Xcode project lists its files, the project no longer lists those deleted (`XcodeMembership`).
            changeSet: try XcodeMembership.removing(
                from: changeSet, projects: state.xcodeProjects, deleted: deletedUnedited(changeSet)
            ),
            regenerated: Set(regenerated.map(\.spec.feature))
        )
    }
}

extension FeatureGenerator {
    /// The deletions the writer will make: files of the run's groups the manifest records, still holding the bytes
    /// scaffold wrote (an edited one is kept, and so stays in the project).
    func deletedUnedited(_ changeSet: ChangeSet) -> Set<String> {
        let groups = changeSet.companionGroups.union([changeSet.group])
        let written = Set(changeSet.files.map(\.path))
        return Set(changeSet.deletions.filter { path in
            guard !written.contains(path), let entry = state.manifest.files[path], groups.contains(entry.group),
                  state.uneditedSwiftFiles.contains(path) else { return false }
            return true
        })
    }
}
