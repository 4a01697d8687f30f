import MockKit
import ScaffoldKit
import SwiftParser
import SwiftSyntax

/// Parses one Swift file with SwiftSyntax and reads its imports and protocol declarations.
public enum ProtocolExtractor {
    /// `path` is how diagnostics name the file (root-relative); `annotation` marks protocols to mock (`@mockable`).
    public static func parse(source: String, path: String, annotation: String) -> ParsedFile {
        let tree = Parser.parse(source: source)
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            return ParsedFile(warnings: [SyntaxErrorLocator.warning(in: tree, converter: converter, path: path)], failedToParse: true)
        }
        var walker = TopLevelWalker(reader: ProtocolDeclarationReader(annotation: annotation, lines: LineTable(source), path: path))
        walker.walk(tree.statements, condition: nil)
        return ParsedFile(imports: walker.imports, declarations: walker.declarations, warnings: walker.warnings)
    }
}

/// Visits top-level declarations only, never function bodies: protocols can be declared nowhere else
/// except inside types, which are searched just for annotated protocols to report.
private struct TopLevelWalker {
    let reader: ProtocolDeclarationReader
    var imports: [String] = []
    var declarations: [ProtocolDeclaration] = []
    var warnings: [Diagnostic] = []

    mutating func walk(_ statements: CodeBlockItemListSyntax, condition: String?) {
        for statement in statements {
            guard case .decl(let decl) = statement.item else { continue }
            if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
                declarations.append(reader.read(protocolDecl, enclosingCondition: condition))
            } else if let importDecl = decl.as(ImportDeclSyntax.self), condition == nil {
                let module = importDecl.importKindSpecifier == nil
                    ? importDecl.path.map(\.name.text).joined(separator: ".")
                    : importDecl.path.first?.name.text ?? ""
                if !module.isEmpty && !imports.contains(module) { imports.append(module) }
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    guard case .statements(let nested) = clause.elements else { continue }
                    walk(nested, condition: condition ?? ifConfigDirective(clause))
                }
            } else if let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members {
                reportNestedProtocols(in: members)
            }
        }
    }

    private mutating func reportNestedProtocols(in members: MemberBlockItemListSyntax) {
        for item in members {
            if let protocolDecl = item.decl.as(ProtocolDeclSyntax.self) {
                let declaration = reader.read(protocolDecl, enclosingCondition: nil)
                guard declaration.isAnnotated else { continue }
                warnings.append(Diagnostic(
                    .warning,
                    "protocol \(declaration.model.name) is not mocked: it is nested in a type",
                    at: declaration.location,
                    hint: "move the protocol to the top level of its file, or remove the annotation"
                ))
            } else if let nested = item.decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members {
                reportNestedProtocols(in: nested)
            }
        }
    }
}

func ifConfigDirective(_ clause: IfConfigClauseSyntax) -> String {
    clause.poundKeyword.text + (clause.condition.map { " " + SyntaxText.written($0) } ?? "")
}
