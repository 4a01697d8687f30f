/// The named types a spec may use without declaring them, grouped by what field rules they accept.
enum KnownTypes {
    static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    static let floatingPoint: Set<String> = ["Double", "Float", "Decimal"]
    static let numeric: Set<String> = integers.union(floatingPoint)

    /// Standard library and Foundation types every generated file can use; all are Hashable and Codable.
    static let builtIn: Set<String> = numeric.union([
        "String", "Bool", "Date", "UUID", "URL", "Data",
    ])

    /// Types a Swift file can name that a model cannot store, each with why and what to write instead.
    static let unstorable: [String: (reason: String, instead: String)] = [
        "Character": ("Swift's `Character` is not Codable, and the model is (it is stored and sent as JSON)",
                      "use `String` with `rules: [minLength(1), maxLength(1)]`"),
    ]

    /// Types an `id` field may have: the model is Identifiable and its ids appear in URLs and stores.
    static let identifiers: Set<String> = ["UUID", "String", "Int"]

    static func isNumeric(_ type: TypeRef) -> Bool {
        if case .named(let name) = type { return numeric.contains(name) }
        return false
    }

    static func isString(_ type: TypeRef) -> Bool { type == .named("String") }

    static func isArray(_ type: TypeRef) -> Bool {
        if case .array = type { return true }
        return false
    }

    static func isCollection(_ type: TypeRef) -> Bool {
        switch type {
        case .array, .dictionary: return true
        case .named(let name): return name == "String"
        case .optional: return false
        }
    }
}
