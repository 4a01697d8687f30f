/// Everything about the project the spec is checked against.
public struct SpecContext: Sendable {
    /// Model types that already exist in the project; fields and `repositories:` may name them.
    public var knownEntities: Set<String>

    public init(knownEntities: Set<String> = []) {
        self.knownEntities = knownEntities
    }
}
