import Foundation
import ScaffoldCore

/// What `scaffold destroy feature` changes: the feature's generated files (removed when unedited), and its
/// regions in the composition root (`feature:<Name>`, and `feature:<Name>.link`, `feature:<Name>.routes` in its
/// `HomeView`) — in an adopted app, in the app's own container and root view — emptied with their markers kept,
/// so the project still compiles without the feature's types, and a later `scaffold feature` fills the regions again;
/// its record is kept where its versions stored records (`DestroyedRecord`).
public enum FeatureRemoval {
    /// The files whose regions of the feature are emptied, root-relative, sorted (`ProjectState` reads them): the
    /// composition root, and in an adopted app its container and root view, and the app's other files the feature
    /// registered in — its route enum, the view its link went into — found among the project's Swift files (`files`:
    /// an Xcode target may compile files outside its folder).
    static func regionFiles(
        feature: String, preset: Preset, roots: ProjectRoots, existingApp: ExistingApp?, files: ProjectSwiftFiles
    ) -> [String] {
        var paths: [String] = []
        if let root = preset.compositionRoot {
            paths.append(preset.layout.path(for: .compositionRoot, name: root.typeName, feature: feature, entity: feature, roots: roots))
        }
        paths += [existingApp?.compositionRoot?.file, existingApp?.rootView?.file].compactMap { $0 }
        if existingApp != nil {
            let needle = "\(MarkerRegions.beginTag) feature:\(feature)"
            paths += files.walked.filter { $0.text.contains(needle) }.map(\.path)
        }
        return Set(paths).sorted()
    }

    /// The removal of `feature` from the project `state` read.
    static func changeSet(feature: String, state: ProjectState) -> ChangeSet {
        let group = "feature:\(feature)"
        let context = state.context
        let paths = regionFiles(
            feature: feature, preset: context.preset, roots: context.roots, existingApp: context.config?.existingApp,
            files: state.projectSwiftFiles
        )
        var files = paths.compactMap { path in emptied(path, bytes: state.regionFiles[path], group: group) }
        // The records its versions stored stay on the devices: so does what they were stored as.
        if let kept = state.records[feature].flatMap({ DestroyedRecord.file(keeping: $0, preset: context.preset) }) { files.append(kept) }
        return ChangeSet(files: files, deletions: state.manifest.paths(inGroup: group), group: group)
    }

    /// The file's regions of `group`, emptied; nil when it has none (emptying needs their markers, and a missing
    /// file stays missing).
    private static func emptied(_ path: String, bytes: [UInt8]?, group: String) -> GeneratedFile? {
        let ids = bytes.map { bytes in
            String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line -> String? in
                guard let id = MarkerRegions.marker(MarkerRegions.beginTag, in: ArraySlice(line.utf8)),
                      id == group || id.hasPrefix(group + ".") else { return nil }
                return id
            }
        } ?? []
        guard !ids.isEmpty else { return nil }
        let empty = ids.map { "\(MarkerRegions.beginTag) \($0)\n\(MarkerRegions.endTag) \($0)\n" }.joined()
        return GeneratedFile(path: path, contents: empty, mode: .insertBetweenMarkers)
    }

    /// A name the manifest has no files of is a typo or another project: say which features there are.
    static func checkKnown(_ feature: String, manifest: Manifest, context: ProjectContext) throws(ScaffoldError) {
        let known = manifest.groups.filter { $0.hasPrefix("feature:") }.map { String($0.dropFirst("feature:".count)) }
        guard !known.contains(feature) else { return }
        guard !known.isEmpty else {
            throw .notFound(
                what: "no feature named \(feature): scaffold has generated no feature in \(context.displayRoot)",
                hint: "run destroy inside the project (or pass --root <folder>); `scaffold feature <Name> …` generates one"
            )
        }
        throw .notFound(
            what: "no feature named \(feature) was generated in \(context.displayRoot)",
            hint: Suggestion.hint(for: feature, among: known, listing: "its features")
        )
    }
}
