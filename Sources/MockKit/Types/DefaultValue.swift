/// The value an unstubbed member returns when its type has an obvious empty value, so tests only
/// stub what they care about (Mockolo does the same).
enum DefaultValue {
    private static let zeroTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Decimal",
    ]
    private static let emptyCollections = ["Array<", "Set<", "ContiguousArray<"]

    /// An expression of the type, or nil when the type has no obvious default (then a stub is required).
    static func expression(for type: String) -> String? {
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
