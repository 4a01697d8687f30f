import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One Swift file parsed: its tree, how positions map to lines, its summary, and its first syntax error.
struct ParsedSource: @unchecked Sendable {
    // The tree and the converter are immutable once made; `@unchecked` lets a parse made on one core be checked on another.
    let text: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    let summary: FileSummary
    /// The first syntax error (message and place); no rule runs on a file that does not parse.
    let syntaxError: (message: String, position: Position)?

    init(_ data: Data) {
        text = String(decoding: data, as: UTF8.self)
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        if tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            let location = converter.location(for: first.position)
            syntaxError = (first.message, Position(line: location.line, column: location.column))
            summary = FileSummary()
        } else {
            syntaxError = nil
            summary = SummaryReader.read(tree, converter: converter)
        }
    }
}
