import Foundation
import ScaffoldCore

/// A feature planned again from what scaffold recorded of it (`FeatureRecord`: its spec and the persistence that won),
/// in the project as recorded, as `relatedPlans` plans the features a run regenerates with its own. Shared by the
/// merge bases of projects that never recorded one (`RecordedRendering`) and by `scaffold upgrade` (`ProjectUpgrade`).
struct RecordedPlans {
    let generator: FeatureGenerator

    /// The recorded features by name.
    var records: [String: FeatureRecord] { generator.project.records }

    func plan(_ record: FeatureRecord) throws(ScaffoldError) -> Plan {
        let project = generator.project, context = generator.state.context
        // In an adopted app a feature planned again keeps registering into the app's own root.
        return try Planner(
            preset: context.preset, roots: context.roots, knownEntities: project.known.union(project.specs.keys),
            persistenceFlag: record.persistence, registration: try generator.registration(for: record.spec.feature),
            project: project.features(Array(project.specs.values))
        ).plan(record.spec)
    }
}

/// Which generated files merge when a person edited them (`GeneratedFile.merges`): a feature's code, its tests and
/// mocks — every file scaffold regenerates for a feature — but not scaffold's records under `.scaffold/` nor a saved
/// shorthand spec (`spec:` group), which are conflicts when edited, as before.
public enum MergedFiles {
    public static func marking(_ changeSet: ChangeSet) -> ChangeSet {
        var result = changeSet
        result.files = changeSet.files.map { file in
            var file = file
            let group = file.group ?? changeSet.group
            file.merges = file.mode == .regenerate && !file.path.hasPrefix(".scaffold/") && group.hasPrefix("feature:")
            return file
        }
        return result
    }
}
