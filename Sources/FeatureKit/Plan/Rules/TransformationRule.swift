/// "UseCase required (any of these): Data transformation required" — seed 000, UseCase usage criteria.
///
/// An operation transforms data when the spec says so (`transformation: true`) or when it changes fields
/// (`sets:`): applying the change is business logic.
public struct TransformationRule: DecisionRule {
    public let id = "transformation"
    public let seedQuote = "UseCase required (any of these): Data transformation required (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        if facts.hasTransformation == true { return .requiresUseCase("\(facts.name) transforms data") }
        if !facts.sets.isEmpty {
            return .requiresUseCase("\(facts.name) changes \(DoubtRule.list(facts.sets.map { "`\($0)`" })) (`sets:`), a data transformation")
        }
        return facts.hasTransformation == false ? .satisfied : .unknown("whether it transforms data")
    }
}
