import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSource

/// Parses one Swift file with SwiftSyntax and reads the facts `adopt` infers a configuration from.
public enum SourceFactsReader {
    public static func read(source: String) -> SourceFacts {
        let tree = SwiftParsing.parse(source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let locate = { (position: AbsolutePosition) -> Position in
            let location = converter.location(for: position)
            return Position(line: location.line, column: location.column)
        }
        var facts = SourceFacts()
        if tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            facts.syntaxError = PositionedText(text: first.message, position: locate(first.position))
            return facts
        }
        let reader = DeclarationReader(locate: locate)
        readTopLevel(tree.statements, reader: reader, locate: locate, into: &facts)
        facts.launch = AppLaunch.read(tree.statements, locate: locate)
        // Walked only where the text names it: most files set no decoder.
        if source.contains("keyDecodingStrategy") {
            let strategies = KeyDecodingReader(locate: locate)
            strategies.walk(tree)
            facts.keyDecodingStrategies = strategies.found
        }
        return facts
    }

    /// Imports and type declarations, in every `#if` clause: a rule that holds on one platform holds on all.
    private static func readTopLevel(
        _ statements: CodeBlockItemListSyntax, reader: DeclarationReader, locate: (AbsolutePosition) -> Position,
        into facts: inout SourceFacts
    ) {
        for statement in statements {
            guard case .decl(let decl) = statement.item else { continue }
            if let importDecl = decl.as(ImportDeclSyntax.self), let module = importDecl.path.first?.name.text {
                facts.imports.append(PositionedText(text: module, position: locate(importDecl.positionAfterSkippingLeadingTrivia)))
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let nested) = clause.elements { readTopLevel(nested, reader: reader, locate: locate, into: &facts) }
                }
            } else if let type = reader.read(decl) {
                facts.types.append(type)
            }
        }
    }
}
