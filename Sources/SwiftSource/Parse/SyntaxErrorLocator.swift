import ScaffoldCore
import SwiftSyntax

/// Finds the first syntax error of a file, so the warning points where the compiler would.
enum SyntaxErrorLocator {
    static func warning(in tree: SourceFileSyntax, lines: SourceLines, path: String) -> Diagnostic {
        var problem = "it does not parse"
        var position = tree.position
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                problem = "expected \(describe(token))"
                position = token.positionAfterSkippingLeadingTrivia
                break
            }
            if isUnexpected(token) {
                problem = "unexpected `\(token.text)`"
                position = token.positionAfterSkippingLeadingTrivia
                break
            }
        }
        let location = lines.location(for: position)
        return Diagnostic(
            .warning,
            "\(path) does not parse (\(problem)); its protocols are not mocked and mocks generated from it are kept",
            at: ScaffoldCore.SourceLocation(file: path, line: location.line, column: location.column),
            hint: "fix the syntax error, then run `scaffold mocks` again"
        )
    }

    private static func isUnexpected(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            if current.is(DeclSyntax.self) || current.is(StmtSyntax.self) { return false }
            node = current.parent
        }
        return false
    }

    private static func describe(_ token: TokenSyntax) -> String {
        switch token.tokenKind {
        case .identifier: return "a name"
        case .stringSegment: return "text"
        default: return token.text.isEmpty ? "more code" : "`\(token.text)`"
        }
    }
}
