import Foundation
import ScaffoldCore

/// What `scaffold destroy feature` changes: the feature's generated files (removed when unedited), and its
/// region in the composition root, emptied with its markers kept — so the project still compiles without
/// the feature's types, and a later `scaffold feature` fills the region again.
public enum FeatureRemoval {
    public static func changeSet(feature: String, projectRoot: URL, preset: Preset, roots: ProjectRoots, manifest: Manifest) -> ChangeSet {
        let group = "feature:\(feature)"
        var files: [GeneratedFile] = []
        if let root = preset.compositionRoot {
            let path = preset.layout.path(for: .compositionRoot, name: root.typeName, feature: feature, entity: feature, roots: roots)
            let begin = "\(MarkerRegions.beginTag) \(group)"
            let file = projectRoot.appending(path: path).path(percentEncoded: false)
            // Only a root that has the region: emptying needs its markers, and a missing root stays missing.
            if let data = FileManager.default.contents(atPath: file),
                String(decoding: data, as: UTF8.self).split(separator: "\n").contains(where: { MarkerRegions.marker(MarkerRegions.beginTag, in: ArraySlice($0.utf8)) == group })
            {
                files.append(GeneratedFile(path: path, contents: "\(begin)\n\(MarkerRegions.endTag) \(group)\n", mode: .insertBetweenMarkers))
            }
        }
        return ChangeSet(files: files, deletions: manifest.paths(inGroup: group), group: group)
    }
}
