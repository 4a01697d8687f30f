/// Everything about the project the spec is checked against.
public struct SpecContext: Sendable {
    /// Model types that already exist in the project; fields, `repositories:` and `reads:` may name them.
    public var knownEntities: Set<String>
    /// The `id` type of each known entity whose model declares one (`let id: UUID`); entities missing here have UUID ids.
    public var entityIDTypes: [String: String]

    public init(knownEntities: Set<String> = [], entityIDTypes: [String: String] = [:]) {
        self.knownEntities = knownEntities
        self.entityIDTypes = entityIDTypes
    }
}
