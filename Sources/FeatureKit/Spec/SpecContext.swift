/// Everything about the project the spec is checked against.
public struct SpecContext: Sendable {
    /// Model types that already exist in the project; fields, `repositories:` and `reads:` may name them.
    public var knownEntities: Set<String>
    /// The validated specs scaffold recorded of the project's features (`FeatureRecord`), by entity name: what a
    /// `reads:` reference needs to know of the entity it names (its id type, the field a picker shows).
    public var entities: [String: FeatureSpec]

    public init(knownEntities: Set<String> = [], entities: [String: FeatureSpec] = [:]) {
        self.knownEntities = knownEntities.union(entities.keys)
        self.entities = entities
    }

    /// The id type of a recorded entity (`UUID` unless its spec declares an `id` field); nil when scaffold has no
    /// record of it, so it cannot know.
    func idType(of entity: String) -> String? {
        entities[entity].map { $0.idField?.type.description ?? "UUID" }
    }
}
