import Foundation
import ScaffoldCore

/// Code the project owns that names a newly shadowed framework type on its own (`Task { … }`, `Text("…")`), which
/// from now on means the entity: a person's files, the files `init` created and scaffold never rewrites (the app's
/// entry, `HomeView`, the composition root outside the features' regions), and files a feature created once that are
/// the team's since (a UseCase whose body is theirs to write). Scaffold does not rewrite them; `feature` and `plan`
/// say where they are. Files of features are left out: `ShadowingRefresh` regenerates or names those.
public enum ShadowedUses {
    /// One note naming every such file, or none; `names` are the newly shadowed framework names.
    public static func note(names: Set<String>, root: URL, manifest: Manifest) -> String? {
        guard !names.isEmpty else { return nil }
        let folder = RelativePath.folder(root)
        var files: [String] = []
        var used = Set<String>()
        for absolute in FileSystem.swiftFiles(under: folder).sorted() {
            let path = RelativePath.of(absolute, in: folder)
            if manifest.files[path]?.group.hasPrefix("feature:") == true { continue }
            guard let data = FileSystem.contents(of: absolute) else { continue }
            // In the composition root, the features' regions are theirs; the rest of the file is the project's.
            let own = FeatureRegions.split(String(decoding: data, as: UTF8.self)).filter { $0.owner == nil }
            let mentioned = Set(own.flatMap { SwiftNames($0.text).bareMentions(of: names) })
            guard !mentioned.isEmpty else { continue }
            files.append(path)
            used.formUnion(mentioned)
        }
        guard !files.isEmpty else { return nil }
        let spelled = used.sorted().map { name in "`\(FrameworkNames.modules[name].map { "\($0)." } ?? "")\(name)`" }
        let plain = used.sorted().map { "`\($0)`" }
        return "\(files.joined(separator: ", ")) \(files.count == 1 ? "is" : "are") yours and \(files.count == 1 ? "spells" : "spell") "
            + "\(plain.joined(separator: ", ")) plainly, which now means the entity: write \(spelled.joined(separator: ", ")) "
            + "where you mean the framework's (scaffold does not rewrite your code)"
    }
}
