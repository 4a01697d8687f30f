import SwiftSyntax

/// Source text of a syntax node as written, on one line: comments and line breaks inside it become
/// single spaces, so a type split over lines still reads as one declaration in a mock.
enum SyntaxText {
    static func written(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty && (pendingSpace || hasSpace(token.leadingTrivia)) { text += " " }
            text += token.text
            pendingSpace = hasSpace(token.trailingTrivia)
        }
        return text
    }

    /// `@MainActor`, `@available(iOS 17, *)`: every attribute of a list, each on its own.
    static func attributes(_ list: AttributeListSyntax) -> [String] {
        list.map { written($0) }
    }

    private static func hasSpace(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            switch piece {
            case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .formfeeds, .verticalTabs,
                 .lineComment, .blockComment, .docLineComment, .docBlockComment:
                return true
            default:
                return false
            }
        }
    }
}
