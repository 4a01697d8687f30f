import Foundation
import ScaffoldCore

/// Where a feature's description comes from, as the command line gives it: the shorthand, `--spec FILE`, or
/// `--openapi FILE`.
public enum FeatureSource: Sendable {
    case shorthand(name: String, fields: [String], operations: [String]?)
    /// The path as given, relative to the working folder.
    case specFile(String)
    /// `--openapi FILE` (paths as given): `--schema`, the feature's name when given, and `--spec FILE` merged over
    /// what the document says.
    case openAPI(path: String, schema: String?, feature: String?, overlay: String?)

    /// The description read: a spec file's bytes, an OpenAPI document's (with the `--spec` file merged over it and
    /// `.scaffold.yml`'s base URL), or — for `scaffold feature Wallet` with no fields, as the command is
    /// usually written — the project's `Specs/Wallet.yml` when it has one, else the fields asked for on a terminal,
    /// else the shorthand as given (whose error names both ways).
    func read(in context: ProjectContext, console: FeaturePipeline.Console) throws(ScaffoldError) -> FeatureRequest.Input {
        switch self {
        case .specFile(let spec):
            return .specFile(path: spec, contents: try Self.read(spec))
        case .openAPI(let document, let schema, let feature, let overlayPath):
            let overlay = try overlayPath.map { path throws(ScaffoldError) in (path: path, contents: try Self.read(path)) }
            if let overlay, let name = feature ?? schema {
                // The saved spec is what the next run with --openapi replaces: it cannot be what is merged over it.
                let saved = context.root.appending(path: SpecConvention.path(for: name)).standardizedFileURL.path(percentEncoded: false)
                if URL(fileURLWithPath: overlay.path, relativeTo: context.currentFolder).standardizedFileURL.path(percentEncoded: false) == saved {
                    throw .usage(
                        message: "--spec names \(SpecConvention.path(for: name)), where the spec read from --openapi is saved",
                        hint: "keep what you add to the document in a file of its own (for example Specs/\(name)+app.yml) and pass that with --spec"
                    )
                }
            }
            return .openAPI(OpenAPIInput(
                path: document, contents: try Self.read(document), schema: schema, feature: feature, overlay: overlay,
                configBaseURL: context.config?.remote?.baseURL
            ))
        case .shorthand(let name, let fields, let operations):
            let given = FeatureRequest.Input.shorthand(name: name, fields: fields, operations: operations)
            guard fields.isEmpty, !name.isEmpty else { return given }
            let specPath = SpecConvention.path(for: name)
            if let contents = FileSystem.contents(of: context.root.appendingPathComponent(specPath).path) {
                console.say(Diagnostic(.note, "no fields given; using \(specPath)"))
                return .specFile(path: specPath, contents: contents)
            }
            guard let terminal = console.terminal else { return given }
            // Read for the prompt's checks only; the run reads the project again under its lock.
            let known = ExistingEntities.find(root: context.root, layout: context.preset.layout, roots: context.roots)
            let prompt = FieldPrompt(feature: name, context: SpecContext(knownEntities: known))
            // A wrong name fails as it would with fields; asking for fields first would waste the typing.
            guard prompt.nameProblems().isEmpty else { return given }
            return .shorthand(name: name, fields: prompt.ask(read: terminal.read, write: terminal.write), operations: operations)
        }
    }

    /// A file named on the command line, or why it cannot be read.
    private static func read(_ given: String) throws(ScaffoldError) -> Data {
        let path = URL(fileURLWithPath: given).path(percentEncoded: false)
        if FileSystem.kind(of: path) == .missing { throw .unreadableInput(path: given, reason: "no such file") }
        if FileSystem.isFolder(path) { throw .unreadableInput(path: given, reason: "it is a folder") }
        do {
            return try FileSystem.read(path)
        } catch {
            throw .unreadableInput(path: given, reason: error.reason)
        }
    }
}
