import Yams

/// Parses the configuration text into a Yams node tree, keeping positions for diagnostics.
enum ConfigYAML {
    /// The document's root node, or nil after reporting why there is none (including an empty file).
    static func compose(_ text: String, path: String, into diagnostics: inout DiagnosticCollector) -> Node? {
        if let problem = ConfigPreScan.problem(in: text, path: path) {
            diagnostics.add(problem)
            return nil
        }
        do {
            // An explicit encoding: `.default` consults an environment variable.
            if let root = try Yams.compose(yaml: text, .default, .default, .utf8) { return root }
            diagnostics.error(
                "\(ProjectConfig.fileName) is empty", at: SourceLocation(file: path, line: 1, column: 1), keyPath: "preset",
                hint: "write at least `preset: NAME` (\(ConfigSchema.presetList)), or run `scaffold init`"
            )
        } catch let error as YamlError {
            diagnostics.add(diagnostic(for: error, text: text, path: path))
        } catch {
            diagnostics.error(
                "\(ProjectConfig.fileName) could not be parsed: \(error)", at: SourceLocation(file: path, line: 1, column: 1),
                hint: "check that the file is valid YAML"
            )
        }
        return nil
    }

    private static func diagnostic(for error: YamlError, text: String, path: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: path, line: max(1, mark.line), column: max(1, mark.column))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return Diagnostic(
                .error, "\(ProjectConfig.fileName) is not valid YAML: \(problem)\(during)", at: at(mark),
                hint: syntaxHint(problem: problem, mark: mark, text: text)
            )
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return Diagnostic(
                .error, "key \(keys) appears more than once in the same mapping", at: at(context.mark),
                hint: "keep one of them"
            )
        default:
            return Diagnostic(
                .error, "\(ProjectConfig.fileName) could not be parsed: \(error)",
                at: SourceLocation(file: path, line: 1, column: 1), hint: "check that the file is valid YAML text"
            )
        }
    }

    /// An error where the text stops means the file ends early: an unclosed quote or bracket, or a cut-off copy.
    private static func syntaxHint(problem: String, mark: Mark, text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let lastLine = lines.lastIndex { !$0.allSatisfy(\.properties.isWhitespace) } ?? 0
        let atEnd = mark.line > lastLine + 1 || (mark.line == lastLine + 1 && mark.column > lines[lastLine].count)
        if atEnd || problem.contains("end of stream") {
            return "the file ends too early: close every quote and bracket, and check that nothing was cut off"
        }
        let line = mark.line >= 1 && mark.line <= lines.count ? lines[mark.line - 1] : []
        if problem.contains("tab") || (mark.column >= 1 && mark.column <= line.count && line[mark.column - 1] == "\t") {
            return "indent with spaces; YAML does not allow tabs for indentation"
        }
        return "check indentation and quotes here; quote values that contain `: `, ` #`, `{` or `[`, "
            + "such as \"{sourceRoot}/{name}.swift\""
    }
}
