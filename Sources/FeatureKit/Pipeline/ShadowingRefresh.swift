import Foundation
import ScaffoldCore

/// An entity named like a framework type (`Task`, `Data`, `List`) shadows that type in the whole module, and
/// generated code spells a shadowed type qualified (`Swift.Task`) and every other one plainly (`FrameworkNames`).
/// So when an entity comes, or goes, that changes which names are shadowed, the other features' files whose text
/// depends on it are generated again from each feature's spec (`Specs/<Feature>.yml`), in the same change set as
/// the run that changes it: the writer's statuses apply (update when unedited, conflict when edited), so nothing is
/// lost and nothing is half-written, and the app builds after the one run.
///
/// Only the files that change are regenerated, and only for a feature whose files are exactly what its spec
/// generates today (its manifest entries say so): a feature whose spec was edited since, or that another version
/// of scaffold wrote, is left as it is with a note, because regenerating some of its files would mix two versions.
public struct ShadowingRefresh: Sendable, Equatable {
    /// A feature whose files are regenerated.
    public struct Feature: Codable, Sendable, Equatable {
        public var name: String
        /// The spec it is regenerated from.
        public var spec: String
        /// The files whose text changes, sorted.
        public var files: [String]
    }

    /// The framework names newly shadowed (an entity added) or free again (an entity removed), sorted.
    public var names: [String] = []
    /// Whether the names become shadowed (true) or free again.
    public var shadows = true
    public var features: [Feature] = []
    /// The regenerated files, each in its feature's manifest group.
    public var files: [GeneratedFile] = []
    /// Features left as they are, and why.
    public var notes: [String] = []

    /// `changeSet` with the regenerated files added. A marker file both hold (the composition root) becomes one text
    /// with the regions of both (`MarkerRegions.combine`); any other file the change set has is its own.
    public func applied(to changeSet: ChangeSet) -> ChangeSet {
        var files = changeSet.files
        for file in self.files {
            guard let index = files.firstIndex(where: { $0.path == file.path }) else {
                files.append(file)
                continue
            }
            if files[index].mode == .insertBetweenMarkers, file.mode == .insertBetweenMarkers {
                files[index].contents = MarkerRegions.combine(files[index].contents, with: file.contents)
            }
        }
        return ChangeSet(files: files, deletions: changeSet.deletions, group: changeSet.group)
    }

    /// Without the files at `paths` — edited ones, which a removal leaves as they are because their qualified names
    /// still build — each named in a note.
    public func leaving(_ paths: Set<String>) -> ShadowingRefresh {
        let left = files.map(\.path).filter(paths.contains).sorted()
        guard !left.isEmpty else { return self }
        var refresh = self
        refresh.files.removeAll { paths.contains($0.path) }
        refresh.features = features.compactMap { feature in
            var feature = feature
            feature.files.removeAll(where: paths.contains)
            return feature.files.isEmpty ? nil : feature
        }
        refresh.notes += left.map { "\($0) was edited since scaffold wrote it, so it keeps the qualified names (they still build)" }
        return refresh
    }

    /// Why a run that stops on edited files touched other features' files, when some of `conflicts` are regenerated
    /// ones; nil otherwise.
    public func conflictNote(_ conflicts: [String]) -> Diagnostic? {
        let ours = Set(files.map(\.path)).intersection(conflicts).sorted()
        guard !ours.isEmpty, shadows else { return nil }
        let owners = features.filter { !Set($0.files).isDisjoint(with: ours) }.map(\.name)
        return Diagnostic(
            .note, "\(ours.joined(separator: ", ")) (\(owners.joined(separator: ", "))) \(ours.count == 1 ? "is" : "are") regenerated because entity "
                + "\(names.joined(separator: ", ")) shadows the framework's type of that name, and \(ours.count == 1 ? "was" : "were") edited",
            hint: "--force regenerates \(ours.count == 1 ? "it" : "them") (a copy of each is kept under \(Backup.folder)/); --skip-conflicts "
                + "leaves \(ours.count == 1 ? "it" : "them") as \(ours.count == 1 ? "it is" : "they are"): then qualify "
                + names.map { "`\(FrameworkNames.modules[$0].map { "\($0)." } ?? "")\($0)`" }.joined(separator: ", ") + " there yourself"
        )
    }

    /// What `plan`, `feature` and `destroy` say about it: a line per feature regenerated, then the notes.
    public var summary: [String] {
        guard !names.isEmpty else { return notes }
        let which = names.map { "\(FrameworkNames.modules[$0] ?? "the framework")'s `\($0)`" }.joined(separator: ", ")
        let qualified = names.map { "`\(FrameworkNames.modules[$0].map { "\($0)." } ?? "")\($0)`" }.joined(separator: ", ")
        let plain = names.map { "`\($0)`" }.joined(separator: ", ")
        let lines = features.map { feature in
            let count = feature.files.count == 1 ? "1 file" : "\(feature.files.count) files"
            return shadows
                ? "entity \(names.joined(separator: ", ")) shadows \(which) in the whole module: \(feature.name) is regenerated "
                    + "from \(feature.spec) to spell it \(qualified) (\(count))"
                : "without entity \(names.joined(separator: ", ")), \(which) is no longer shadowed: \(feature.name) is regenerated "
                    + "from \(feature.spec) to spell it \(plain) again (\(count))"
        }
        return lines + notes
    }
}

