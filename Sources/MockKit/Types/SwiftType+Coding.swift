/// How the mocks cache stores a type: a plain name as one string, any other type as a flat array that starts
/// with its kind. Synthesized coding nests two keyed containers per type (case, then `_0`/`arguments`), and a
/// cold run encodes every parse on its parse threads: with it, encoding cost half again as much as parsing,
/// and the cache file was a third larger.
extension SwiftType: Codable {
    public func encode(to encoder: any Encoder) throws {
        if case .named(let name, let arguments) = self, arguments.isEmpty {
            var single = encoder.singleValueContainer()
            try single.encode(name)
            return
        }
        var fields = encoder.unkeyedContainer()
        switch self {
        case .named(let name, let arguments): try fields.encode("n"); try fields.encode(name); try fields.encode(arguments)
        case .member(let base, let name, let arguments): try fields.encode("m"); try fields.encode(base); try fields.encode(name); try fields.encode(arguments)
        case .optional(let wrapped): try fields.encode("?"); try fields.encode(wrapped)
        case .implicitlyUnwrapped(let wrapped): try fields.encode("!"); try fields.encode(wrapped)
        case .array(let element): try fields.encode("a"); try fields.encode(element)
        case .dictionary(let key, let value): try fields.encode("d"); try fields.encode(key); try fields.encode(value)
        case .inlineArray(let count, let element): try fields.encode("i"); try fields.encode(count); try fields.encode(element)
        case .tuple(let elements): try fields.encode("t"); try fields.encode(elements)
        case .function(let function): try fields.encode("f"); try fields.encode(function)
        case .attributed(let specifiers, let attributes, let base):
            try fields.encode("@"); try fields.encode(specifiers); try fields.encode(attributes); try fields.encode(base)
        case .someOrAny(let keyword, let constraint): try fields.encode("s"); try fields.encode(keyword); try fields.encode(constraint)
        case .composition(let parts): try fields.encode("&"); try fields.encode(parts)
        case .metatype(let base, let keyword): try fields.encode("."); try fields.encode(base); try fields.encode(keyword)
        case .packElement(let pack): try fields.encode("e"); try fields.encode(pack)
        case .packExpansion(let pattern): try fields.encode("r"); try fields.encode(pattern)
        case .suppressed(let type): try fields.encode("~"); try fields.encode(type)
        case .value(let value): try fields.encode("v"); try fields.encode(value)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            self = .named(name)
            return
        }
        var fields = try decoder.unkeyedContainer()
        func next<T: Decodable>() throws -> T { try fields.decode(T.self) }
        switch try fields.decode(String.self) {
        case "n": self = .named(try next(), arguments: try next())
        case "m": self = .member(try next(), try next(), arguments: try next())
        case "?": self = .optional(try next())
        case "!": self = .implicitlyUnwrapped(try next())
        case "a": self = .array(try next())
        case "d": self = .dictionary(key: try next(), value: try next())
        case "i": self = .inlineArray(count: try next(), element: try next())
        case "t": self = .tuple(try next())
        case "f": self = .function(try next())
        case "@": self = .attributed(specifiers: try next(), attributes: try next(), try next())
        case "s": self = .someOrAny(try next(), try next())
        case "&": self = .composition(try next())
        case ".": self = .metatype(try next(), try next())
        case "e": self = .packElement(try next())
        case "r": self = .packExpansion(try next())
        case "~": self = .suppressed(try next())
        case "v": self = .value(try next())
        case let kind: throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown type kind \(kind)")
        }
    }
}
