/// A cheap pass over the text that refuses what would make the YAML parser itself misbehave.
///
/// A configuration is three levels deep and has no use for aliases, so the limits are tight: aliases can
/// expand exponentially (and Yams hashes alias-built keys in full), and deep nesting makes the recursive
/// composer run deep. Refusing both up front keeps every input fast and crash-free.
enum ConfigPreScan {
    static let maximumIndentation = 64
    static let maximumBracketDepth = 16

    /// The first such problem, located, or nil when the text is safe to hand to Yams.
    static func problem(in text: String, path: String) -> Diagnostic? {
        // Brackets are counted even inside quotes and comments: real patterns such as "{name}" stay balanced,
        // so only pathological text ever gets deep.
        var depth = 0
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let scalars = Array(line.unicodeScalars)
            func at(_ index: Int) -> SourceLocation { SourceLocation(file: path, line: lineIndex + 1, column: index + 1) }
            // `- - - x` nests as deep as indentation does, so dashes and `?` count as indentation.
            let indentation = scalars.prefix { $0 == " " || $0 == "-" || $0 == "?" }.count
            if indentation > maximumIndentation {
                return Diagnostic(
                    .error, "\(ProjectConfig.fileName) is indented more than \(maximumIndentation) columns deep",
                    at: at(maximumIndentation), hint: "the configuration is at most three levels deep; check the indentation"
                )
            }
            for (index, scalar) in scalars.enumerated() {
                if scalar == "[" || scalar == "{" {
                    depth += 1
                    if depth > maximumBracketDepth {
                        return Diagnostic(
                            .error, "\(ProjectConfig.fileName) nests brackets more than \(maximumBracketDepth) levels deep",
                            at: at(index), hint: "look for a stray `[` or `{`"
                        )
                    }
                } else if scalar == "]" || scalar == "}" {
                    depth = max(0, depth - 1)
                }
            }
            if let alias = aliasColumn(in: scalars) {
                return Diagnostic(
                    .error, "YAML aliases (`*name`) are not supported in \(ProjectConfig.fileName)", at: at(alias),
                    hint: "write the value out; quote it if `*` is part of the text"
                )
            }
        }
        return nil
    }

    /// Index of a `*` that starts a token outside quotes and comments, as an alias does.
    private static func aliasColumn(in scalars: [Unicode.Scalar]) -> Int? {
        var quote: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let atTokenStart = index == 0 || isTokenBoundary(scalars[index - 1])
            if let open = quote {
                if open == "\"", scalar == "\\" { index += 1 } else if scalar == open { quote = nil }
            } else if atTokenStart {
                switch scalar {
                case "#": return nil
                case "\"", "'": quote = scalar
                case "*" where index + 1 < scalars.count && scalars[index + 1] != " ": return index
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    private static func isTokenBoundary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "[", "{", ",": return true
        default: return false
        }
    }
}
