import Foundation
import FeatureKit
import ScaffoldCore
import SwiftSource

/// Before `feature` or `plan` writes or shows anything: the types the plan declares must not exist in the module's
/// sources or tests already (`TypeCollisions`), and a new entity named like a framework type must not take over a
/// name the module's own lines use for the framework's type (`ShadowedFrameworkTypes`). Left out are the files
/// scaffold wrote (the manifest says which: they are regenerated, with a shadowed name qualified, or removed) and
/// the files this feature creates only once (kept as they are when present); in a file it merges regions into, only
/// the lines outside its regions are the person's. A file of the person's at a path the feature would write is read
/// like any other.
enum TypeCollisionCheck {
    /// `changes` is everything the run would write: the types of every file in it count (`ChangeSetTypes`), the
    /// composition root's and the home screen's as much as the feature's.
    static func run(_ plan: Plan, changes: FeatureChanges, root: URL) throws(ScaffoldError) {
        let folders = [plan.roots.sources, plan.roots.tests]
            .map { root.appending(path: $0) }
            .filter { FileSystem.isFolder($0.path(percentEncoded: false)) }
        guard !folders.isEmpty else { return }
        // Nothing is excluded as output: every Swift file of the module counts.
        let files = try SourceFileFinder.find(roots: folders, excluding: root.appending(path: ".scaffold"), root: root)
        let manifest = try Writer(root: root).manifest()
        let own = manifest.paths(inGroup: "feature:\(plan.spec.feature)")
        // What scaffold wrote for the features this run regenerates (or removes) is theirs, not the module's.
        let groups = changes.changeSet.companionGroups.union([changes.changeSet.group])
        let regenerated = Set(manifest.files.filter { groups.contains($0.value.group) }.map(\.key))
        let others = files.filter { !regenerated.contains($0.path) }
        let planned = ChangeSetTypes.planned(changes.changeSet, plans: [plan] + changes.related) { path in
            FileSystem.kind(of: root.appending(path: path).path(percentEncoded: false)) != .missing
        }
        let existing = TopLevelTypes.find(Set(planned.map(\.name)), in: others)
        let problems = TypeCollisions.problems(
            plan: plan, planned: planned, existing: existing.map { ExistingDeclaration(name: $0.name, location: $0.location) }
        )
        if !problems.isEmpty { throw .typeCollisions(problems) }

        // An entity generated before already owns its name: the module's plain uses of it mean the entity.
        guard let hidden = ShadowedFrameworkTypes.hidden(by: plan), own.isEmpty else { return }
        let generated = Set(manifest.files.keys)
        let uses = PlainTypeUses.find([hidden.name], in: others.filter { !generated.contains($0.path) }) { MarkerRegions.regionLines(in: $0) }
        let shadowed = ShadowedFrameworkTypes.problems(plan: plan, uses: uses)
        if !shadowed.isEmpty { throw .shadowedTypes(shadowed) }
    }
}
