import Foundation
import Yams
import ScaffoldCore

/// Parses spec text (YAML, or JSON which is YAML too) into a Yams node tree, keeping positions for diagnostics.
enum SpecYAMLComposer {
    /// The document's root node, or nil after reporting why there is none.
    static func compose(_ text: String, path: String, into diagnostics: inout DiagnosticCollector) -> Node? {
        if let problem = YAMLPreScan.problem(in: text, path: path) {
            diagnostics.add(problem)
            return nil
        }
        do {
            // An explicit encoding: `.default` reads an environment variable and prints to stdout.
            if let root = try Yams.compose(yaml: text, .default, .default, .utf8) { return root }
            diagnostics.error(
                "the spec file is empty", at: SourceLocation(file: path, line: 1, column: 1),
                hint: "start with `feature: Name` and a `fields:` list"
            )
        } catch let error as YamlError {
            diagnostics.add(diagnostic(for: error, text: text, path: path))
        } catch {
            diagnostics.error(
                "the spec file could not be parsed: \(error)", at: SourceLocation(file: path, line: 1, column: 1),
                hint: "check that the file is valid YAML or JSON"
            )
        }
        return nil
    }

    private static func diagnostic(for error: YamlError, text: String, path: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: path, line: max(1, mark.line), column: max(1, mark.column)) }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let while_ = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return Diagnostic(
                .error, "the spec is not valid YAML or JSON: \(problem)\(while_)", at: at(mark),
                hint: syntaxHint(problem: problem, mark: mark, text: text)
            )
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return Diagnostic(
                .error, "key \(keys) appears more than once in the same mapping", at: at(context.mark),
                hint: "keep one of them; a key may appear only once per mapping"
            )
        case .reader(let problem, let offset, _, _):
            return Diagnostic(
                .error, "the spec file cannot be read as text: \(problem)",
                at: location(ofUTF8Offset: offset ?? 0, in: text, path: path),
                hint: "spec files are UTF-8 YAML or JSON text"
            )
        default:
            return Diagnostic(
                .error, "the spec file could not be parsed: \(error)", at: SourceLocation(file: path, line: 1, column: 1),
                hint: "check that the file is valid YAML or JSON"
            )
        }
    }

    /// A parser error on the last line usually means the file stops early (truncated JSON, unclosed bracket or quote).
    private static func syntaxHint(problem: String, mark: Mark, text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if mark.line >= lines.count || problem.contains("end of stream") {
            return "the file ends too early: close every `[`, `{` and quote, and check that nothing was cut off"
        }
        let line = Array(lines[max(0, mark.line - 1)].unicodeScalars)
        if problem.contains("tab") || (mark.column >= 1 && mark.column <= line.count && line[mark.column - 1] == "\t") {
            return "indent with spaces; YAML does not allow tabs for indentation"
        }
        return "check indentation, quotes and brackets here; quote values that contain `: `, ` #`, `[` or `{`"
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
