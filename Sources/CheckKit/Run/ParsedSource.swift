import Foundation
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftSource

/// One Swift file parsed whole for its rules: its tree, how positions map to lines, and its first syntax error.
/// Made for one file at a time and dropped once its rules have run: a tree takes some 40 times the file's bytes.
struct ParsedSource {
    /// The file's bytes.
    let data: Data
    let tree: SourceFileSyntax
    let lines: LineTable
    /// The first syntax error (message and place); no rule runs on a file that does not parse.
    let syntaxError: (message: String, position: Position)?

    init(_ data: Data) {
        self.data = data
        tree = SwiftParsing.parse(String(decoding: data, as: UTF8.self))
        lines = LineTable(data)
        if tree.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            syntaxError = (first.message, lines.position(first.position))
        } else {
            syntaxError = nil
        }
    }
}
