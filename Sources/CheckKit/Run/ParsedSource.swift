import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSource

/// One Swift file parsed: its tree, how positions map to lines, its summary, and its first syntax error.
struct ParsedSource: @unchecked Sendable {
    // The tree is immutable once made; `@unchecked` lets a parse made on one core be checked on another.
    /// The file's bytes.
    let data: Data
    let tree: SourceFileSyntax
    let lines: LineTable
    let summary: FileSummary
    /// The first syntax error (message and place); no rule runs on a file that does not parse.
    let syntaxError: (message: String, position: Position)?

    init(_ data: Data) {
        self.data = data
        tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        lines = LineTable(data)
        if tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            syntaxError = (first.message, lines.position(first.position))
            summary = FileSummary()
        } else {
            syntaxError = nil
            summary = SummaryReader.read(tree, lines: lines)
        }
    }
}
