/// The value an unstubbed member returns when its type has an obvious empty value, so tests only
/// stub what they care about (Mockolo does the same).
enum DefaultValue {
    private static let zeroTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Decimal",
    ]
    private static let emptyCollections: Set<String> = ["Array", "Set", "ContiguousArray"]

    /// An expression of the type, or nil when the type has no obvious default (then a stub is required).
    /// `shadowed` are standard names the mocked module declares types of its own for (an entity called
    /// `Decimal`): written plainly, such a name means the module's type, which has no obvious default.
    static func expression(for type: SwiftType, shadowed: Set<String> = []) -> String? {
        if case .named(let name, _) = type, shadowed.contains(name) { return nil }
        var type = type
        if case .member(.named("Swift", arguments: []), let name, let arguments) = type { type = .named(name, arguments: arguments) }
        if !type.leadingAttributes.isEmpty || type.isFunction { return nil }
        if type.isOptional { return "nil" }
        if type.isVoid { return "()" }
        switch type {
        case .named("Bool", arguments: []): return "false"
        case .named("String", arguments: []): return "\"\""
        case .named(let name, arguments: []) where zeroTypes.contains(name): return "0"
        case .named("Dictionary", let arguments) where !arguments.isEmpty: return "[:]"
        case .named(let name, let arguments) where !arguments.isEmpty && emptyCollections.contains(name): return "[]"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .tuple(let elements): return tupleDefault(elements, shadowed: shadowed)
        default: return nil
        }
    }

    /// `(0, "")` for `(Int, String)`; a single element in parentheses is the element's own value.
    private static func tupleDefault(_ elements: [SwiftType.TupleElement], shadowed: Set<String>) -> String? {
        var values: [String] = []
        for element in elements {
            guard let value = expression(for: element.type, shadowed: shadowed) else { return nil }
            values.append(value)
        }
        return values.count == 1 ? values[0] : "(\(values.joined(separator: ", ")))"
    }
}
