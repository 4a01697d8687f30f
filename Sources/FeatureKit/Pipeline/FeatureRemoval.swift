import Foundation
import ScaffoldCore

/// What `scaffold destroy feature` changes: the feature's generated files (removed when unedited), and its
/// regions in the composition root (`feature:<Name>`, and `feature:<Name>.link`, `feature:<Name>.routes` in its
/// `HomeView`) — in an adopted app, in the app's own container and root view — emptied with their markers kept,
/// so the project still compiles without the feature's types, and a later `scaffold feature` fills the regions again.
public enum FeatureRemoval {
    public static func changeSet(
        feature: String, projectRoot: URL, preset: Preset, roots: ProjectRoots, manifest: Manifest, existingApp: ExistingApp? = nil
    ) -> ChangeSet {
        let group = "feature:\(feature)"
        var paths: [String] = []
        if let root = preset.compositionRoot {
            paths.append(preset.layout.path(for: .compositionRoot, name: root.typeName, feature: feature, entity: feature, roots: roots))
        }
        paths += [existingApp?.compositionRoot?.file, existingApp?.rootView?.file].compactMap { $0 }
        // An adopted app's other files the feature registered in: its route enum, the view its link went into (an
        // Xcode target may compile files outside its folder, so the whole project is read).
        if existingApp != nil { paths += filesWithRegions(of: group, projectRoot: projectRoot) }
        let files = Set(paths).sorted().compactMap { path in emptied(path, group: group, projectRoot: projectRoot) }
        return ChangeSet(files: files, deletions: manifest.paths(inGroup: group), group: group)
    }

    /// The project's Swift files that mention a region of `group`.
    private static func filesWithRegions(of group: String, projectRoot: URL) -> [String] {
        let rootPath = RelativePath.folder(projectRoot)
        let needle = "\(MarkerRegions.beginTag) \(group)"
        return FileSystem.swiftFiles(under: rootPath, excluding: rootPath + "/.scaffold").filter { path in
            FileSystem.contents(of: path).map { String(decoding: $0, as: UTF8.self).contains(needle) } ?? false
        }.map { RelativePath.of($0, in: rootPath) }
    }

    /// The file's regions of `group`, emptied; nil when it has none (emptying needs their markers, and a missing
    /// file stays missing).
    private static func emptied(_ path: String, group: String, projectRoot: URL) -> GeneratedFile? {
        let file = projectRoot.appending(path: path).path(percentEncoded: false)
        let ids = FileSystem.contents(of: file).map { data in
            String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
                guard let id = MarkerRegions.marker(MarkerRegions.beginTag, in: ArraySlice(line.utf8)),
                      id == group || id.hasPrefix(group + ".") else { return nil }
                return id
            }
        } ?? []
        guard !ids.isEmpty else { return nil }
        let empty = ids.map { "\(MarkerRegions.beginTag) \($0)\n\(MarkerRegions.endTag) \($0)\n" }.joined()
        return GeneratedFile(path: path, contents: empty, mode: .insertBetweenMarkers)
    }
}
