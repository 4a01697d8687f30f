import Foundation
import FeatureKit
import ScaffoldCore

/// `scaffold feature Wallet` with no fields, as the command is usually written: the project's
/// `Specs/Wallet.yml` when it has one, else the fields asked for on a terminal, else the shorthand as given
/// (whose error names both ways).
enum FieldlessInput {
    static func resolve(_ request: FeatureRequest, interactive: Bool = isatty(STDIN_FILENO) == 1) -> FeatureRequest {
        guard case .shorthand(let name, let fields, let operations) = request.input, fields.isEmpty, !name.isEmpty else {
            return request
        }
        var resolved = request
        let specPath = SpecConvention.path(for: name)
        if let contents = FileSystem.contents(of: request.root.appendingPathComponent(specPath).path) {
            Console.err("scaffold: note: no fields given; using \(specPath)")
            resolved.input = .specFile(path: specPath, contents: contents)
            return resolved
        }
        guard interactive else { return request }
        let known = ExistingEntities.find(root: request.root, layout: request.preset.layout, roots: request.roots)
        let prompt = FieldPrompt(feature: name, context: SpecContext(knownEntities: known))
        // A wrong name fails as it would with fields; asking for fields first would waste the typing.
        guard prompt.nameProblems().isEmpty else { return request }
        let asked = prompt.ask(read: { readLine(strippingNewline: true) }, write: { text in
            FileHandle.standardError.write(Data(text.utf8))
        })
        resolved.input = .shorthand(name: name, fields: asked, operations: operations)
        return resolved
    }
}
