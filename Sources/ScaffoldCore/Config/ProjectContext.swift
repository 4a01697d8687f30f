import Foundation

/// Where a command runs and what it assumes, resolved once for every command: the project root (`--root`, else the
/// nearest folder upward holding `.scaffold.yml`, else the current folder), its configuration, and each choice by
/// flag first, then `.scaffold.yml`, then the default.
public struct ProjectContext: Sendable {
    /// How the root was chosen.
    public enum Origin: Sendable, Equatable {
        /// `--root FOLDER`.
        case flag
        /// The nearest folder upward holding `.scaffold.yml`.
        case found
        /// No `.scaffold.yml` here or above: the current folder.
        case currentFolder
    }

    public var root: URL
    /// The project's `.scaffold.yml`; nil outside a project, where every choice is a flag or a default.
    public var config: ProjectConfig?
    public var origin: Origin
    /// `--preset` (without the configuration's layout and style overrides), else the configuration's, else `layered`.
    public var preset: Preset
    /// From `--module`, else the configuration's, else the default module's.
    public var roots: ProjectRoots
    /// Where the command runs; relative flag paths and the paths messages show are relative to it.
    public var currentFolder: URL

    /// Resolves the project for a command run in `currentFolder`; relative flag paths are relative to it.
    /// `preset` and `module` are the flags' values, already checked by the command.
    public static func resolve(
        root: String?, preset: String? = nil, module: String? = nil, currentFolder: URL
    ) throws(ScaffoldError) -> ProjectContext {
        let folder: URL, config: ProjectConfig?, origin: Origin
        if let root {
            folder = URL(fileURLWithPath: root, relativeTo: currentFolder).standardizedFileURL
            config = try ProjectConfig.load(root: folder)
            origin = .flag
        } else if let found = try ProjectConfig.find(startingAt: currentFolder) {
            (folder, config, origin) = (found.root, found.config, .found)
        } else {
            (folder, config, origin) = (currentFolder.standardizedFileURL, nil, .currentFolder)
        }
        var chosen = config?.resolvedPreset() ?? .layered
        if let preset, preset != config?.presetName, let named = Preset.named(preset) { chosen = named }
        var roots = config?.roots ?? ProjectRoots(module: ProjectConfig.defaultModule)
        if let module, module != roots.module { roots = ProjectRoots(module: module) }
        return ProjectContext(root: folder, config: config, origin: origin, preset: chosen, roots: roots, currentFolder: currentFolder)
    }

    /// The resolver for commands that take only `--root` (`destroy`, `templates`), run in the process's folder.
    public static func resolve(root: String?) throws(ScaffoldError) -> ProjectContext {
        try resolve(root: root, currentFolder: currentFolder)
    }

    /// The process's working folder.
    public static var currentFolder: URL {
        URL(fileURLWithPath: FileSystem.currentFolder)
    }

    /// Root-relative folders whose Swift files `mocks` and `check` read when nothing names them: every folder
    /// `sources:` names (`.` is the whole repository), else the module's sources; outside a project whose sources are
    /// elsewhere, `Sources`, else the whole root.
    public var sourceFolders: [String] {
        if let config { return config.roots == roots ? config.sourceFolders : [roots.sources] }
        if FileSystem.isFolder(root.appending(path: roots.sources).path(percentEncoded: false)) { return [roots.sources] }
        if FileSystem.isFolder(root.appending(path: "Sources").path(percentEncoded: false)) { return ["Sources"] }
        return ["."]
    }

    /// The `mocks:` settings: the configuration's, else the defaults for the module over `sourceFolders`.
    public var mocksSettings: MocksSettings {
        if let config, roots == config.roots { return config.mocks }
        var settings = MocksSettings(defaultsFor: roots)
        if config == nil { settings.sources = sourceFolders }
        return settings
    }

    /// A root-relative folder as a URL (`.` is the root itself).
    public func folder(_ relative: String) -> URL {
        relative == "." || relative.isEmpty ? root : root.appending(path: relative)
    }

    /// Says what a run outside any project assumed (nil inside one): `used` names the defaults it took.
    public func assumptionNote(used: String) -> Diagnostic? {
        guard config == nil else { return nil }
        let place = origin == .flag ? "\(displayRoot)" : "\(displayRoot) or any folder above"
        let isCurrent = RelativePath.folder(root) == RelativePath.folder(currentFolder)
        let initHint = origin == .flag && !isCurrent ? "scaffold init <AppName> --root \(displayRoot)" : "scaffold init <AppName>"
        return Diagnostic(
            .note, "no \(ProjectConfig.fileName) in \(place); used the defaults: \(used)",
            hint: "run `\(initHint)` to set up a project there, or pass --root <folder> to work in an existing one"
        )
    }

    /// The root as a person named it: relative to the current folder when inside it.
    public var displayRoot: String {
        let path = RelativePath.folder(root), current = RelativePath.folder(currentFolder)
        if path == current { return "the current folder (\(path))" }
        let relative = RelativePath.of(path, in: current)
        return relative == path ? path : relative
    }
}
