import SwiftSyntax

/// `// scaffold:ignore rule-a, rule-b`: the rules it names and the lines it covers.
public struct IgnoreComment: Codable, Hashable, Sendable {
    public var rules: [String]
    public var position: Position
    /// The line it silences: its own when code precedes it on that line, else the next line holding code.
    public var line: Int

    public init(rules: [String], position: Position, line: Int) {
        self.rules = rules
        self.position = position
        self.line = line
    }
}

/// Finds `// scaffold:ignore rule-a, rule-b` comments. A comment after code silences its own line; a comment
/// on a line of its own silences the next line that holds code (the token whose leading trivia holds it).
enum IgnoreCommentReader {
    static let marker = "scaffold:ignore"

    static func read(_ tree: SourceFileSyntax, source: String, converter: SourceLocationConverter) -> [IgnoreComment] {
        // Most files have none; the trivia walk is skipped for them.
        guard source.contains(marker) else { return [] }
        let locate = { (position: AbsolutePosition) -> Position in
            let location = converter.location(for: position)
            return Position(line: location.line, column: location.column)
        }
        var comments: [IgnoreComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let codeLine = locate(token.positionAfterSkippingLeadingTrivia).line
            var offset = token.position
            for piece in token.leadingTrivia {
                if let rules = rules(in: piece) {
                    comments.append(IgnoreComment(rules: rules, position: locate(offset), line: codeLine))
                }
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if let rules = rules(in: piece) {
                    let position = locate(offset)
                    comments.append(IgnoreComment(rules: rules, position: position, line: position.line))
                }
                offset += piece.sourceLength
            }
        }
        return comments
    }

    /// The rule ids of an ignore comment, split at commas and spaces, up to a ` -- ` or ` — ` that starts a reason;
    /// nil for any other trivia.
    private static func rules(in piece: TriviaPiece) -> [String]? {
        guard case .lineComment(let text) = piece else { return nil }
        let body = text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(marker) else { return nil }
        let rest = body.dropFirst(marker.count)
        // `scaffold:ignored` is not the marker.
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let ids = [" -- ", " — "].compactMap { rest.range(of: $0)?.lowerBound }.min().map { rest[..<$0] } ?? rest
        return ids.split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    }
}