extension FeatureGenerator {
    /// The other features' files that change when the project's entities go from `before` to `after` (one added by
    /// a `feature` run, or removed by `destroy`), regenerated from their specs; `feature` is the one being
    /// generated or removed, which is left out. `project` gives the preset, roots, root and persistence default.
    public func shadowingRefresh(
        from before: Set<String>, to after: Set<String>, excluding feature: String, project: FeatureRequest, manifest: Manifest
    ) -> ShadowingRefresh {
        let old = FrameworkNames(projectTypes: before).shadowed, new = FrameworkNames(projectTypes: after).shadowed
        guard old != new else { return ShadowingRefresh() }
        var refresh = ShadowingRefresh(names: old.symmetricDifference(new).sorted(), shadows: new.count > old.count)
        let others = manifest.groups.compactMap { $0.hasPrefix("feature:") ? String($0.dropFirst("feature:".count)) : nil }
        for other in others where other != feature {
            switch regeneration(of: other, from: before, to: after, refresh: refresh, project: project, manifest: manifest) {
            case .unchanged: continue
            case .files(let spec, let files):
                refresh.features.append(.init(name: other, spec: spec, files: files.map(\.path).sorted()))
                refresh.files += files
            case .leftAsItIs(let why):
                // A name qualified where it need not be any more still builds: only a newly shadowed one needs saying.
                guard refresh.shadows else { continue }
                let names = refresh.names.map { "`\($0)`" }.joined(separator: ", ")
                refresh.notes.append("\(other) was left as it is: \(why); until then, where it spells \(names) plainly, it means the new entity")
            }
        }
        return refresh
    }

    /// What happens to one feature: nothing (its text does not depend on the names), its changed files, or a reason
    /// it is left as it is.
    private enum Regeneration {
        case unchanged
        case files(spec: String, [GeneratedFile])
        case leftAsItIs(String)
    }

    private func regeneration(
        of feature: String, from before: Set<String>, to after: Set<String>, refresh: ShadowingRefresh, project: FeatureRequest,
        manifest: Manifest
    ) -> Regeneration {
        let path = SpecConvention.path(for: feature)
        guard let contents = FileSystem.contents(of: RelativePath.folder(project.root) + "/" + path) else {
            // Names qualified where they no longer need to be still build; names spelled plainly that are now shadowed do not.
            guard refresh.shadows, Self.namesPlainly(Set(refresh.names), feature: feature, manifest: manifest, root: project.root) else {
                return .unchanged
            }
            return .leftAsItIs("it has no spec at \(path) to regenerate it from (keep its spec there, "
                + "or run `scaffold feature --spec <its spec>` to generate it again)")
        }
        let planner = { (known: Set<String>) in
            Planner(preset: project.preset, roots: project.roots, knownEntities: known, persistenceDefault: project.persistenceDefault)
        }
        let old: ChangeSet, new: ChangeSet
        do throws(ScaffoldError) {
            let spec = try SpecLoader.load(contents: contents, path: path, context: SpecContext(knownEntities: before.union(after)))
            guard spec.feature == feature else {
                return .leftAsItIs("\(path) describes feature \(spec.feature), not \(feature) (run `scaffold feature --spec <its spec>` to generate it again)")
            }
            old = try render(planner(before).plan(spec))
            new = try render(planner(after).plan(spec))
        } catch {
            let problem = error.diagnostics.first { $0.severity == .error }?.message ?? error.summary
            return .leftAsItIs("\(path) does not generate it (\(problem)); fix the spec and run `scaffold feature \(feature)`")
        }
        let oldText = Dictionary(old.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        // A file created once is the team's from then on: `ShadowedUses` points at it instead.
        let changed = new.files.filter { $0.mode != .createOnly && oldText[$0.path] != $0.contents }
        guard !changed.isEmpty else { return .unchanged }
        guard Self.isInSync(old, manifest: manifest) else {
            return .leftAsItIs("its files are not what \(path) generates (the spec was edited, or another version of scaffold "
                + "wrote them, since it was generated); run `scaffold feature \(feature)` to generate it again")
        }
        return .files(spec: path, changed.map { file in
            var file = file
            if file.mode == .regenerate { file.group = old.group }
            return file
        })
    }

    /// Whether the files scaffold last wrote for the feature are exactly `generated`'s: same paths, same bytes.
    static func isInSync(_ generated: ChangeSet, manifest: Manifest) -> Bool {
        let owned = generated.files.filter { $0.mode == .regenerate }
        guard Set(owned.map(\.path)) == Set(manifest.paths(inGroup: generated.group)) else { return false }
        return owned.allSatisfy { manifest.files[$0.path]?.sha256 == ContentHash.hex(Data($0.contents.utf8)) }
    }

    /// Whether a file scaffold wrote for the feature names one of `names` on its own (`SwiftNames.bareWords`).
    private static func namesPlainly(_ names: Set<String>, feature: String, manifest: Manifest, root: URL) -> Bool {
        let folder = RelativePath.folder(root)
        return manifest.paths(inGroup: "feature:\(feature)").contains { path in
            guard path.hasSuffix(".swift"), let data = FileSystem.contents(of: folder + "/" + path) else { return false }
            return !SwiftNames(String(decoding: data, as: UTF8.self)).bareMentions(of: names).isEmpty
        }
    }
}
