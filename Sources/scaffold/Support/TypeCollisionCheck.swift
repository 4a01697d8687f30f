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
    static func run(_ plan: Plan, root: URL) throws(ScaffoldError) {
        let folders = [plan.roots.sources, plan.roots.tests]
            .map { root.appending(path: $0) }
            .filter { FileSystem.isFolder($0.path(percentEncoded: false)) }
        guard !folders.isEmpty else { return }
        // Nothing is excluded as output: every Swift file of the module counts.
        let files = try SourceFileFinder.find(roots: folders, excluding: root.appending(path: ".scaffold"), root: root)
        let manifest = try Writer(root: root).manifest()
        let own = manifest.paths(inGroup: "feature:\(plan.spec.feature)")
        let written = Set(own + plan.artifacts.filter { $0.mode == .createOnly }.map(\.path))
        let others = files.filter { !written.contains($0.path) }
        let existing = TopLevelTypes.find(Set(plan.plannedTypes.map(\.name)), in: others)
        let problems = TypeCollisions.problems(
            plan: plan, existing: existing.map { ExistingDeclaration(name: $0.name, location: $0.location) }
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
