import Foundation
import ScaffoldCore

/// The Spec stage: turns a spec file or the CLI shorthand into a validated FeatureSpec,
/// or throws `.invalidSpec` listing every problem found.
public enum SpecLoader {
    /// YAML or JSON (same schema; JSON is parsed through Yams too so positions are known).
    public static func load(contents: Data, path: String, context: SpecContext) throws(ScaffoldError) -> FeatureSpec {
        var diagnostics = DiagnosticCollector()
        guard let root = YAMLLoader.load(contents, path: path, as: .spec, into: &diagnostics) else {
            throw .invalidSpec(diagnostics.diagnostics)
        }
        let draft = SpecFileReader.read(SpecNode(root, file: path), into: &diagnostics)
        let spec = SpecValidator.validate(draft, context: context, into: &diagnostics)
        guard let spec, !diagnostics.hasErrors else {
            throw .invalidSpec(inFileOrder(diagnostics.diagnostics))
        }
        return spec
    }

    /// CLI shorthand: `Wallet name:String balance:Decimal 'ownerIDs:[String]' note:String?`, `--operations list,create`
    /// and `--remote /wallets`.
    public static func shorthand(
        name: String, fields: [String], operations: [String]?, remote: String? = nil, context: SpecContext
    ) throws(ScaffoldError) -> FeatureSpec {
        var diagnostics = DiagnosticCollector()
        let recorded = context.entities.values.contains { $0.feature == name }
        let draft = ShorthandReader.read(name: name, fields: fields, operations: operations, remote: remote, recorded: recorded, into: &diagnostics)
        let spec = SpecValidator.validate(draft, context: context, into: &diagnostics)
        // A reference written once (`bookmarkID:Bookmark`) is read by create and update: a problem with it is said once.
        var said: [Diagnostic] = []
        for diagnostic in diagnostics.diagnostics where !said.contains(diagnostic) { said.append(diagnostic) }
        guard let spec, !diagnostics.hasErrors else { throw .invalidSpec(said) }
        return spec
    }

    /// An OpenAPI document's schema and paths (`feature --openapi`), with a spec file merged over them (`SpecOverlay`):
    /// the draft they make is validated as a spec file's is. Notes say what the reading approximated or left out.
    public static func openAPI(_ input: OpenAPIInput, context: SpecContext) throws(ScaffoldError) -> ImportedSpec {
        var diagnostics = DiagnosticCollector()
        var overlay: SpecDraft?
        if let file = input.overlay {
            guard let root = YAMLLoader.load(file.contents, path: file.path, as: .spec, into: &diagnostics) else {
                throw .invalidSpec(diagnostics.diagnostics)
            }
            overlay = SpecFileReader.read(SpecNode(root, file: file.path), asOverlay: true, into: &diagnostics)
        }
        guard let loaded = OpenAPIDocumentLoader.load(input.contents, path: input.path, into: &diagnostics) else {
            throw .invalidSpec(inFileOrder(diagnostics.diagnostics))
        }
        let feature = input.feature.map { Located(value: $0, location: nil, keyPath: "argument 1 ('\(SpecText.abbreviated($0))')") }
            ?? overlay?.feature
        // A file's `entity:` names the schema where the document has one of that name; else it renames the feature's
        // type, and the schema is the feature's (`entity: ShopOrder` where the app declares the document's `Order`).
        let named = overlay?.entity?.value
        let schema = input.schema ?? named.flatMap { loaded.hasSchema($0) ? $0 : nil } ?? feature?.value ?? named
        guard let schema else {
            throw .invalidSpec([Diagnostic(.error, "no feature name and no --schema", keyPath: "arguments",
                                           hint: "name the feature (`scaffold feature Book --openapi \(input.path)`) or the schema (--schema Book)")])
        }
        guard let imported = OpenAPIImport.draft(loaded, schema: schema, feature: feature, configBaseURL: input.configBaseURL, into: &diagnostics)
        else { throw .invalidSpec(inFileOrder(diagnostics.diagnostics)) }
        var draft = SpecOverlay.merge(imported.spec, refusals: imported.refusals, overlay: overlay, into: &diagnostics)
        // The name given on the command line is the one the run was asked for, whatever the file says.
        if let feature = input.feature.flatMap({ _ in feature }) { draft.feature = feature }
        if draft.remote == nil {
            let pointer = JSONPointer(["paths"])
            diagnostics.error(
                "no path of the document lists or creates \(schema)", at: loaded.tree.location(of: pointer), keyPath: pointer.description,
                hint: "scaffold maps GET on a collection that returns \(schema)s and POST that takes or returns one; "
                    + "or state `remote: { path: … }` in a spec file passed with --spec"
            )
        }
        let spec = SpecValidator.validate(draft, context: context, into: &diagnostics)
        guard var spec, !diagnostics.hasErrors else {
            // A `$ref` to another object schema is an entity, which the project has once scaffold generated it.
            let said = diagnostics.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if diagnostic.keyPath?.hasSuffix("/$ref") == true, diagnostic.message.hasPrefix("unknown type `"),
                   let name = diagnostic.message.split(separator: "`").dropFirst().first {
                    diagnostic.hint = "generate it first (`scaffold feature \(name) --openapi \(input.path)`); " + (diagnostic.hint ?? "")
                }
                return diagnostic
            }
            throw .invalidSpec(inFileOrder(said))
        }
        // The spec is saved as `Specs/<Feature>.yml`: it has no file of its own.
        spec.sourceFile = nil
        return ImportedSpec(spec: spec, notes: imported.notes, schema: schema)
    }

    /// Schema problems are found before meaning problems; readers want them in the order of the file.
    private static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // The command line first, then each file (a document and the file merged over it) in order.
        diagnostics.enumerated().sorted { lhs, rhs in
            let a = lhs.element.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
            let b = rhs.element.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
            return a != b ? a < b : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
