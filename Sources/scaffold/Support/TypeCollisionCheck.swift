import Foundation
import FeatureKit
import ScaffoldCore
import SwiftSource

/// Before `feature` or `plan` writes or shows anything: the types the plan declares must not exist in the module's
/// sources or tests already (`TypeCollisions`). Left out are the files scaffold wrote for this feature (the manifest
/// says which: they are regenerated or removed, so a feature runs again) and the files it creates only once (kept
/// as they are when present). A file of the person's at a path the feature would write is read like any other.
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
        let existing = TopLevelTypes.find(Set(plan.plannedTypes.map(\.name)), in: files.filter { !written.contains($0.path) })
        let problems = TypeCollisions.problems(
            plan: plan, existing: existing.map { ExistingDeclaration(name: $0.name, location: $0.location) }
        )
        if !problems.isEmpty { throw .typeCollisions(problems) }
    }
}
