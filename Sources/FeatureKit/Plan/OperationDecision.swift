/// Why an operation got a UseCase or goes to the repository directly: a rule id and a sentence.
public struct DecisionReason: Codable, Hashable, Sendable {
    /// The rule's name.
    public var rule: String
    /// What it says about the operation.
    public var sentence: String
}

/// The decision for one operation, as data so `plan` can print it and tests can check it.
public struct OperationDecision: Codable, Hashable, Sendable {
    public var operation: String
    public var kind: OperationKind
    public var useCase: Bool
    /// Every reason that applies, the deciding one first.
    public var reasons: [DecisionReason]
    /// The facts the rules were judged on (after each kind's implied facts are filled in).
    public var repositories: [String]
    /// View models (without the `ViewModel` suffix) that call the operation, as stated or implied.
    public var usedBy: [String]
    public var validates: Bool
    public var transforms: Bool
    /// False when the spec does not say what the operation does with every repository it uses: its UseCase
    /// throws `notImplemented` and is the team's to write.
    public var implemented: Bool
    /// What the operation does beyond its kind (`sets:`, `reads:`), or why scaffold cannot write it; nil for plain CRUD.
    public var effect: String?
    /// Why scaffold does not write the UseCase's body (what the spec leaves unsaid); nil when it does.
    public var unwritten: String?

    public var summary: String { useCase ? "UseCase" : "repository direct" }
}
