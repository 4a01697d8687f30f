/// A spec value stored in records as the spec spells it (`[String]?`, `min(0)`): encoded as its `description`,
/// decoded by parsing that again, so a record reads as the spec does. `TypeRef` and `FieldRule` share it.
public protocol StoredAsSpelling: Codable, CustomStringConvertible {
    /// What a value that does not parse is reported as not being: "not a type: Strin".
    static var spellingKind: String { get }
    init?(parsing text: String)
}

extension StoredAsSpelling {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(parsing: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a \(Self.spellingKind): \(text)"))
        }
        self = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
