/// A type as Mockolo spells it inside member names (its `SwiftType.displayName`, Mockolo 2.x,
/// Sources/MockoloFramework/Utils/SwiftType.swift): nominal names capitalized and followed by their generic
/// arguments (`Result<User, Error>` → `ResultUserError`), `[T]` → `ArrayT`, `[K: V]` → `DictionaryKV`,
/// `T?` → `OptionalT`, `A.B` → `AB`, `T.Type` → `TType`, tuples → labels capitalized with their types, closures →
/// their argument and result types, `P & Q` → `PQ`; `any`, `some`, `inout`, attributes and `...` leave no trace,
/// and `()` is empty.
///
/// Deviation: Mockolo writes `T!` as `!T`, which is no identifier; here it is `T`.
enum MockoloTypeName {
    static func displayName(_ written: String) -> String {
        var text = Substring(written).trimmed
        text = strippedPrefixes(text)
        if text.hasSuffix("...") { text = text.dropLast(3).trimmed }
        if let arrow = topLevel(text, "->") {
            let arguments = text[..<arrow].trimmed
            let result = text[text.index(arrow, offsetBy: 2)...]
            // `(A, B) async throws(E)`: the parameter list is the leading parenthesized part.
            let list = parenthesized(prefixOf: arguments) ?? arguments
            return splitTopLevel(list, ",").map { displayName(String(withoutLabel($0))) }.joined() + displayName(String(result))
        }
        let parts = splitTopLevel(text, "&")
        if parts.count > 1 { return parts.map { displayName(String($0)) }.joined() }
        if text.hasSuffix("?") { return "Optional" + displayName(String(text.dropLast())) }
        if text.hasSuffix("!") { return displayName(String(text.dropLast())) }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            if let colon = topLevel(inner, ":") {
                return "Dictionary" + displayName(String(inner[..<colon])) + displayName(String(inner[inner.index(after: colon)...]))
            }
            return "Array" + displayName(String(inner))
        }
        if text.hasPrefix("("), text.hasSuffix(")"), parenthesized(prefixOf: text)?.endIndex == text.index(before: text.endIndex) {
            return splitTopLevel(text.dropFirst().dropLast(), ",").map { element in
                let type = withoutLabel(element)
                let label = element.count == type.count ? "" : String(element[..<element.firstIndex(of: ":")!]).trimmedString
                return (label.isEmpty || label == "_" ? "" : capitalizedFirst(label)) + displayName(String(type))
            }.joined()
        }
        return splitTopLevel(text, ".").map { nominal in
            guard let open = nominal.firstIndex(of: "<"), nominal.hasSuffix(">") else { return capitalizedFirst(String(nominal.trimmed)) }
            let arguments = nominal[nominal.index(after: open)..<nominal.index(before: nominal.endIndex)]
            return capitalizedFirst(String(nominal[..<open].trimmed)) + splitTopLevel(arguments, ",").map { displayName(String($0)) }.joined()
        }.joined()
    }

    /// `Foundation`'s `capitalized` of the first character, as Mockolo's `capitalizeFirstLetter`.
    static func capitalizedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    private static let prefixWords: Set<Substring> = ["any", "some", "inout", "sending", "borrowing", "consuming", "__owned", "__shared", "each", "repeat"]

    /// Drops attributes (`@escaping`, `@Sendable`, `@MainActor`, `@convention(c)`) and specifiers in front.
    private static func strippedPrefixes(_ text: Substring) -> Substring {
        var text = text
        while true {
            if text.hasPrefix("@") {
                var end = text.index(after: text.startIndex)
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
                if end < text.endIndex, text[end] == "(", let group = parenthesized(prefixOf: text[end...]) {
                    end = text.index(after: group.endIndex)
                }
                text = text[end...].trimmed
            } else if let space = text.firstIndex(where: { $0 == " " }), prefixWords.contains(text[..<space]) {
                text = text[space...].trimmed
            } else {
                return text
            }
        }
    }

    /// `x: T` → `T`, `_ x: T` → `T`; a type without label as it is.
    private static func withoutLabel(_ element: Substring) -> Substring {
        guard let colon = topLevel(element, ":") else { return element.trimmed }
        let label = element[..<colon]
        // A label is one or two plain words; anything else (a dictionary, a generic) holds its colon deeper.
        guard label.split(separator: " ").allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" } }) else {
            return element.trimmed
        }
        return element[element.index(after: colon)...].trimmed
    }

    /// The text inside a leading `(…)`, up to its matching `)`; nil when `text` does not start with `(`.
    private static func parenthesized(prefixOf text: Substring) -> Substring? {
        guard text.first == "(" else { return nil }
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">":
                if text[index] == ">", index > text.startIndex, text[text.index(before: index)] == "-" { continue }
                depth -= 1
                if depth == 0 { return text[text.index(after: text.startIndex)..<index] }
            default: continue
            }
        }
        return nil
    }

    /// Where `separator` first occurs outside brackets.
    private static func topLevel(_ text: Substring, _ separator: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if depth == 0, text[index...].hasPrefix(separator) { return index }
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                // `->` is an arrow, not a closing angle bracket.
                if index == text.startIndex || text[text.index(before: index)] != "-" { depth -= 1 }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    private static func splitTopLevel(_ text: Substring, _ separator: String) -> [Substring] {
        var parts: [Substring] = []
        var rest = text
        while let index = topLevel(rest, separator) {
            parts.append(rest[..<index])
            rest = rest[rest.index(index, offsetBy: separator.count)...]
        }
        parts.append(rest)
        return parts.map(\.trimmed).filter { !$0.isEmpty }
    }
}

private extension Substring {
    var trimmed: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return start < end ? self[start..<end] : self[start..<start]
    }
}

private extension String {
    var trimmedString: String { String(Substring(self).trimmed) }
}
