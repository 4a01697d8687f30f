/// "UseCase required (any of these): Reused across multiple ViewModels" — seed 000, UseCase usage criteria.
public struct ReusedAcrossViewModelsRule: DecisionRule {
    public static let id = "reusedAcrossViewModels"
    public static let seedQuote = "UseCase required (any of these): Reused across multiple ViewModels (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = "more than one view model in `usedBy`, counting other features' screens that show the entity's records (a list another feature's picker reads)"
    public static let rank = 40

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
