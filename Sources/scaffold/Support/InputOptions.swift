import ArgumentParser
import Foundation
import ScaffoldKit

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
            let url = URL(fileURLWithPath: spec)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw .unreadableInput(path: spec, reason: "no such file")
            }
            guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
                throw .unreadableInput(path: spec, reason: isDirectory.boolValue ? "it is a folder" : "permission denied")
            }
            return .specFile(path: spec, contents: data)
        }
        let operationList = operations.map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return .shorthand(name: name ?? "", fields: fields, operations: operationList)
    }
}

/// Where and how to generate: preset, module and project root.
struct ProjectOptions: ParsableArguments {
    @Option(help: "Preset: layered (seed 000) or features (seed 004).")
    var preset: String = "layered"

    @Option(help: "Module name of the app target; sources go to Sources/<module>, tests to Tests/<module>Tests.")
    var module: String = "App"

    @Option(help: "Project root (default: nearest folder upward with .scaffold.yml, else the current folder).")
    var root: String?

    func validate() throws {
        guard Preset.named(preset) != nil else {
            throw ValidationError("unknown preset '\(preset)'; choose one of: \(Preset.all.map(\.name).joined(separator: ", "))")
        }
        guard let first = module.first, first.isLetter || first == "_", module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw ValidationError("module '\(module)' is not a Swift identifier")
        }
    }

    var rootURL: URL {
        if let root { return URL(fileURLWithPath: root).standardizedFileURL }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return ProjectLocator.findRoot(startingAt: current) ?? current
    }

    func request(_ input: FeatureRequest.Input) -> FeatureRequest {
        FeatureRequest(input: input, preset: Preset.named(preset) ?? .layered, roots: ProjectRoots(module: module), root: rootURL)
    }
}

/// Loads the built-in templates (with the project's overrides).
enum Templates {
    static func load(root: URL) throws(ScaffoldError) -> TemplateSet {
        guard let folder = TemplateLocator.builtInTemplates() else {
            throw .unreadableInput(path: "Templates", reason: "the built-in templates were not found; reinstall with `make install` or set SCAFFOLD_TEMPLATES")
        }
        return try TemplateLoader.load(builtIn: folder, overrides: root.appendingPathComponent(".scaffold/templates"))
    }
}
