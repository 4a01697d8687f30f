import SwiftSyntax

/// Source text of a syntax node as written, on one line: comments and line breaks inside it become
/// single spaces, so a type split over lines still reads as one declaration in a mock.
enum SyntaxText {
    static func written(_ node: some SyntaxProtocol) -> String {
        // Most nodes sit on one line, single-spaced, without comments: their source text is the answer.
        let plain = node.trimmedDescription
        if isSingleSpacedLine(plain) { return plain }
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

    /// No line break, tab, comment (`/`) or run of spaces: nothing the token walk would change.
    private static func isSingleSpacedLine(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: "/"): return false
            case UInt8(ascii: " ") where previous == UInt8(ascii: " "): return false
            default: previous = byte
            }
        }
        return true
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
