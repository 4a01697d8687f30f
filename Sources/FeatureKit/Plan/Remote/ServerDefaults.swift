import ScaffoldCore

/// A server record that leaves out a key whose field has a `default:` (an OpenAPI property's `default`, which says
/// what the server means by its absence) reads that default, as Docs/Remote.md's mapping promises: the DTO decodes
/// such keys itself instead of failing on a required one or reading nil for an optional one. An optional field whose
/// key is present and `null` stays nil: the server said "none", not "the default".
struct ServerDefaults {
    /// One field read as its default when its key is missing.
    struct Defaulted: Encodable {
        /// The field's name in the model and the DTO.
        var name: String
        /// The server's key.
        var key: String
        /// The default, as Swift.
        var expected: String
    }

    /// The fields with a `default:`, in the spec's order; empty when none (the DTO's decoding is then synthesized).
    let fields: [Defaulted]
    /// The statements of the DTO's `init(from:)`, the id first; empty when no field has a default.
    let decodeLines: [String]

    /// `fields` are the spec's fields but the id; `keys` the server's key of each, by name.
    init(fields: [FieldSpec], keys: [String: String], names: FrameworkNames, idType: String) {
        let defaulted = fields.filter { $0.defaultValue != nil }
        self.fields = defaulted.map { field in
            Defaulted(name: field.name, key: keys[field.name] ?? field.name, expected: field.defaultValue?.swiftLiteral ?? "")
        }
        guard !defaulted.isEmpty else {
            decodeLines = []
            return
        }
        decodeLines = ["id = try container.decode(\(idType).self, forKey: .id)"] + fields.map { field in
            let type = names.spell(field.type.unwrapped)
            let name = field.name
            switch (field.defaultValue, field.type.isOptional) {
            case (let value?, true):
                return "\(name) = try container.contains(.\(name)) ? container.decodeIfPresent(\(type).self, forKey: .\(name)) : \(value.swiftLiteral)"
            case (let value?, false):
                return "\(name) = try container.decodeIfPresent(\(type).self, forKey: .\(name)) ?? \(value.swiftLiteral)"
            case (nil, true):
                return "\(name) = try container.decodeIfPresent(\(type).self, forKey: .\(name))"
            case (nil, false):
                return "\(name) = try container.decode(\(type).self, forKey: .\(name))"
            }
        }
    }
}
