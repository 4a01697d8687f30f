/// "UseCase required (any of these): Multiple Repositories coordinated" — seed 000, UseCase usage criteria.
public struct MultipleRepositoriesRule: DecisionRule {
    public static let id = "multipleRepositories"
    public static let seedQuote = "UseCase required (any of these): Multiple Repositories coordinated (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = "more than one repository in `repositories` and `reads`, or a delete that keeps other entities' references to it whole"
    public static let rank = 30

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        guard let repositories = facts.repositories else {
            return .unknown("which repositories it uses")
        }
        let distinct = Array(Set(repositories)).sorted()
        guard distinct.count > 1 else { return .satisfied }
        return .requiresUseCase("\(facts.name) coordinates \(distinct.count) repositories (\(distinct.joined(separator: ", ")))")
    }
}
