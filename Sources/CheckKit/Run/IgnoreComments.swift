#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SwiftSyntax
import SwiftSource

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

    static func read(_ tree: SourceFileSyntax, source: Data, lines: LineTable) -> [IgnoreComment] {
        // Most files have none; the trivia walk is skipped for them. The bytes are searched with memchr and memcmp:
        // `String.contains` (Foundation's) was 2% of a cold check, `utf8.firstRange(of:)` (generic) 8%.
        let found = source.withUnsafeBytes { contains($0, Array(marker.utf8)) }
        guard found else { return [] }
        let locate = { (position: AbsolutePosition) -> Position in lines.position(position) }
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

    /// Whether `needle` occurs in `bytes`.
    private static func contains(_ bytes: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard let base = bytes.baseAddress, let first = needle.first, bytes.count >= needle.count else { return false }
        var offset = 0
        while offset + needle.count <= bytes.count,
              let hit = memchr(base + offset, Int32(first), bytes.count - needle.count - offset + 1) {
            let at = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + at, needle, needle.count) == 0 { return true }
            offset = at + 1
        }
        return false
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
