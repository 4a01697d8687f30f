/// How `TypeText` reads Optionals: whether a type already is one, and how to spell it as one.
extension TypeText {
    /// `T?`, wrapping the type in parentheses where the suffix would bind to only part of it.
    static func optional(_ type: String) -> String {
        optionalNeedsParentheses(type) ? "(\(type))?" : "\(type)?"
    }

    /// Whether `T?` must be spelled `(T)?`: a function type, attributes, or a composition would take the `?`
    /// as their last part's.
    static func optionalNeedsParentheses(_ type: String) -> Bool {
        ASCIIText.withPlainBytes(type) { bytes in
            needsParentheses(bytes, isFunction: ASCIIText.containsTopLevelArrow(bytes, LeadingAttributes.rest(of: bytes)))
        } ?? (isFunctionType(type) || type.hasPrefix("@") || containsTopLevel(type, " ") || containsTopLevel(type, "&"))
    }

    private static func needsParentheses(_ bytes: UnsafeBufferPointer<UInt8>, isFunction: Bool) -> Bool {
        isFunction || bytes.first == UInt8(ascii: "@")
            || ASCIIText.containsTopLevel(bytes, 0..<bytes.count, UInt8(ascii: " "))
            || ASCIIText.containsTopLevel(bytes, 0..<bytes.count, UInt8(ascii: "&"))
    }

    /// Whether the type is spelled as an Optional (`T?`, `T!`, `Optional<T>`).
    static func isOptional(_ type: String) -> Bool {
        if let found = ASCIIText.withPlainBytes(type, { bytes in
            !ASCIIText.containsTopLevelArrow(bytes, LeadingAttributes.rest(of: bytes)) && isOptional(bytes)
        }) {
            return found
        }
        guard !isFunctionType(type) else { return false }
        return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
    }

    /// The suffix and prefix tests of `isOptional(_:)` over plain bytes (in which each byte is a character).
    static func isOptional(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let whole = 0..<bytes.count
        return bytes.last == UInt8(ascii: "?") || bytes.last == UInt8(ascii: "!")
            || ASCIIText.hasPrefix(bytes, whole, "Optional<") || ASCIIText.hasPrefix(bytes, whole, "Swift.Optional<")
    }

    /// How state of this type holds "no value yet" (see `StateVar.optional`).
    enum Optionality: Equatable {
        /// Already Optional.
        case optional
        /// `T!`, which a stored property spells `T?`.
        case implicitlyUnwrapped
        /// Needs the `?`, and parentheses around the type when `optionalNeedsParentheses(_:)`.
        case nonOptional(parenthesized: Bool)
    }

    /// `isOptional`, the `T!` test and `optionalNeedsParentheses` in one reading.
    static func optionality(of type: String) -> Optionality {
        if let found = ASCIIText.withPlainBytes(type, { bytes -> Optionality in
            let isFunction = ASCIIText.containsTopLevelArrow(bytes, LeadingAttributes.rest(of: bytes))
            if !isFunction && bytes.last == UInt8(ascii: "!") { return .implicitlyUnwrapped }
            if !isFunction && isOptional(bytes) { return .optional }
            return .nonOptional(parenthesized: needsParentheses(bytes, isFunction: isFunction))
        }) {
            return found
        }
        if type.hasSuffix("!") && !isFunctionType(type) { return .implicitlyUnwrapped }
        if isOptional(type) { return .optional }
        return .nonOptional(parenthesized: optionalNeedsParentheses(type))
    }
}
