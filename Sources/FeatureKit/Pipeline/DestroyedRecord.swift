import Foundation
import ScaffoldCore

/// The record of a feature `destroy` removed whose versions stored records on the devices (a JSON file, UserDefaults):
/// the data outlives the code, so the record's shapes must too. `destroy` keeps the record, as it was, at
/// `.scaffold/destroyed/<Feature>.json` (manifest group `destroyed:<Feature>`, which no feature run removes); a later
/// `feature` of the name plans from it as from its own record (`ShapeHistory`: what earlier versions stored is read,
/// and a change that would misread it is refused), and removes it once its new record holds that history.
public enum DestroyedRecord {
    public static let folder = ".scaffold/destroyed"

    public static func path(for feature: String) -> String { "\(folder)/\(feature).json" }

    /// The manifest group of a destroyed feature's record.
    public static func group(for feature: String) -> String { "destroyed:\(feature)" }

    /// What `destroy` keeps of `record`; nil when no version of the feature stored records (kept in memory, they
    /// went with the app).
    static func file(keeping record: FeatureRecord, preset: Preset) -> GeneratedFile? {
        guard record.storedRecords(preset: preset) else { return nil }
        let feature = record.spec.feature
        return GeneratedFile(path: path(for: feature), contents: record.text, group: group(for: feature))
    }

    /// What a run planning `feature` plans from (`ShapeHistory`): its record, unless the feature was destroyed and no
    /// version generated since stored records (kept in memory), when the destroyed one's history is what the devices hold.
    static func previous(of feature: String, in state: ProjectState, preset: Preset) -> FeatureRecord? {
        let record = state.records[feature]
        if let record, record.storedRecords(preset: preset) { return record }
        return state.destroyedRecords[feature] ?? record
    }

    /// `changeSet` of a run generating `plan`'s feature again from the destroyed record, with that record removed where
    /// the feature's new one carries its history (a version kept in memory does not: the file stays for a later one that
    /// stores).
    static func taken(into changeSet: ChangeSet, plan: Plan, state: ProjectState, preset: Preset) -> ChangeSet {
        let feature = plan.spec.feature
        guard let destroyed = state.destroyedRecords[feature], previous(of: feature, in: state, preset: preset) == destroyed,
              plan.record.storedRecords(preset: preset) else { return changeSet }
        var result = ChangeSet(files: changeSet.files, deletions: changeSet.deletions + [path(for: feature)], group: changeSet.group)
        result.companionGroups = changeSet.companionGroups.union([group(for: feature)])
        return result
    }
}

extension FeatureRecord {
    /// Whether a version of the feature stored records a device may still hold: shapes were recorded, or the store it
    /// was planned with keeps its records: whether `ShapeHistory` reads earlier shapes, and `destroy` keeps the record.
    func storedRecords(preset: Preset) -> Bool {
        shapes != nil || PersistenceRule(preset: preset).storage(for: persistence).persists
    }
}
