import SwiftSyntax

/// Source text of a syntax node as written, on one line: comments, line breaks and runs of spaces inside it
/// become single spaces, so a type split over lines still reads as one declaration in a mock.
enum SyntaxText {
    /// `skipping` leaves one token out (`inout` in front of a parameter type) without rebuilding the tree.
    static func written(_ node: some SyntaxProtocol, skipping skipped: TokenSyntax? = nil) -> String {
        var text = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) where token.id != skipped?.id {
            // Trivia between tokens is whitespace or comments; its length alone says whether there was a gap,
            // without materializing the pieces.
            if !text.isEmpty && (pendingSpace || token.leadingTriviaLength.utf8Length > 0) { text += " " }
            text += token.text
            pendingSpace = token.trailingTriviaLength.utf8Length > 0
        }
        return text
    }

    /// `@MainActor`, `@available(iOS 17, *)`: every attribute of a list, each on its own.
    static func attributes(_ list: AttributeListSyntax) -> [String] {
        list.map { written($0) }
    }
}
