/// Sample values for one field: a valid value for fixtures, a second valid value that differs from it, and per
/// rule a value the Validator accepts and one it refuses, with the error the refusal must raise.
public struct FieldSamples: Codable, Hashable, Sendable {
    public var field: String
    /// Swift expression of a value passing every rule: what a fixture holds (`false` for a Bool, a neutral start).
    public var valid: String
    /// Swift expression of another value passing every rule, never equal to `valid`: what a test changes the
    /// field to, so that an assertion can tell the change from the fixture (a typed value, a stored copy); nil
    /// when the rules leave no other value.
    public var alternative: String? = nil
    public var checks: [RuleProof]
    /// Swift expression of the value a `#Preview` gives a field holding other entities, made in the app target
    /// (`PreviewSamples`: `[]`, `nil`, `Author(id: UUID(), name: "Sample name")`); nil where `valid` serves.
    public var preview: String? = nil
}

/// One rule's proof in the generated Validator tests.
public struct RuleProof: Codable, Hashable, Sendable {
    public var rule: String
    /// Swift expression the Validator accepts: the value just inside the rule where it has an edge.
    public var accepted: String
    /// Swift expressions the Validator refuses, each with the rule it fails first (what the Validator throws for it):
    /// the values just outside the rule, a pattern's near misses; empty when the rule cannot be broken
    /// (`minLength(0)`).
    public var refusals: [RuleBoundaries.Refusal]
}
