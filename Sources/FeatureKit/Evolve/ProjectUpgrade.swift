import Foundation
import ScaffoldCore

/// `scaffold upgrade`: every feature scaffold recorded (`.scaffold/specs/<Feature>.json`) generated again with this
/// scaffold's templates (and the project's overrides), as one change set for one all-or-nothing write. How a team takes
/// a new release of the generator: its edited files merge as they do for `feature` (`MergeStep`), files a feature no
/// longer has go as stale files do, and the specs stay what was recorded — a spec edited since and not generated yet
/// is `feature`'s business, not the upgrade's.
public struct ProjectUpgrade: Sendable {
    /// The group of the change set, which owns no file: each feature's files are its companions, in their own groups,
    /// so a file is written (and listed) only where the upgrade changes what scaffold last wrote there.
    public static let group = "upgrade"

    public var changeSet: ChangeSet
    /// The features regenerated, sorted.
    public var features: [String]
    /// Features with generated files in the manifest and no record this scaffold can read: left as they are.
    public var unrecorded: [String]
}

extension FeatureGenerator {
    /// Plans and renders every recorded feature; a feature that no longer plans stops the upgrade with its problems.
    public func upgrade() throws(ScaffoldError) -> ProjectUpgrade {
        let plans = RecordedPlans(generator: self)
        let manifest = state.manifest
        var changeSet = ChangeSet(files: [], group: ProjectUpgrade.group)
        for (feature, record) in plans.records.sorted(by: { $0.key < $1.key }) {
            let plan: Plan
            do throws(ScaffoldError) {
                plan = try plans.plan(record)
            } catch {
                throw RelatedFeature.failed(feature, because: error, why: "`scaffold upgrade` generates every recorded feature")
            }
            changeSet = changeSet.adding(companion: try render(plan))
        }
        let recorded = Set(plans.records.keys)
        let unrecorded = manifest.groups.compactMap { group -> String? in
            guard group.hasPrefix("feature:") else { return nil }
            let feature = String(group.dropFirst("feature:".count))
            return recorded.contains(feature) ? nil : feature
        }
        return ProjectUpgrade(
            changeSet: MergedFiles.marking(StaleFiles.removing(from: changeSet, manifest: manifest)),
            features: recorded.sorted(), unrecorded: unrecorded
        )
    }
}
