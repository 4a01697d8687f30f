/// Sample values for one field: a valid value for fixtures, and per rule a value the Validator
/// accepts and one it refuses, with the error the refusal must raise.
public struct FieldSamples: Codable, Hashable, Sendable {
    public var field: String
    /// Swift expression of a value passing every rule.
    public var valid: String
    /// Another value passing every rule, for a test that changes the field; nil when none was found.
    public var alternative: String? = nil
    public var checks: [RuleProof]
}

/// One rule's proof in the generated Validator tests.
public struct RuleProof: Codable, Hashable, Sendable {
    public var rule: String
    /// Swift expression the Validator accepts (the rule's boundary where there is one).
    public var accepted: String
    /// Swift expression the Validator refuses; nil when the rule cannot be broken (e.g. `minLength(0)`).
    public var refused: String?
    /// The rule the refused value fails first (what the Validator throws for it).
    public var refusedBy: FieldRule?
}
