import Foundation
import ScaffoldCore

/// What `scaffold destroy feature` changes: the feature's generated files (removed when unedited), and its
/// regions in the composition root (`feature:<Name>`, and `feature:<Name>.link`, `feature:<Name>.routes` in its
/// `HomeView`), emptied with their markers kept — so the project still compiles without the feature's types,
/// and a later `scaffold feature` fills the regions again.
public enum FeatureRemoval {
    public static func changeSet(feature: String, projectRoot: URL, preset: Preset, roots: ProjectRoots, manifest: Manifest) -> ChangeSet {
        let group = "feature:\(feature)"
        var files: [GeneratedFile] = []
        if let root = preset.compositionRoot {
            let path = preset.layout.path(for: .compositionRoot, name: root.typeName, feature: feature, entity: feature, roots: roots)
            let file = projectRoot.appending(path: path).path(percentEncoded: false)
            // Only regions the root has: emptying needs their markers, and a missing root stays missing.
            let ids = FileManager.default.contents(atPath: file).map { data in
                String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
                    guard let id = MarkerRegions.marker(MarkerRegions.beginTag, in: ArraySlice(line.utf8)),
                          id == group || id.hasPrefix(group + ".") else { return nil }
                    return id
                }
            } ?? []
            if !ids.isEmpty {
                let empty = ids.map { "\(MarkerRegions.beginTag) \($0)\n\(MarkerRegions.endTag) \($0)\n" }.joined()
                files.append(GeneratedFile(path: path, contents: empty, mode: .insertBetweenMarkers))
            }
        }
        return ChangeSet(files: files, deletions: manifest.paths(inGroup: group), group: group)
    }
}
