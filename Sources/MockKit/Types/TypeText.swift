/// Reads Swift type spellings as written in source, without a compiler: enough structure
/// (nesting depth, leading attributes, identifiers) to decide how a mock stores and passes a value.
enum TypeText {
    /// Splits `text` at `separator` where it is not nested in `()`, `[]` or `<>`.
    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        scan(text) { character, depth in
            if character == separator && depth == 0 {
                parts.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingSpaces)
        return parts
    }

    /// Whether `separator` occurs outside any nesting.
    static func containsTopLevel(_ text: String, _ separator: Character) -> Bool {
        splitTopLevel(text, separator: separator).count > 1
    }

    /// Whether the type, once leading attributes are removed, is a function type (`(A) async -> B`).
    static func isFunctionType(_ type: String) -> Bool {
        var found = false
        var previous: Character = " "
        scan(LeadingAttributes(type).rest) { character, depth in
            if character == ">" && previous == "-" && depth == 0 { found = true }
            previous = character
        }
        return found
    }

    /// A closure parameter the callee may not keep: a function type without `@escaping`.
    static func isNonEscapingClosure(_ type: String) -> Bool {
        isFunctionType(type) && !LeadingAttributes(type).attributes.contains("@escaping")
    }

    /// Whether the whole text is one parenthesized group: `(A, B)` but not `(A) -> B` or `(A)?`.
    static func isParenthesized(_ text: String) -> Bool {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return false }
        var depth = 0
        let last = text.count - 1
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < last { return false }
        }
        return true
    }

    /// `T?`, wrapping the type in parentheses where the suffix would bind to only part of it.
    static func optional(_ type: String) -> String {
        let needsParentheses = isFunctionType(type) || type.hasPrefix("@")
            || containsTopLevel(type, " ") || containsTopLevel(type, "&")
        return needsParentheses ? "(\(type))?" : "\(type)?"
    }

    /// Whether the type is spelled as an Optional (`T?`, `T!`, `Optional<T>`).
    static func isOptional(_ type: String) -> Bool {
        guard !isFunctionType(type) else { return false }
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// Identifiers in the text, in order (`[String: User.ID]` → String, User, ID).
    static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { result.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result.filter { !($0.first?.isNumber ?? true) }
    }

    /// Whether the type names one of `names` or is an opaque `some` type.
    static func mentions(_ type: String, anyOf names: Set<String>) -> Bool {
        identifiers(in: type).contains { names.contains($0) || $0 == "some" }
    }

    /// Calls `body` for each character with the nesting depth outside it; `->` never counts as a bracket.
    private static func scan(_ text: String, _ body: (Character, Int) -> Void) {
        var depth = 0
        var previous: Character = " "
        for character in text {
            let opens = character == "(" || character == "[" || character == "<"
            let closes = character == ")" || character == "]" || (character == ">" && previous != "-")
            if closes { depth -= 1 }
            body(character, depth)
            if opens { depth += 1 }
            previous = character
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    /// `id` → `Id`; used to build member names such as `fetchIdCallCount`.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// `FooMock` → `fooMock`, `URLSessionMock` → `urlSessionMock`.
    var lowercasedFirstWord: String {
        let characters = Array(self)
        var upperRun = 0
        while upperRun < characters.count && characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return self }
        let lowered = upperRun == 1 || upperRun == characters.count ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The name without surrounding backticks: `` `default` `` → `default`.
    var withoutBackticks: String {
        filter { $0 != "`" }
    }
}

extension TypeText {
    /// Rewrites `Self` for a final class: `Self.Element` (an associated type) → `Element`, `Self` → the mock.
    static func replacingSelf(in text: String, with mockName: String, associatedTypes: Set<String>) -> String {
        let characters = Array(text)
        var output = ""
        var index = 0
        while index < characters.count {
            guard isIdentifierStart(characters[index]) else {
                output.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count && isIdentifierPart(characters[end]) { end += 1 }
            let word = String(characters[index..<end])
            let isMemberAccess = index > 0 && characters[index - 1] == "."
            if word == "Self" && !isMemberAccess {
                if end < characters.count && characters[end] == ".",
                   case let next = String(characters[(end + 1)...].prefix(while: isIdentifierPart)),
                   associatedTypes.contains(next) {
                    output += next
                    end += 1 + next.count
                } else {
                    output += mockName
                }
            } else {
                output += word
            }
            index = end
        }
        return output
    }

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character.isLetter || character == "_"
    }

    private static func isIdentifierPart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
