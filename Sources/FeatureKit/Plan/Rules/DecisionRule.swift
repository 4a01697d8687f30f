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
    /// The request a custom operation sends as its effect (`remote:`, issue 31), if any.
    public var request: RemoteRequest? = nil
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

/// A rule of this folder as it declares itself: one per file, with the passage it comes from and its row of
/// Docs/Spec.md's table (generated from these; the docs tests fail when the page is stale). The folder's rules are
/// listed at build time (Plugins/RuleLists): a new rule is a new file.
public protocol DeclaredDecisionRule: Sendable {
    /// Stable identifier used in plans, JSON and errors (`validation`, `multipleRepositories`, …).
    static var id: String { get }
    /// The seed passage the rule implements, quoted.
    static var seedQuote: String { get }
    /// When the rule makes an operation a UseCase (for `repositoryDirect`: when it does not), in the docs' words.
    static var useCaseWhen: String { get }
    /// Where the rule stands in `plan`'s reasons and in the docs table: lower first.
    static var rank: Int { get }
    init()
}

extension DeclaredDecisionRule {
    public var id: String { Self.id }
    public var seedQuote: String { Self.seedQuote }
}

/// One criterion of seed 000's "UseCase usage criteria" judged on an operation's facts (seed 002's too, for clean).
public protocol DecisionRule: DeclaredDecisionRule {
    func evaluate(_ facts: OperationFacts) -> RuleOutcome
}

/// The rules of this folder, derived from it: `declared` is generated at build time.
public enum DecisionRules {
    /// Every rule, in rank order: the order of Docs/Spec.md's table.
    public static let all: [any DeclaredDecisionRule.Type] = declared.sorted { $0.rank < $1.rank }

    /// The criteria judged on every operation's facts, in the order `plan` reports them: the four "UseCase required"
    /// criteria, pure CRUD, then seed 002's. Doubt, an explicit choice and repository direct conclude from these.
    public static let required: [any DecisionRule] = all.compactMap { ($0 as? any DecisionRule.Type)?.init() }
}
