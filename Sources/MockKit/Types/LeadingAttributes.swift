/// A type spelling split into its leading attributes (`@escaping`, `@Sendable`, `@convention(c)`),
/// ownership specifiers (`sending`, `borrowing`, …) and the type that follows them.
struct LeadingAttributes {
    /// Specifiers that may precede a parameter type but cannot appear in a stored type.
    static let specifiers = Set(specifierWords.map { $0.description })
    // The byte reading compares words with these in place instead of making a string of each.
    private static let specifierWords: [StaticString] = ["sending", "borrowing", "consuming", "__owned", "__shared", "isolated", "inout"]

    private(set) var attributes: [String] = []
    private(set) var specifiers: [String] = []
    private(set) var rest: String

    init(_ type: String) {
        let parsed = ASCIIText.withPlainBytes(type) { bytes in
            let split = Self.split(bytes)
            return (split.attributes.map { ASCIIText.string(bytes, $0) }, split.specifiers.map { ASCIIText.string(bytes, $0) },
                    ASCIIText.string(bytes, split.rest))
        }
        if let parsed {
            self.init(attributes: parsed.0, specifiers: parsed.1, rest: parsed.2)
        } else {
            self.init(characterWalkOf: type)
        }
    }

    private init(attributes: [String], specifiers: [String], rest: String) {
        self.attributes = attributes
        self.specifiers = specifiers
        self.rest = rest
    }

    /// The reading over `Character`s, for text that is not plain ASCII (and to check the byte reading against).
    init(characterWalkOf type: String) {
        var text = Substring(type.trimmingSpaces)
        while true {
            if text.hasPrefix("@") {
                let attribute = Self.takeAttribute(&text)
                attributes.append(attribute)
            } else if let word = text.split(separator: " ", maxSplits: 1).first, Self.specifiers.contains(String(word)), text.count > word.count {
                specifiers.append(String(word))
                text = text.dropFirst(word.count)
            } else {
                break
            }
            while text.first?.isWhitespace == true { text.removeFirst() }
        }
        rest = String(text)
    }

    /// The type with the given attributes and all specifiers removed, the other attributes kept.
    func removing(attributes removed: Set<String>) -> String {
        let kept = attributes.filter { !removed.contains(Self.name(of: $0)) }
        return kept.isEmpty ? rest : (kept + [rest]).joined(separator: " ")
    }

    /// `@convention(c)` → `@convention`.
    static func name(of attribute: String) -> String {
        guard attribute.utf8.contains(UInt8(ascii: "(")) else { return attribute }
        return String(attribute.prefix { $0 != "(" })
    }

    /// The same reading over plain ASCII bytes, as ranges: no strings are made for callers that only need
    /// to know where the type after the attributes starts.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (attributes: [Range<Int>], specifiers: [Range<Int>], rest: Range<Int>) {
        var attributes: [Range<Int>] = []
        var specifiers: [Range<Int>] = []
        let rest = scan(bytes, attribute: { attributes.append($0) }, specifier: { specifiers.append($0) })
        return (attributes, specifiers, rest)
    }

    /// Where the type after the leading attributes and specifiers lies.
    static func rest(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        scan(bytes, attribute: { _ in }, specifier: { _ in })
    }

    /// The reading of `split(_:)` without collecting anything: `attribute` and `specifier` see each range in
    /// order, and the answer is the rest.
    @inline(__always)
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, attribute: (Range<Int>) -> Void, specifier: (Range<Int>) -> Void
    ) -> Range<Int> {
        let whole = ASCIIText.trimmed(bytes, 0..<bytes.count)
        var index = whole.lowerBound
        let end = whole.upperBound
        while index < end {
            if bytes[index] == UInt8(ascii: "@") {
                let start = index
                index += 1
                while index < end && ASCIIText.isWordByte(bytes[index]) { index += 1 }
                if index < end && bytes[index] == UInt8(ascii: "(") {
                    var depth = 0
                    while index < end {
                        let byte = bytes[index]
                        index += 1
                        if byte == UInt8(ascii: "(") { depth += 1 }
                        if byte == UInt8(ascii: ")") {
                            depth -= 1
                            if depth == 0 { break }
                        }
                    }
                }
                attribute(start..<index)
            } else {
                var wordEnd = index
                while wordEnd < end && bytes[wordEnd] != UInt8(ascii: " ") { wordEnd += 1 }
                guard wordEnd < end, isSpecifier(bytes, index..<wordEnd) else { break }
                specifier(index..<wordEnd)
                index = wordEnd
            }
            while index < end && ASCIIText.isSpace(bytes[index]) { index += 1 }
        }
        return index..<end
    }

    /// The name of the attribute in `range` (`@convention(c)` → `@convention`), as `name(of:)` reads it.
    static func nameRange(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var end = range.lowerBound
        while end < range.upperBound && bytes[end] != UInt8(ascii: "(") { end += 1 }
        return range.lowerBound..<end
    }

    private static func isSpecifier(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        // No specifier is longer than `borrowing`; most words are type names, so skip making a string for them.
        guard range.count >= 5 && range.count <= 9 else { return false }
        return specifierWords.contains { ASCIIText.equals(bytes, range, $0) }
    }

    private static func takeAttribute(_ text: inout Substring) -> String {
        var attribute = ""
        attribute.append(text.removeFirst())
        while let next = text.first, next.isLetter || next.isNumber || next == "_" {
            attribute.append(text.removeFirst())
        }
        guard text.first == "(" else { return attribute }
        var depth = 0
        while let next = text.first {
            attribute.append(text.removeFirst())
            if next == "(" { depth += 1 }
            if next == ")" { depth -= 1; if depth == 0 { break } }
        }
        return attribute
    }
}
