import Foundation
import Yams

/// The one YAML loader with locations: bytes → checked text → a Yams node tree whose marks give every
/// diagnostic its line and column. Used for feature specs and `.scaffold.yml` alike (see `YAMLFile`).
public enum YAMLLoader {
    /// The document's root node, or nil after reporting why there is none.
    public static func load(_ data: Data, path: String, as kind: YAMLFile, into diagnostics: inout DiagnosticCollector) -> Node? {
        guard let text = YAMLText.decode(data, path: path, as: kind, into: &diagnostics) else { return nil }
        if let problem = YAMLPreScan.problem(in: text, path: path, as: kind) {
            diagnostics.add(problem)
            return nil
        }
        do {
            // An explicit encoding: `.default` reads an environment variable and prints to stdout.
            if let root = try Yams.compose(yaml: text, .default, .default, .utf8) { return root }
            diagnostics.error("\(kind.subject) is empty", at: SourceLocation(file: path, line: 1, column: 1),
                              keyPath: kind.emptyKeyPath, hint: kind.emptyHint)
        } catch let error as YamlError {
            diagnostics.add(diagnostic(for: error, text: text, path: path, kind: kind))
        } catch {
            diagnostics.add(unparsable(error, path: path, kind: kind))
        }
        return nil
    }

    private static func diagnostic(for error: YamlError, text: String, path: String, kind: YAMLFile) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: path, line: max(1, mark.line), column: max(1, mark.column)) }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return Diagnostic(
                .error, "\(kind.document) is not valid \(kind.language): \(problem)\(during)", at: at(mark),
                hint: syntaxHint(problem: problem, mark: mark, text: text, kind: kind)
            )
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return Diagnostic(
                .error, "key \(keys) appears more than once in the same mapping", at: at(context.mark),
                hint: "keep one of them; a key may appear only once per mapping"
            )
        case .reader(let problem, let offset, _, _):
            return Diagnostic(
                .error, "\(kind.subject) cannot be read as text: \(problem)",
                at: location(ofUTF8Offset: offset ?? 0, in: text, path: path), hint: kind.encodingHint
            )
        default:
            return unparsable(error, path: path, kind: kind)
        }
    }

    private static func unparsable(_ error: any Error, path: String, kind: YAMLFile) -> Diagnostic {
        Diagnostic(.error, "\(kind.subject) could not be parsed: \(error)", at: SourceLocation(file: path, line: 1, column: 1),
                   hint: "check that the file is valid \(kind.language)")
    }

    /// An error where the text stops means the file ends early: an unclosed quote or bracket, or a cut-off copy.
    private static func syntaxHint(problem: String, mark: Mark, text: String, kind: YAMLFile) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let lastLine = lines.lastIndex { !$0.allSatisfy(\.properties.isWhitespace) } ?? 0
        let atEnd = mark.line > lastLine + 1 || (mark.line == lastLine + 1 && mark.column > lines[lastLine].count)
        if atEnd || problem.contains("end of stream") {
            return "the file ends too early: close every `[`, `{` and quote, and check that nothing was cut off"
        }
        let line = mark.line >= 1 && mark.line <= lines.count ? lines[mark.line - 1] : []
        if problem.contains("tab") || (mark.column >= 1 && mark.column <= line.count && line[mark.column - 1] == "\t") {
            return "indent with spaces; YAML does not allow tabs for indentation"
        }
        return kind.syntaxHint
    }

    private static func location(ofUTF8Offset offset: Int, in text: String, path: String) -> SourceLocation {
        var line = 1, column = 1, consumed = 0
        for scalar in text.unicodeScalars {
            guard consumed < offset else { break }
            consumed += UTF8.width(scalar)
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return SourceLocation(file: path, line: line, column: column)
    }
}
