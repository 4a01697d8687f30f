/// The value an unstubbed member returns, and a memberwise initializer's parameter defaults to, when its type
/// has an obvious one: Mockolo's table (Mockolo 2.x, Sources/MockoloFramework/Utils/SwiftType.swift,
/// `defaultValueMap` and `defaultVal`), spelled as Mockolo spells it, so tests written for Mockolo's mocks see
/// the same values. A few standard types Mockolo has no entry for (`Decimal`, `Float16`) get one too.
enum DefaultValue {
    private static let table: [String: String] = [
        "Int": "0", "Int8": "0", "Int16": "0", "Int32": "0", "Int64": "0",
        "UInt": "0", "UInt8": "0", "UInt16": "0", "UInt32": "0", "UInt64": "0",
        "CGFloat": "0.0", "Float": "0.0", "Double": "0.0", "TimeInterval": "0.0", "NSTimeInterval": "0.0",
        "Float16": "0.0", "Decimal": "0",
        "Bool": "false", "String": "\"\"", "Character": "\"\"",
        "Data": "Data()", "Date": "Date()", "NSDate": "NSDate()", "UUID": "UUID()",
        "URL": "URL(fileURLWithPath: \"\")", "NSURL": "NSURL(fileURLWithPath: \"\")",
        "CGRect": ".zero", "CGSize": ".zero", "CGPoint": ".zero", "UIEdgeInsets": ".zero",
        "UIColor": ".black", "UIFont": ".systemFont(ofSize: 12)", "UIImage": "UIImage()",
        "UIScrollViewKeyboardDismissMode": ".interactive", "UIAccessibilityTraits": ".none",
    ]
    /// Generic collections whose empty value is `Type()`.
    private static let collections: Set<String> = ["Array", "Set", "Dictionary", "ContiguousArray"]

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
        case .named(let name, arguments: []): return table[name]
        case .named(let name, let arguments) where collections.contains(name) && !arguments.isEmpty: return "\(type)()"
        case .array, .dictionary: return "\(type)()"
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
