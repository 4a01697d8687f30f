/// "Repository direct allowed (all of these): Pure CRUD operation" — seed 000, UseCase usage criteria.
///
/// The built-in kinds (fetchAll, fetch, create, update, delete) are pure CRUD on the feature's own
/// repository. A custom operation's nature cannot be known from its name, so it is unknown — doubt —
/// unless the spec states its effect (`sets:`, `reads:`), which makes it known not to be pure CRUD; a delete
/// whose entity other records refer to keeps them whole (`onDelete:`), which is not pure CRUD either.
public struct PureCRUDRule: DecisionRule {
    public static let id = "pureCRUD"
    public static let seedQuote = "Repository direct allowed (all of these): Pure CRUD operation (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = "the operation is not known to be pure CRUD (custom operations; with `sets:` or `reads:`, known not to be; a delete keeping references whole is not)"
    public static let rank = 50

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        switch facts.isPureCRUD {
        case true?: return .satisfied
        case false?:
            if facts.kind == .delete {
                return .requiresUseCase("\(facts.name) is not a pure CRUD operation: it keeps the records that refer to the deleted one whole (`onDelete:`)")
            }
            if let request = facts.request, facts.sets.isEmpty, facts.repositories?.count ?? 0 <= 1 {
                return .requiresUseCase("\(facts.name) is not a pure CRUD operation: it sends `\(request)` (`remote:`)")
            }
            return .requiresUseCase("\(facts.name) is not a pure CRUD operation: it does what its `sets:` and `reads:` say")
        case nil: return .unknown("whether it is pure CRUD (it is a custom operation)")
        }
    }
}
