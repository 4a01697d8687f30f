import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// The feature description: CLI shorthand or `--spec FILE`.
struct InputOptions: ParsableArguments {
    @Argument(help: "Feature name (UpperCamelCase) — omit with --spec.")
    var name: String?

    @Argument(help: "Fields as name:Type (String, Int, Decimal, Date, UUID, URL, Data, Bool, T?, [T], [K: V], other entities).")
    var fields: [String] = []

    @Option(help: "Comma-separated operations (default: list,create,update,delete). Built-in: list, fetch, create, update, delete; others are custom.")
    var operations: String?

    @Option(help: "A YAML or JSON feature spec file.")
    var spec: String?

    @Option(help: "Where the feature keeps its entities: memory, or json (one file under Application Support). Wins over the spec's and .scaffold.yml's `persistence:` (default: the preset's store).")
    var persistence: Persistence?

    func validate() throws {
        if spec != nil, name != nil || !fields.isEmpty || operations != nil {
            throw ValidationError("give either --spec FILE or a name with fields, not both")
        }
        if spec == nil, name == nil {
            throw ValidationError("missing feature name; try: scaffold feature Wallet name:String balance:Decimal (or --spec FILE)")
        }
    }

    func input() throws(ScaffoldError) -> FeatureRequest.Input {
        if let spec {
            let path = URL(fileURLWithPath: spec).path(percentEncoded: false)
            if FileSystem.kind(of: path) == .missing { throw .unreadableInput(path: spec, reason: "no such file") }
            if FileSystem.isFolder(path) { throw .unreadableInput(path: spec, reason: "it is a folder") }
            do {
                return .specFile(path: spec, contents: try FileSystem.read(path))
            } catch {
                throw .unreadableInput(path: spec, reason: error.reason)
            }
        }
        let operationList = operations.map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return .shorthand(name: name ?? "", fields: fields, operations: operationList)
    }
}

/// Where and how to generate: preset, module and project root. The project's `.scaffold.yml`
/// (found by walking up from the working directory) supplies what the flags leave out.
struct ProjectOptions: ParsableArguments {
    @Option(help: "Preset: \(Preset.all.map(\.name).joined(separator: ", ")) (default: .scaffold.yml's, else layered).")
    var preset: String?

    @Option(help: "Module name of the app target; sources go to Sources/<module>, tests to Tests/<module>Tests (default: .scaffold.yml's, else App).")
    var module: String?

    @Option(help: "Project root (default: nearest folder upward with .scaffold.yml, else the current folder).")
    var root: String?

    func validate() throws {
        if let preset, Preset.named(preset) == nil {
            throw ValidationError("unknown preset '\(preset)'; choose one of: \(Preset.all.map(\.name).joined(separator: ", "))")
        }
        if let module, let problem = ProjectConfig.problems(presetName: "layered", module: module).first {
            throw ValidationError(problem.message)
        }
    }

    /// The project root and its configuration, if it has one.
    func project() throws(ScaffoldError) -> (root: URL, config: ProjectConfig?) {
        if let root {
            let url = URL(fileURLWithPath: root).standardizedFileURL
            return (url, try ProjectConfig.load(root: url))
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let found = try ProjectConfig.find(startingAt: current) { return (found.root, found.config) }
        return (current, nil)
    }

    func request(_ input: FeatureRequest.Input, persistence: Persistence? = nil) throws(ScaffoldError) -> FeatureRequest {
        let (root, config) = try project()
        var chosen = config?.resolvedPreset() ?? .layered
        if let preset, preset != config?.presetName, let named = Preset.named(preset) { chosen = named }
        var roots = config?.roots ?? ProjectRoots(module: ProjectConfig.defaultModule)
        if let module, module != roots.module { roots = ProjectRoots(module: module) }
        return FeatureRequest(
            input: input, preset: chosen, roots: roots, root: root,
            persistenceFlag: persistence, persistenceDefault: config?.persistence
        )
    }
}

/// Loads the built-in templates (with the project's overrides).
enum Templates {
    static func load(root: URL) throws(ScaffoldError) -> TemplateSet {
        try TemplateLoader.load(overrides: root.appendingPathComponent(TemplateCatalog.overridesFolder))
    }

    /// The built-ins alone and with the project's overrides, for `scaffold templates`.
    static func catalog(root: URL) throws(ScaffoldError) -> TemplateCatalog {
        TemplateCatalog(builtIn: try TemplateLoader.load(), effective: try load(root: root))
    }
}
