/// "UseCase required (any of these): Validation logic exists" — seed 000, UseCase usage criteria.
public struct ValidationRule: DecisionRule {
    public static let id = "validation"
    public static let seedQuote = "UseCase required (any of these): Validation logic exists (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = "validation logic exists (`validation: true`, or a create/update whose entity has field rules)"
    public static let rank = 10

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        switch facts.hasValidation {
        case true?: return .requiresUseCase("\(facts.name) has validation logic, and validation belongs in a UseCase")
        case false?: return .satisfied
        case nil: return .unknown("whether it validates")
        }
    }
}
