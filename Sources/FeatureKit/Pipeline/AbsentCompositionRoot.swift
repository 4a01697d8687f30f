import ScaffoldCore

extension FeatureGenerator {
    /// `changeSet` with, when the composition root is gone (`ProjectState.absentCompositionRoot`), the regions of every
    /// recorded feature the run does not plan merged into the root it creates: a root holding only the features run
    /// would leave the others unregistered and the app unable to build. `scaffold upgrade` writes the same root.
    func registeringEveryFeature(in changeSet: ChangeSet, besides planned: [Plan]) throws(ScaffoldError) -> ChangeSet {
        guard let root = state.absentCompositionRoot,
              changeSet.files.contains(where: { $0.path == root && $0.mode == .insertBetweenMarkers })
        else { return changeSet }
        let done = Set(planned.map(\.spec.feature))
        let plans = RecordedPlans(generator: self)
        var result = changeSet
        for (feature, record) in plans.records.sorted(by: { $0.key < $1.key }) where !done.contains(feature) {
            let rendered: ChangeSet
            do throws(ScaffoldError) {
                rendered = try render(plans.plan(record))
            } catch {
                throw RelatedFeature.failed(feature, because: error, why: "\(root) is gone, and is written again with every feature")
            }
            guard let regions = rendered.files.first(where: { $0.path == root && $0.mode == .insertBetweenMarkers }) else { continue }
            // Only the root's text: the feature's other files and its group stay out of the run.
            let groups = result.companionGroups
            result = result.adding(companion: ChangeSet(files: [regions], group: result.group))
            result.companionGroups = groups
        }
        return result
    }
}
