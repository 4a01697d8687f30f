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
        let draft = SpecFileReader.read(SpecNode(node: root, keyPath: "", file: path), into: &diagnostics)
        let spec = SpecValidator.validate(draft, context: context, into: &diagnostics)
        guard let spec, !diagnostics.hasErrors else {
            throw .invalidSpec(inFileOrder(diagnostics.diagnostics))
        }
        return spec
    }

    /// CLI shorthand: `Wallet name:String balance:Decimal 'ownerIDs:[String]' note:String?` and `--operations list,create`.
    public static func shorthand(name: String, fields: [String], operations: [String]?, context: SpecContext) throws(ScaffoldError) -> FeatureSpec {
        var diagnostics = DiagnosticCollector()
        let draft = ShorthandReader.read(name: name, fields: fields, operations: operations, into: &diagnostics)
        let spec = SpecValidator.validate(draft, context: context, into: &diagnostics)
        guard let spec, !diagnostics.hasErrors else { throw .invalidSpec(diagnostics.diagnostics) }
        return spec
    }

    /// Schema problems are found before meaning problems; readers want them in the order of the file.
    private static func inFileOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let a = lhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let b = rhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return a != b ? a < b : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
