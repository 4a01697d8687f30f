/// `TypeText`'s readings as walks over `Character`s: right for any text, and what the byte walks of
/// `ASCIIText` must agree with. Used for spellings that are not plain ASCII.
enum TypeTextCharacters {
    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        scan(text) { character, depth in
            if character == separator && depth == 0 {
                parts.append(trimmed(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(trimmed(current))
        return parts
    }

    static func isFunctionType(_ type: String) -> Bool {
        var found = false
        var previous: Character = " "
        scan(LeadingAttributes(type).rest) { character, depth in
            if character == ">" && previous == "-" && depth == 0 { found = true }
            previous = character
        }
        return found
    }

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

    /// Whitespace trimmed by `Character`, as `String.trimmingSpaces` does for text that is not plain ASCII.
    static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
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

    private static func isIdentifierStart(_ character: Character) -> Bool {
        character.isLetter || character == "_"
    }

    private static func isIdentifierPart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
