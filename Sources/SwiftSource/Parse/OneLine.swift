import SwiftSyntax

/// Source text as a mock repeats it on one line (a `#if` condition, a default value, an attribute's
/// arguments): the tokens as written, comments and line breaks dropped, one space wherever trivia separated two.
enum OneLine {
    /// `from` starts the text at one of the node's tokens.
    static func text(_ node: some SyntaxProtocol, from first: TokenSyntax? = nil) -> String {
        var text = ""
        var pendingSpace = false
        var started = first == nil
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !started {
                guard token.id == first?.id else { continue }
                started = true
            }
            if !text.isEmpty && (pendingSpace || !token.leadingTrivia.isEmpty) { text += " " }
            text += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
        }
        return text
    }
}
