import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// The feature description: CLI shorthand, `--spec FILE` or `--openapi FILE`, and the flags that go with it.
struct InputOptions: ParsableArguments {
    @Argument(help: "Feature name (UpperCamelCase) — omit with --spec.")
    var name: String?

    @Argument(help: "Fields as name:Type (String, Int, Decimal, Date, UUID, URL, Data, Bool, T?, [T], [K: V], other entities).")
    var fields: [String] = []

    @Option(help: "Comma-separated operations (default: list,create,update,delete). Built-in: list, fetch, create, update, delete (and all, get, add, edit, remove, …); a custom one is spelled out as NAME:custom (archive:custom), and NAME:KIND gives any name a kind (purge:delete).")
    var operations: String?

    @Option(help: "A YAML or JSON feature spec file.")
    var spec: String?

    @Option(help: "Where the feature keeps its entities: memory, or json (one file under Application Support). Wins over the spec's and .scaffold.yml's `persistence:` (default: the preset's store).")
    var persistence: Persistence?

    @Option(help: "The server path of the feature's records with the shorthand (/wallets): `remote: { path: /wallets }` in the saved spec.")
    var remote: String?

    @Option(help: "An OpenAPI 3.0, 3.1 or 3.2 document (YAML or JSON): the fields come from the schema named like the feature (or --schema), the operations from the paths that return or take it; a --spec file beside it is merged over it, its keys winning. Saved as Specs/<Name>.yml.")
    var openapi: String?

    @Option(help: "The schema of the --openapi document to read (default: the feature's name).")
    var schema: String?

    func validate() throws {
        if schema != nil, openapi == nil {
            throw ValidationError("--schema names a schema of an --openapi document\n    hint: add --openapi FILE, or leave --schema out")
        }
        if openapi != nil {
            if !fields.isEmpty || operations != nil || remote != nil {
                throw ValidationError("--openapi reads the fields, operations and paths from the document; give no fields, --operations or --remote with it\n    hint: state what the document cannot say in a file passed with --spec")
            }
            if name == nil, spec == nil, schema == nil {
                throw ValidationError("missing feature name\n    hint: try `scaffold feature Book --openapi \(openapi ?? "api.yaml")`, or --schema NAME")
            }
            return
        }
        if spec != nil, name != nil || !fields.isEmpty || operations != nil || remote != nil {
            throw ValidationError("give either --spec FILE or a name with fields, not both\n    hint: the spec file says everything the shorthand would")
        }
        if spec == nil, name == nil {
            throw ValidationError("missing feature name\n    hint: try `scaffold feature Wallet name:String balance:Decimal`, or --spec FILE")
        }
        if remote != nil, fields.isEmpty {
            throw ValidationError("--remote goes with the fields of the shorthand\n    hint: try `scaffold feature \(name ?? "Wallet") name:String --remote /wallets`, or write `remote:` in the spec file")
        }
    }

    /// Where the description comes from; the pipeline reads it.
    var source: FeatureSource {
        if let openapi { return .openAPI(path: openapi, schema: schema, feature: name, overlay: spec) }
        if let spec { return .specFile(spec) }
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

    @OptionGroup var rootOption: RootOption

    func validate() throws {
        try Self.validate(preset: preset, module: module)
    }

    /// A `--preset` and `--module` given on the command line (`feature`, `plan`, `adopt`).
    static func validate(preset: String?, module: String?) throws {
        if let preset { try CommandLineCheck.choice(preset, for: "--preset") }
        if let module, let problem = ProjectConfig.problems(presetName: "layered", module: module).first {
            throw ValidationError(problem.message + (problem.hint.map { "\n    hint: \($0)" } ?? ""))
        }
    }

    /// The project, with flags first, then `.scaffold.yml`, then the defaults (`ProjectContext`).
    func context() throws(ScaffoldError) -> ProjectContext {
        try ProjectContext.resolve(root: rootOption.root, preset: preset, module: module, currentFolder: ProjectContext.currentFolder)
    }

    /// What a run outside a project assumed, for the note after its report.
    func assumptionNote(_ context: ProjectContext) -> Diagnostic? {
        var used: [String] = []
        if preset == nil { used.append("preset \(context.preset.name)") }
        if module == nil { used.append("module \(context.roots.module) (\(context.roots.sources), \(context.roots.tests))") }
        return used.isEmpty ? nil : context.assumptionNote(used: used.joined(separator: ", "))
    }
}

/// Loads the built-in templates (with the project's overrides).
enum Templates {
    static func load(root: URL) throws(ScaffoldError) -> TemplateSet {
        let templates = try TemplateLoader.load(overrides: root.appendingPathComponent(TemplateCatalog.overridesFolder))
        for warning in templates.deprecations { Console.say(warning) }
        return templates
    }

    /// The built-ins alone and with the project's overrides, for `scaffold templates`.
    static func catalog(root: URL) throws(ScaffoldError) -> TemplateCatalog {
        TemplateCatalog(builtIn: try TemplateLoader.load(), effective: try load(root: root))
    }
}
