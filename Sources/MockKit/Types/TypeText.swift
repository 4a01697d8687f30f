/// Reads Swift type spellings as written in source, without a compiler: enough structure
/// (nesting depth, leading attributes, identifiers) to decide how a mock stores and passes a value.
///
/// Every reading has two walks that decide the same: over bytes for plain ASCII (`ASCIIText`, nearly all
/// spellings, and the renderer calls these for every member) and over characters for the rest
/// (`TypeTextCharacters`). `TypeTextTests` checks that both agree.
enum TypeText {
    /// Splits `text` at `separator` where it is not nested in `()`, `[]` or `<>`.
    static func splitTopLevel(_ text: String, separator: Character) -> [String] {
        if let separatorByte = ASCIIText.byte(of: separator), let parts = ASCIIText.withPlainBytes(text, { bytes -> [String] in
            var parts: [String] = []
            var start = 0
            ASCIIText.walk(bytes, 0..<bytes.count) { index, depth in
                if depth == 0 && bytes[index] == separatorByte {
                    parts.append(ASCIIText.string(bytes, ASCIIText.trimmed(bytes, start..<index)))
                    start = index + 1
                }
                return false
            }
            parts.append(ASCIIText.string(bytes, ASCIIText.trimmed(bytes, start..<bytes.count)))
            return parts
        }) {
            return parts
        }
        return TypeTextCharacters.splitTopLevel(text, separator: separator)
    }

    /// Whether `separator` occurs outside any nesting.
    static func containsTopLevel(_ text: String, _ separator: Character) -> Bool {
        if let separatorByte = ASCIIText.byte(of: separator),
           let found = ASCIIText.withPlainBytes(text, { ASCIIText.containsTopLevel($0, 0..<$0.count, separatorByte) }) {
            return found
        }
        return TypeTextCharacters.splitTopLevel(text, separator: separator).count > 1
    }

    /// Whether the type, once leading attributes are removed, is a function type (`(A) async -> B`).
    static func isFunctionType(_ type: String) -> Bool {
        if let found = ASCIIText.withPlainBytes(type, { ASCIIText.containsTopLevelArrow($0, LeadingAttributes.rest(of: $0)) }) {
            return found
        }
        return TypeTextCharacters.isFunctionType(type)
    }

    /// A closure parameter the callee may not keep: a function type without `@escaping`.
    static func isNonEscapingClosure(_ type: String) -> Bool {
        if let found = ASCIIText.withPlainBytes(type, { bytes -> Bool in
            var isEscaping = false
            let rest = LeadingAttributes.scan(bytes, attribute: { isEscaping = isEscaping || ASCIIText.equals(bytes, $0, "@escaping") },
                                              specifier: { _ in })
            return !isEscaping && ASCIIText.containsTopLevelArrow(bytes, rest)
        }) {
            return found
        }
        return isFunctionType(type) && !LeadingAttributes(type).attributes.contains("@escaping")
    }

    /// Whether the whole text is one parenthesized group: `(A, B)` but not `(A) -> B` or `(A)?`.
    static func isParenthesized(_ text: String) -> Bool {
        if let found = ASCIIText.withPlainBytes(text, { isOneGroup($0, open: UInt8(ascii: "("), close: UInt8(ascii: ")")) }) {
            return found
        }
        return TypeTextCharacters.isParenthesized(text)
    }

    /// Whether the bytes open with `open` and close with the `close` that matches it, at their very end.
    static func isOneGroup(_ bytes: UnsafeBufferPointer<UInt8>, open: UInt8, close: UInt8) -> Bool {
        guard let first = bytes.first, first == open, bytes.last == close else { return false }
        var depth = 0
        let last = bytes.count - 1
        for offset in 0..<bytes.count {
            if bytes[offset] == open { depth += 1 }
            if bytes[offset] == close { depth -= 1 }
            if depth == 0 && offset < last { return false }
        }
        return true
    }

    /// Identifiers in the text, in order (`[String: User.ID]` → String, User, ID).
    static func identifiers(in text: String) -> [String] {
        if let found = ASCIIText.withPlainBytes(text, { bytes -> [String] in
            var result: [String] = []
            forEachIdentifier(bytes) { result.append(ASCIIText.string(bytes, $0)); return false }
            return result
        }) {
            return found
        }
        return TypeTextCharacters.identifiers(in: text)
    }

