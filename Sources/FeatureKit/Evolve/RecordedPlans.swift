import Foundation
import ScaffoldCore

/// A feature planned again from what scaffold recorded of it (`FeatureRecord`: its spec and the persistence that won),
/// in the project as recorded, as `relatedPlans` plans the features a run regenerates with its own. Shared by the
/// merge bases of projects that never recorded one (`RecordedRendering`) and by `scaffold upgrade` (`ProjectUpgrade`).
struct RecordedPlans {
    let request: FeatureRequest
    let project: ProjectRecords

    init(request: FeatureRequest) {
        self.request = request
        project = ProjectRecords.load(request)
    }

    /// The recorded features by name.
    var records: [String: FeatureRecord] { project.records }

    func plan(_ record: FeatureRecord) throws(ScaffoldError) -> Plan {
        // In an adopted app a feature planned again keeps registering into the app's own root.
        let registration = request.existingApp.map { app in
            Registration(app: app, anchors: RegistrationAnchorReader.read(root: request.root, app: app, feature: record.spec.feature))
        }
        return try Planner(
            preset: request.preset, roots: request.roots, knownEntities: project.known.union(project.specs.keys),
            persistenceFlag: record.persistence, registration: registration, project: project.features(Array(project.specs.values))
        ).with(remoteSettings: request.remoteSettings).plan(record.spec)
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
