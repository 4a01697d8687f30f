import Foundation

/// The JSON a stored record holds for a field of a type, as the generated stores write it (`JSONEncoder` with its
/// default strategies: a `Date` as seconds since 2001, `Data` as base64, a `UUID` in capitals): the values of the
/// fixtures of earlier shapes (`ShapeFixture`). A value of every non-optional field is needed for the record to
/// load, and an optional one is given too so its arrival is seen. Another entity's value has no sample here (nil),
/// unless optional (left out) or in a list (`[]`).
enum StoredSample {
    /// The sample of `type` for the field under `key`; nil when there is none.
    static func json(for type: TypeRef, key: String) -> String? {
        switch type {
        case .optional(let wrapped):
            return json(for: wrapped, key: key)
        case .array(let element):
            return json(for: element, key: key).map { "[\($0)]" } ?? "[]"
        case .dictionary(let keyType, let value):
            // String keys make a JSON object; other keys, a list of pairs (Int keys, an object with number keys):
            // an empty one of the right kind reads whatever the types.
            if keyType == .named("String"), let sample = json(for: value, key: key) { return "{\"key\":\(sample)}" }
            return keyType == .named("String") || keyType == .named("Int") ? "{}" : "[]"
        case .named(let name):
            return named(name, key: key)
        }
    }

    private static func named(_ name: String, key: String) -> String? {
        if KnownTypes.integers.contains(name) { return "7" }
        switch name {
        case "String": return FieldValue.text("Stored \(key)").jsonLiteral
        case "Character": return "\"S\""
        case "Bool": return "true"
        case "Double", "Float": return "2.5"
        case "Decimal": return "12.34"
        case "Date": return "700000000"
        case "UUID": return "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""
        case "URL": return "\"https://example.com/stored\""
        case "Data": return "\"AQID\""
        default: return nil
        }
    }

    /// A record's id for version `version`, as JSON: distinct per version, so two fixtures never share one.
    static func id(_ type: TypeRef, version: Int) -> String {
        switch type {
        case .named("Int"): return "\(version)"
        case .named("String"): return FieldValue.text("stored-\(version)").jsonLiteral
        default: return "\"00000000-0000-4000-8000-\(String(format: "%012d", version))\""
        }
    }

    /// A JSON object of `fields` (key → JSON value) with sorted keys, as the JSON file store writes a record.
    static func object(_ fields: [String: String]) -> String {
        "{" + fields.keys.sorted().map { "\(FieldValue.text($0).jsonLiteral):\(fields[$0] ?? "null")" }.joined(separator: ",") + "}"
    }
}
