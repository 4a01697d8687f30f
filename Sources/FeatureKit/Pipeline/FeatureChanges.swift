import ScaffoldCore

/// What one `scaffold feature` (or `plan`) run would write, and what it would take away from a shorthand the
/// project saved before.
public struct FeatureChanges: Sendable {
    public var changeSet: ChangeSet
    /// Fields and operations of the saved `Specs/<Feature>.yml` this shorthand run drops; nil when none.
    public var removal: ShorthandSpec.Removal?
    /// The spec this shorthand run saves (`Specs/<Feature>.yml`); nil for a run from a spec file.
    public var savedSpec: String?
    /// Other features regenerated because this feature's entity shadows a framework type they name.
    public var refresh = ShadowingRefresh()
    /// What the run says beside its files: the refresh, and code of the project's own that names the shadowed type.
    public var notes: [String] = []
}

extension FeatureGenerator {
    /// The plan rendered, files the feature no longer has marked for removal (`StaleFiles`), the other features'
    /// files a new entity's name changes (`ShadowingRefresh`), and — for the shorthand — its spec saved beside the
    /// others (`ShorthandSpec`).
    public func changes(for plan: Plan, request: FeatureRequest, manifest: Manifest) throws(ScaffoldError) -> FeatureChanges {
        let known = ExistingEntities.find(root: request.root, layout: request.preset.layout, roots: request.roots)
        let refresh = shadowingRefresh(
            from: known, to: known.union([plan.spec.entity]), excluding: plan.spec.feature, project: request, manifest: manifest
        )
        let rendered = refresh.applied(to: StaleFiles.removing(from: try render(plan), manifest: manifest))
        var notes = refresh.summary
        if refresh.shadows, let note = ShadowedUses.note(names: Set(refresh.names), root: request.root, manifest: manifest) {
            notes.append(note)
        }
        guard plan.spec.sourceFile == nil else {
            return FeatureChanges(changeSet: rendered, removal: nil, savedSpec: nil, refresh: refresh, notes: notes)
        }
        let saved = ShorthandSpec.file(for: plan.spec, persistence: request.persistenceFlag)
        let changeSet = ChangeSet(files: rendered.files + [saved], deletions: rendered.deletions, group: rendered.group)
        let removal = ShorthandSpec.removal(by: plan.spec, root: request.root, context: SpecContext(knownEntities: known))
        return FeatureChanges(changeSet: changeSet, removal: removal, savedSpec: saved.path, refresh: refresh, notes: notes)
    }
}
