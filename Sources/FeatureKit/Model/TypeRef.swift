/// A field type as written in a spec: a named type, an optional, an array or a dictionary.
public indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    case optional(TypeRef)
    case array(TypeRef)
    case dictionary(key: TypeRef, value: TypeRef)

    /// The Swift spelling, normalised (`[String: Int]`, `URL?`).
    public var description: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without one level of `?`.
    public var unwrapped: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Every named type this reference mentions, outermost first.
    public var namedTypes: [String] {
        switch self {
        case .named(let name): return [name]
        case .optional(let wrapped): return wrapped.namedTypes
        case .array(let element): return element.namedTypes
        case .dictionary(let key, let value): return key.namedTypes + value.namedTypes
        }
    }

    /// Parses `String`, `Int?`, `[String]`, `[String: [Int]]?`; nil when the text is not a type.
    public init?(parsing text: String) {
        var parser = TypeRefParser(text)
        guard let type = parser.parseType(), parser.atEnd else { return nil }
        self = type
    }
}

extension TypeRef: StoredAsSpelling {
    public static let spellingKind = "type"
}

/// A tiny recursive-descent parser for the type grammar above; whitespace is ignored.
private struct TypeRefParser {
    private let chars: [Character]
    private var index = 0

    init(_ text: String) { chars = Array(text.filter { !$0.isWhitespace }) }

    var atEnd: Bool { index == chars.count }

    mutating func parseType() -> TypeRef? {
        guard var type = parsePrimary() else { return nil }
        while index < chars.count, chars[index] == "?" {
            index += 1
            type = .optional(type)
        }
        return type
    }

    private mutating func parsePrimary() -> TypeRef? {
        guard index < chars.count else { return nil }
        if chars[index] == "[" {
            index += 1
            guard let first = parseType() else { return nil }
            if index < chars.count, chars[index] == ":" {
                index += 1
                guard let value = parseType(), expect("]") else { return nil }
                return .dictionary(key: first, value: value)
            }
            return expect("]") ? .array(first) : nil
        }
        let start = index
        while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" || chars[index] == "." {
            index += 1
        }
        return index > start ? .named(String(chars[start..<index])) : nil
    }

    private mutating func expect(_ char: Character) -> Bool {
        guard index < chars.count, chars[index] == char else { return false }
        index += 1
        return true
    }
}
