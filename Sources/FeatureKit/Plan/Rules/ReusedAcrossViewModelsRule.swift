/// "UseCase required (any of these): Reused across multiple ViewModels" — seed 000, UseCase usage criteria.
public struct ReusedAcrossViewModelsRule: DecisionRule {
    public let id = "reusedAcrossViewModels"
    public let seedQuote = "UseCase required (any of these): Reused across multiple ViewModels (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        guard let usedBy = facts.usedBy else {
            return .unknown("which view models use it")
        }
        let distinct = Array(Set(usedBy)).sorted()
        guard distinct.count > 1 else { return .satisfied }
        return .requiresUseCase("\(facts.name) is used by \(distinct.count) view models (\(distinct.joined(separator: ", ")))")
    }
}
