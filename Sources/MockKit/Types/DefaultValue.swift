/// The value an unstubbed member returns when its type has an obvious empty value, so tests only
/// stub what they care about (Mockolo does the same).
enum DefaultValue {
    private static let zeroTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Decimal",
    ]
    private static let emptyCollections = ["Array<", "Set<", "ContiguousArray<"]
    // The same names for the byte reading, which compares them in place instead of hashing a new string.
    private static let zeroTypeNames: [StaticString] = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Decimal",
    ]

    /// An expression of the type, or nil when the type has no obvious default (then a stub is required).
    static func expression(for type: String) -> String? {
        if let plain = ASCIIText.withPlainBytes(type, { expression(plain: $0) }) { return plain }
        return expression(characters: type)
    }

    /// The reading of `expression(characters:)` over plain ASCII bytes, where each byte is a character;
    /// `DefaultValueTests` checks that both agree.
    private static func expression(plain whole: UnsafeBufferPointer<UInt8>) -> String? {
        var range = ASCIIText.trimmed(whole, 0..<whole.count)
        if ASCIIText.hasPrefix(whole, range, "Swift.") { range = (range.lowerBound + 6)..<range.upperBound }
        let bytes = UnsafeBufferPointer(rebasing: whole[range])
        let all = 0..<bytes.count
        if ASCIIText.containsTopLevelArrow(bytes, LeadingAttributes.rest(of: bytes)) || bytes.first == UInt8(ascii: "@") { return nil }
        if TypeText.isOptional(bytes) { return "nil" }
        if ASCIIText.equals(bytes, all, "Void") || ASCIIText.equals(bytes, all, "()") { return "()" }
        if ASCIIText.equals(bytes, all, "Bool") { return "false" }
        if ASCIIText.equals(bytes, all, "String") { return "\"\"" }
        if zeroTypeNames.contains(where: { ASCIIText.equals(bytes, all, $0) }) { return "0" }
        if ASCIIText.hasPrefix(bytes, all, "Dictionary<") { return "[:]" }
        if ASCIIText.hasPrefix(bytes, all, "Array<") || ASCIIText.hasPrefix(bytes, all, "Set<")
            || ASCIIText.hasPrefix(bytes, all, "ContiguousArray<") {
            return "[]"
        }
        if TypeText.isOneGroup(bytes, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) {
            return ASCIIText.containsTopLevel(bytes, 1..<(bytes.count - 1), UInt8(ascii: ":")) ? "[:]" : "[]"
        }
        if TypeText.isOneGroup(bytes, open: UInt8(ascii: "("), close: UInt8(ascii: ")")) {
            return tupleDefault(ASCIIText.string(bytes, 1..<(bytes.count - 1)))
        }
        return nil
    }

    /// The reading over `Character`s, for text that is not plain ASCII (and to check the byte reading against).
    static func expression(characters type: String) -> String? {
        var type = type.trimmingSpaces
        if type.hasPrefix("Swift.") { type.removeFirst("Swift.".count) }
        if TypeText.isFunctionType(type) || type.hasPrefix("@") { return nil }
        if TypeText.isOptional(type) { return "nil" }
        switch type {
        case "Void", "()": return "()"
        case "Bool": return "false"
        case "String": return "\"\""
        case _ where zeroTypes.contains(type): return "0"
        default: break
        }
        if type.hasPrefix("Dictionary<") { return "[:]" }
        if emptyCollections.contains(where: type.hasPrefix) { return "[]" }
        if type.hasPrefix("["), type.hasSuffix("]"), isOneBracketGroup(type) {
            return TypeText.containsTopLevel(String(type.dropFirst().dropLast()), ":") ? "[:]" : "[]"
        }
        if TypeText.isParenthesized(type) {
            return tupleDefault(String(type.dropFirst().dropLast()))
        }
        return nil
    }

    private static func tupleDefault(_ inner: String) -> String? {
        let elements = TypeText.splitTopLevel(inner, separator: ",")
        var values: [String] = []
        for element in elements {
            // A labeled element (`count: Int`) has a top-level colon; its type follows it.
            let parts = TypeText.splitTopLevel(element, separator: ":")
            guard let value = expression(for: parts.last ?? element) else { return nil }
            values.append(value)
        }
        return values.count == 1 ? values[0] : "(\(values.joined(separator: ", ")))"
    }

    private static func isOneBracketGroup(_ text: String) -> Bool {
        if let found = ASCIIText.withPlainBytes(text, { TypeText.isOneGroup($0, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) }) {
            return found
        }
        var depth = 0
        let last = text.count - 1
        for (offset, character) in text.enumerated() {
            if character == "[" { depth += 1 }
            if character == "]" { depth -= 1 }
            if depth == 0 && offset < last { return false }
        }
        return true
    }
}
