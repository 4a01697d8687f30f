import ScaffoldCore

/// What a check knows before it reads a file: where files belong (the layout, the roots, `check.layers`) and
/// how roles are found (the preset, `check.roles`), with a digest of all of it: a cached file's findings are
/// trusted only under the same digest.
struct CheckContext: Sendable {
    let preset: Preset
    private(set) var layers: LayerResolver
    let roles: RoleResolver
    private(set) var digest: String

    init(preset: Preset, roots: ProjectRoots, settings: CheckSettings, sourceFolders: [String]? = nil) {
        self.preset = preset
        let layerFolders = Dictionary(uniqueKeysWithValues: settings.layers.compactMap { key, names in Layer(rawValue: key).map { ($0, names) } })
        let roleSuffixes = Dictionary(uniqueKeysWithValues: settings.roles.compactMap { key, names in Role(rawValue: key).map { ($0, names) } })
        layers = LayerResolver(layout: preset.layout, roots: roots, sourceFolders: sourceFolders, folders: layerFolders, preset: preset.name)
        roles = RoleResolver(preset: preset, configured: roleSuffixes)
        var parts = [
            "scaffold \(ScaffoldVersion.current) check \(CheckCacheFormat.version)", "rules \(RuleCatalog.fingerprint)",
            preset.name, roots.sources, roots.tests,
            (sourceFolders ?? []).joined(separator: ","),
        ]
        parts += preset.layout.patterns.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" }
        parts += settings.layers.sorted { $0.key < $1.key }.map { "layer \($0.key)=\($0.value.joined(separator: ","))" }
        parts += settings.roles.sorted { $0.key < $1.key }.map { "role \($0.key)=\($0.value.joined(separator: ","))" }
        digest = ContentHash.hex(parts: parts)
    }

    /// This context, knowing the project's files (`paths`): a folder holding the layers' folders is in none of them
    /// (`LayerResolver.holding(_:)`), and the digest names such folders, since they move files between layers.
    func holding(_ paths: some Sequence<String>) -> CheckContext {
        var context = self
        context.layers = layers.holding(paths)
        if !context.layers.holders.isEmpty {
            context.digest = ContentHash.hex(parts: [digest] + context.layers.holders.sorted())
        }
        return context
    }

    /// The index of `files`, with the modules `manifests` (`Package.swift` texts by path) declare: a module's layer is
    /// its files' one layer, else its folder's. A module holding files of no layer beside them (`Core` with
    /// `Networking/` and `UI/`) is shared code, in no layer: seed 002's composition root lists the "Shared" HTTP
    /// client and storage apart from the layers' repositories and UseCases.
    func index(_ files: [(PlacedFile, FileSummary)], manifests: [(path: String, text: String)] = []) -> ProjectIndex {
        // Each module asks every file, on every core; a file is asked by its path alone (filtering the files with
        // their summaries, one module after the other, was 2% of a cold check's CPU on one core: perf, release,
        // CONTRIBUTING's real-app corpus).
        let placed = files.map(\.0)
        let declared = Array(PackageTargets.modules(manifests: manifests))
        let layers = parallelMap(declared) { _, folders -> Layer? in
            let prefixes = folders.map { $0.isEmpty ? "" : $0 + "/" }
            var found: Set<Layer?> = []
            for file in placed where prefixes.contains(where: { file.path.hasPrefix($0) }) { found.insert(file.layer) }
            var layers = Set(found.compactMap { $0 })
            if found.contains(nil) { layers = [] }
            if found.isEmpty { layers = Set(folders.compactMap { layer(ofFolder: $0) }) }
            return layers.count == 1 ? layers.first : nil
        }
        let modules = Dictionary(zip(declared.map(\.key), layers.map { ProjectIndex.Module(layer: $0) }), uniquingKeysWith: { first, _ in first })
        return ProjectIndex(preset: preset, resolver: roles, files: files.map { (file: $0.0, summary: $0.1) }, modules: modules)
    }

    /// The layer a file directly in `folder` would have.
    private func layer(ofFolder folder: String) -> Layer? {
        layers.place(folder + "/_.swift").layer
    }
}

/// The format of what `check` keeps in `.scaffold/cache/`: a change to what a summary or an output records needs a
/// new version (entries of another version are discarded). A change to a rule needs none: `digest` holds the rule
/// files' fingerprint (`RuleCatalog.fingerprint`, generated), so findings are found again under changed rules.
enum CheckCacheFormat {
    static let version = 13
}
