/// What the spec says (or, through an operation's kind, implies) about one operation — the facts
/// the seed 000 rules are judged on. `nil` means unknown, and unknown is doubt.
public struct OperationFacts: Hashable, Sendable {
    public var name: String
    public var kind: OperationKind
    public var isPureCRUD: Bool?
    public var hasValidation: Bool?
    public var hasTransformation: Bool?
    public var repositories: [String]?
    public var usedBy: [String]?
    public var explicitUseCase: Bool?
    /// Fields the operation's `sets:` changes (changing data is a transformation).
    public var sets: [String] = []
    /// Text fields a write prepares before validating (`DataPreparation`); empty with `transformation: false`.
    public var preparedFields: [String] = []
    /// Whether the preset's document forbids presentation types to reach a repository (seed 002).
    public var repositoryDirectForbidden = false
}

/// What one rule concludes about an operation.
public enum RuleOutcome: Hashable, Sendable {
    /// The rule holds and requires a UseCase; the sentence says why.
    case requiresUseCase(String)
    /// The rule cannot be judged: the named fact is unknown.
    case unknown(String)
    /// The rule does not ask for a UseCase.
    case satisfied
}

/// One criterion of seed 000's "UseCase usage criteria", in its own file with the passage it comes from.
public protocol DecisionRule: Sendable {
    /// Stable identifier used in plans, JSON and errors (`validation`, `multipleRepositories`, …).
    var id: String { get }
    /// The seed passage the rule implements, quoted.
    var seedQuote: String { get }
    func evaluate(_ facts: OperationFacts) -> RuleOutcome
}

/// The rules in the order `plan` reports them: the four "UseCase required" criteria, then pure CRUD.
public enum DecisionRules {
    public static let required: [any DecisionRule] = [
        ValidationRule(),
        TransformationRule(),
        MultipleRepositoriesRule(),
        ReusedAcrossViewModelsRule(),
        PureCRUDRule(),
        PresentationUsesUseCasesRule(),
    ]
}
