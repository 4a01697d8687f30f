import Foundation
import SwiftSyntax

/// Text written in SQL: a statement (`SELECT … FROM`, `INSERT INTO`, `DELETE FROM`, `UPDATE … SET`) or a condition
/// that compares a column with a quoted SQL value (`title LIKE '%\(text)%'`, `cafeId = '\(id)'`). Whoever writes it
/// decides how the store is queried: persistence logic, whatever API finally runs it.
enum SQLText {
    /// The literal's text, each interpolation as one placeholder character, when it reads as SQL.
    static func sql(in literal: StringLiteralExprSyntax) -> String? {
        let text = literal.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? placeholder }.joined()
        return isSQL(text) ? text.trimmingCharacters(in: .whitespaces) : nil
    }

    private static let placeholder = "\u{2026}"

    static func isSQL(_ text: String) -> Bool {
        let words = Set(text.split { !$0.isLetter }.map(String.init).filter { $0 == $0.uppercased() })
        let statements: [(String, String)] = [("SELECT", "FROM"), ("INSERT", "INTO"), ("DELETE", "FROM"), ("UPDATE", "SET")]
        if statements.contains(where: { words.contains($0.0) && words.contains($0.1) }) { return true }
        return comparesWithQuotedValue(Array(text))
    }

    /// `column = '…'`, `column LIKE '…'`: an opening single quote after a comparison that follows a name.
    private static func comparesWithQuotedValue(_ characters: [Character]) -> Bool {
        for (index, character) in characters.enumerated() where character == "'" {
            // An apostrophe (`don't`) follows a letter; a value's quote follows a space or an operator.
            var cursor = index - 1
            while cursor >= 0, characters[cursor] == " " { cursor -= 1 }
            guard cursor >= 0 else { continue }
            if "=<>".contains(characters[cursor]) {
                while cursor >= 0, "=<>!".contains(characters[cursor]) { cursor -= 1 }
            } else {
                var start = cursor
                while start >= 0, characters[start].isLetter { start -= 1 }
                guard cursor - start > 1 else { continue }
                let word = String(characters[(start + 1)...cursor])
                guard word == "LIKE" || word == "GLOB" else { continue }
                cursor = start
            }
            while cursor >= 0, characters[cursor] == " " { cursor -= 1 }
            if cursor >= 0, characters[cursor].isLetter || characters[cursor].isNumber || characters[cursor] == "_" { return true }
        }
        return false
    }
}
