import ScaffoldCore
import SwiftSyntax

/// Runs the rules over one parsed file: the file's output, and the names its rules asked the index about.
enum FileCheck {
    static func run(_ source: ParsedSource, place: PlacedFile, preset: Preset, index: ProjectIndex) -> (output: FileOutput, lookups: [String]) {
        if let error = source.syntaxError {
            return (FileOutput(checked: false, problems: [Diagnostic(
                .warning, "\(place.path) does not parse (\(error.message)); it is not checked",
                at: ScaffoldCore.SourceLocation(file: place.path, line: error.position.line, column: error.position.column),
                hint: "fix the syntax error, then run `scaffold check` again"
            )]), [])
        }
        let file = CheckFile(place: place, preset: preset, tree: source.tree, lines: source.lines, index: index, bytes: Array(source.data))
        let ignores = IgnoreCommentReader.read(source.tree, source: source.data, lines: source.lines)
        var output = FileOutput(problems: unknownIgnoredRules(ignores, path: place.path), ignores: ignores)
        for (findings, records) in RuleWalk.run(RuleCatalog.rules(for: preset.name), on: file) {
            output.findings += findings
            output.records += records
        }
        return (output, file.lookups.sorted())
    }

    private static func unknownIgnoredRules(_ comments: [IgnoreComment], path: String) -> [Diagnostic] {
        let known = RuleCatalog.ids
        return comments.flatMap { comment -> [Diagnostic] in
            let location = ScaffoldCore.SourceLocation(file: path, line: comment.position.line, column: comment.position.column)
            if comment.rules.isEmpty {
                return [Diagnostic(
                    .warning, "`scaffold:ignore` names no rule", at: location,
                    hint: "name the rules it silences, such as `// scaffold:ignore view-data-access`, or `all`"
                )]
            }
            return comment.rules.filter { $0 != "all" && !known.contains($0) }.map { id in
                Diagnostic(
                    .warning, "unknown rule `\(id)` in `scaffold:ignore`", at: location,
                    hint: CheckSettings.hint(forUnknownRule: id, known: known)
                )
            }
        }
    }
}
