/// "Repository direct allowed (all of these): Pure CRUD operation; No validation; No data transformation;
/// Single Repository only; Used only in that ViewModel" — seed 000, UseCase usage criteria.
public struct RepositoryDirectRule: DeclaredDecisionRule {
    public static let id = "repositoryDirect"
    public static let seedQuote = "Repository direct allowed (all of these): Pure CRUD operation, No validation, No data transformation, Single Repository only, Used only in that ViewModel (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = "none of the above: pure CRUD, no validation, no transformation, one repository, one view model"
    public static let rank = 90

    public init() {}

    public func sentence(for facts: OperationFacts) -> String {
        let repository = facts.repositories?.first ?? "its own"
        let viewModel = facts.usedBy?.first.map { "\($0)ViewModel" } ?? "one view model"
        return "repository direct: \(facts.name) is pure CRUD with no validation and no transformation, "
            + "on a single repository (\(repository)), used only by \(viewModel)"
    }
}
