/// "UseCase required (any of these): Data transformation required" — seed 000, UseCase usage criteria.
public struct TransformationRule: DecisionRule {
    public let id = "transformation"
    public let seedQuote = "UseCase required (any of these): Data transformation required (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        switch facts.hasTransformation {
        case true?: return .requiresUseCase("\(facts.name) transforms data")
        case false?: return .satisfied
        case nil: return .unknown("whether it transforms data")
        }
    }
}
