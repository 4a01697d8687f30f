/// How one version of a feature stores a record (issue 33): each field's JSON key and type, in field order. The
/// stores keep a record as the JSON object its model (clean: its DTO) encodes to, one key per field, so a shape is
/// what decides whether a record another version stored still reads. `FeatureRecord.shapes` keeps every shape a
/// feature's records have had, oldest first.
public struct RecordShape: Codable, Hashable, Sendable {
    public var fields: [StoredField]

    public init(fields: [StoredField]) {
        self.fields = fields
    }

    /// The field stored under `key`, if this shape has one.
    public func field(_ key: String) -> StoredField? {
        fields.first { $0.key == key }
    }

    /// Where this shape kept the values of `field` (a field of a later shape): under its key, else under the newest of
    /// its earlier keys this shape has; nil when this shape had no such field.
    public func holding(_ field: StoredField) -> StoredField? {
        field.lineage.lazy.compactMap { self.field($0) }.first
    }

    /// Every key, in field order.
    public var keys: [String] { fields.map(\.key) }

    /// Whether records of both shapes are the same JSON: the same keys with the same types, in whatever order (a JSON
    /// object has none). Earlier keys do not count: they say where values came from, not how they are stored now.
    public func storesAlike(_ other: RecordShape) -> Bool {
        Dictionary(fields.map { ($0.key, $0.type) }, uniquingKeysWith: { first, _ in first })
            == Dictionary(other.fields.map { ($0.key, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// The shape `spec`'s records are stored in: every field under its name, the implicit `id: UUID` first when the
    /// spec names no `id`. A field keeps the earlier keys it had in `previous`; a field `renamedFrom:` a key that is
    /// not its own there adds that key (and what it had before) to them.
    public static func of(_ spec: FeatureSpec, after previous: RecordShape?) -> RecordShape {
        var fields: [StoredField] = []
        if spec.idField == nil { fields.append(StoredField(key: "id", type: .named("UUID"))) }
        for field in spec.fields {
            var formerKeys: [String] = []
            if let same = previous?.field(field.name) {
                formerKeys = same.formerKeys
            } else if let old = field.renamedFrom {
                formerKeys = [old] + (previous?.field(old)?.formerKeys ?? [])
            }
            fields.append(StoredField(key: field.name, type: field.type, formerKeys: formerKeys))
        }
        return RecordShape(fields: fields)
    }
}

/// One field of a `RecordShape`: its key, its type, and the keys its values were stored under before (a field the
/// spec renamed, newest first), which records of earlier shapes may still hold.
public struct StoredField: Codable, Hashable, Sendable {
    public var key: String
    public var type: TypeRef
    /// The keys earlier versions stored this field's values under, newest first; empty when it never had another.
    public var formerKeys: [String]

    public init(key: String, type: TypeRef, formerKeys: [String] = []) {
        self.key = key
        self.type = type
        self.formerKeys = formerKeys
    }

    /// The field's keys, this one first: where a record of any version holds its value.
    public var lineage: [String] { [key] + formerKeys }

    private enum CodingKeys: String, CodingKey { case key, type, formerKeys }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        type = try container.decode(TypeRef.self, forKey: .type)
        formerKeys = try container.decodeIfPresent([String].self, forKey: .formerKeys) ?? []
    }

    /// `formerKeys` only when there are some: most fields were never renamed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(type, forKey: .type)
        if !formerKeys.isEmpty { try container.encode(formerKeys, forKey: .formerKeys) }
    }
}
