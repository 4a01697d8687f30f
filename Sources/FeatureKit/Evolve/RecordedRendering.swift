import Foundation
import ScaffoldCore

/// The base of a merge in a project generated before scaffold kept its bases (`MergeBase`): the features of the run
/// rendered by this scaffold from what was recorded of them before the run (`RecordedPlans`). The writer trusts a file
/// of it only when its SHA-256 is the manifest's — this scaffold renders the recorded spec as the one that wrote it
/// did — and asks only for edited files without a recorded base, so the features are rendered once, on the first
/// question, and in most runs never.
public enum RecordedRendering {
    /// `path` → the bytes rendered there from the records of the change set's features (its group and companions).
    static func bases(for changeSet: ChangeSet, generator: FeatureGenerator) -> (String) -> Data? {
        let features = changeSet.companionGroups.union([changeSet.group]).sorted().compactMap { group in
            group.hasPrefix("feature:") ? String(group.dropFirst("feature:".count)) : nil
        }
        var rendered: [String: Data]?
        return { path in
            if rendered == nil { rendered = render(features, generator: generator) }
            return rendered?[path]
        }
    }

    /// A feature that no longer plans or renders gives no base: its edited files are merged without one.
    private static func render(_ features: [String], generator: FeatureGenerator) -> [String: Data] {
        let plans = RecordedPlans(generator: generator)
        var files: [String: Data] = [:]
        for feature in features {
            guard let record = plans.records[feature],
                  let plan = try? plans.plan(record),
                  let changeSet = try? generator.render(plan) else { continue }
            for file in changeSet.files where file.mode == .regenerate { files[file.path] = Data(file.contents.utf8) }
        }
        return files
    }
}