    /// Whether the type names one of `names` or is an opaque `some` type.
    static func mentions(_ type: String, anyOf names: Set<String>) -> Bool {
        if let found = ASCIIText.withPlainBytes(type, { bytes -> Bool in
            var found = false
            forEachIdentifier(bytes) { range in
                // Generic clauses name a few parameters: comparing with each in place costs less than hashing.
                found = ASCIIText.equals(bytes, range, "some") || names.contains { ASCIIText.equals(bytes, range, text: $0) }
                return found
            }
            return found
        }) {
            return found
        }
        return TypeTextCharacters.identifiers(in: type).contains { names.contains($0) || $0 == "some" }
    }

    /// Each run of letters, digits and `_` that does not start with a digit; stops when `body` returns true.
    static func forEachIdentifier(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>? = nil, _ body: (Range<Int>) -> Bool) {
        let end = range?.upperBound ?? bytes.count
        var index = range?.lowerBound ?? 0
        while index < end {
            guard ASCIIText.isWordByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < end && ASCIIText.isWordByte(bytes[index]) { index += 1 }
            if !ASCIIText.isDigit(bytes[start]) && body(start..<index) { return }
        }
    }

    /// Rewrites `Self` for a final class: `Self.Element` (an associated type) → `Element`, `Self` → the mock.
    static func replacingSelf(in text: String, with mockName: String, associatedTypes: Set<String>) -> String {
        // Text without the letters `Self` comes out as it went in; that is nearly every type.
        guard containsSelf(text) else { return text }
        return TypeTextCharacters.replacingSelf(in: text, with: mockName, associatedTypes: associatedTypes)
    }

    private static func containsSelf(_ text: String) -> Bool {
        let utf8 = text.utf8
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= 4 else { return false }
            for index in 0...(bytes.count - 4) where bytes[index] == UInt8(ascii: "S") && bytes[index + 1] == UInt8(ascii: "e")
                && bytes[index + 2] == UInt8(ascii: "l") && bytes[index + 3] == UInt8(ascii: "f") {
                return true
            }
            return false
        }
        return found ?? text.contains("Self")
    }
}

extension String {
    var trimmingSpaces: String {
        // Ends that are ASCII and not spaces need no trimming: an ASCII byte at either end is a whole
        // `Character` there (only `Prepend` scalars, which are not spaces, can join one from before).
        guard let first = utf8.first, let last = utf8.last else { return self }
        if first < 0x80 && !ASCIIText.isSpace(first) && last < 0x80 && !ASCIIText.isSpace(last) { return self }
        if let trimmed = ASCIIText.withPlainBytes(self, { ASCIIText.string($0, ASCIIText.trimmed($0, 0..<$0.count)) }) {
            return trimmed
        }
        return TypeTextCharacters.trimmed(self)
    }

    /// `id` → `Id`; used to build member names such as `fetchIdCallCount`.
    var capitalizedFirst: String {
        let utf8 = self.utf8
        if let first = utf8.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z"),
           utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true {
            // A lowercase ASCII letter followed by ASCII (or nothing) is a whole `Character`.
            var bytes = Array(utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// `FooMock` → `fooMock`, `URLSessionMock` → `urlSessionMock`.
    var lowercasedFirstWord: String {
        if let lowered = ASCIIText.withPlainBytes(self, { bytes -> String in
            var upperRun = 0
            while upperRun < bytes.count && bytes[upperRun] >= UInt8(ascii: "A") && bytes[upperRun] <= UInt8(ascii: "Z") { upperRun += 1 }
            if upperRun == 0 { return self }
            let lowered = upperRun == 1 || upperRun == bytes.count ? upperRun : upperRun - 1
            var result = Array(bytes)
            for index in 0..<lowered { result[index] += 0x20 }
            return String(decoding: result, as: UTF8.self)
        }) {
            return lowered
        }
        let characters = Array(self)
        var upperRun = 0
        while upperRun < characters.count && characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return self }
        let lowered = upperRun == 1 || upperRun == characters.count ? upperRun : upperRun - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The name without surrounding backticks: `` `default` `` → `default`.
    var withoutBackticks: String {
        guard ASCIIText.contains(self, UInt8(ascii: "`")) else { return self }
        return filter { $0 != "`" }
    }
}
