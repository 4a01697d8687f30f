/// A cheap pass over the raw text that refuses what would make the YAML parser itself misbehave.
///
/// Aliases (`*name`) are refused because expanding nested aliases grows exponentially ("billion laughs")
/// and Yams hashes alias-built keys in full; neither a spec nor a configuration has a use for them. Nesting is
/// capped far below libyaml's own limit (brackets, and indentation, which bounds block nesting) so the
/// recursive composer never runs deep, even on a thread with a small stack. Quotes and comments are skipped:
/// a bracket or `*` inside them is text.
enum YAMLPreScan {

    private enum Quote { case none, single, double }

    /// The first such problem, located, or nil when the text is safe to hand to Yams.
    static func problem(in text: String, path: String, as kind: YAMLFile) -> Diagnostic? {
        let maximumIndentation = kind.maximumIndentation, maximumFlowDepth = kind.maximumFlowDepth
        var quote = Quote.none
        var depth = 0
        var blockScalarParentIndent: Int?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (lineIndex, line) in lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            let indent = scalars.prefix { $0 == " " }.count
            if let parent = blockScalarParentIndent {
                // Lines of a `|` or `>` block are free text: indented deeper than its key, or blank.
                if indent > parent || scalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { continue }
                blockScalarParentIndent = nil
            }
            // Block nesting needs ever deeper columns; `- - - x` nests too, so dashes count as indentation.
            let structuralIndent = scalars.prefix { $0 == " " || $0 == "-" || $0 == "?" }.count
            if quote == .none, structuralIndent > maximumIndentation {
                return Diagnostic(
                    .error, "\(kind.document) is indented more than \(maximumIndentation) columns deep",
                    at: SourceLocation(file: path, line: lineIndex + 1, column: maximumIndentation + 1),
                    hint: "\(kind.nestingHint); check the indentation"
                )
            }
            var opensBlockScalar = false
            // Inside plain (unquoted) text, `*`, quotes and `|` are ordinary characters.
            var inPlainScalar = false
            var index = 0
            scan: while index < scalars.count {
                let scalar = scalars[index]
                let atTokenStart = index == 0 || [" ", "\t", "[", "{", ","].contains(scalars[index - 1])
                func location() -> SourceLocation { SourceLocation(file: path, line: lineIndex + 1, column: index + 1) }
                switch quote {
                case .double:
                    if scalar == "\\" { index += 1 } else if scalar == "\"" { quote = .none }
                case .single:
                    if scalar == "'" {
                        if index + 1 < scalars.count, scalars[index + 1] == "'" { index += 1 } else { quote = .none }
                    }
                case .none:
                    let next = index + 1 < scalars.count ? scalars[index + 1] : " "
                    if inPlainScalar {
                        let endsInFlow = depth > 0 && [",", "[", "]", "{", "}"].contains(scalar)
                        let endsAtColon = scalar == ":" && isSpace(next)
                        let endsAtComment = scalar == "#" && atTokenStart
                        guard endsInFlow || endsAtColon || endsAtComment else { index += 1; continue }
                        inPlainScalar = false
                    }
                    switch scalar {
                    case "#" where atTokenStart: break scan
                    case "\"" where atTokenStart: quote = .double
                    case "'" where atTokenStart: quote = .single
                    case "|" where atTokenStart && depth == 0, ">" where atTokenStart && depth == 0:
                        opensBlockScalar = true
                    case "*" where atTokenStart && !isSpace(next):
                        return Diagnostic(
                            .error, "YAML aliases (`*name`) are not supported in \(kind.aliasPlace)",
                            at: location(), hint: kind.aliasHint
                        )
                    case "[", "{":
                        depth += 1
                        if depth > maximumFlowDepth {
                            return Diagnostic(
                                .error, "\(kind.document) nests brackets more than \(maximumFlowDepth) levels deep",
                                at: location(), hint: kind.bracketHint
                            )
                        }
                    case "]", "}":
                        depth = max(0, depth - 1)
                    case " ", "\t", "\r", ",", ":", "&", "!":
                        // Anchors and tags are properties of the next value, not the start of plain text.
                        break
                    case "-", "?":
                        inPlainScalar = atTokenStart && !isSpace(next)
                    default:
                        inPlainScalar = atTokenStart
                    }
                }
                index += 1
            }
            if opensBlockScalar && quote == .none { blockScalarParentIndent = indent }
        }
        return nil
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\r" }
}
