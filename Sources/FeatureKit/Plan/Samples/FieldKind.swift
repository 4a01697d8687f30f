/// How a field's type behaves for validation, forms and samples — decided once from its `TypeRef`.
public enum FieldKind: Hashable, Sendable {
    case string
    case integer(String)
    case floating(String)
    case decimal
    case bool
    case date
    case uuid
    case url
    case data
    case character
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)
    case entity(String)

    public init(_ type: TypeRef) {
        switch type.unwrapped {
        case .array(let element): self = .array(element)
        case .dictionary(let key, let value): self = .dictionary(key: key, value: value)
        case .optional(let inner): self = FieldKind(inner)
        case .named(let name):
            switch name {
            case "String": self = .string
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": self = .integer(name)
            case "Double", "Float": self = .floating(name)
            case "Decimal": self = .decimal
            case "Bool": self = .bool
            case "Date": self = .date
            case "UUID": self = .uuid
            case "URL": self = .url
            case "Data": self = .data
            case "Character": self = .character
            default: self = .entity(name)
            }
        }
    }

    public var isNumeric: Bool {
        switch self {
        case .integer, .floating, .decimal: return true
        default: return false
        }
    }

    public var isCollection: Bool {
        switch self {
        case .array, .dictionary: return true
        default: return false
        }
    }
}
