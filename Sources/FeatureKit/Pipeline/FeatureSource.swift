import Foundation
import ScaffoldCore

/// Where a feature's description comes from, as the command line gives it: the shorthand, or `--spec FILE`.
public enum FeatureSource: Sendable {
    case shorthand(name: String, fields: [String], operations: [String]?)
    /// The path as given, relative to the working folder.
    case specFile(String)

    /// The description read: a spec file's bytes, or — for `scaffold feature Wallet` with no fields, as the command is
    /// usually written — the project's `Specs/Wallet.yml` when it has one, else the fields asked for on a terminal,
    /// else the shorthand as given (whose error names both ways).
    func read(in context: ProjectContext, console: FeaturePipeline.Console) throws(ScaffoldError) -> FeatureRequest.Input {
        switch self {
        case .specFile(let spec):
            let path = URL(fileURLWithPath: spec).path(percentEncoded: false)
            if FileSystem.kind(of: path) == .missing { throw .unreadableInput(path: spec, reason: "no such file") }
            if FileSystem.isFolder(path) { throw .unreadableInput(path: spec, reason: "it is a folder") }
            do {
                return .specFile(path: spec, contents: try FileSystem.read(path))
            } catch {
                throw .unreadableInput(path: spec, reason: error.reason)
            }
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
}
