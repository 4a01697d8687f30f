/// Every rule `scaffold check` knows, registered here, in the order they are documented. When several rules
/// report one violation (one subject on one line), the first of them here keeps it: the most specific rules come
/// first, and `dependency-direction`, which any cross-layer name breaks, comes last.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        PresentationNetworkRule.self,
        ViewDataAccessRule.self,
        ViewModelBusinessRulesRule.self,
        ViewBusinessRulesRule.self,
        UseCaseCriteriaRule.self,
        RepositoryUILogicRule.self,
        UseCaseFrameworkAccessRule.self,
        PresentationRepositoryAccessRule.self,
        PresentationDataAccessRule.self,
        ProtocolTypedDependenciesRule.self,
        DomainImportsRule.self,
        NoSingletonsRule.self,
        ViewModelShapeRule.self,
        StateObjectViewModelRule.self,
        ViewModelUserDefaultsRule.self,
        NetworkAdapterRule.self,
        DependencyDirectionRule.self,
    ]

    public static var ids: [String] { all.map { $0.description.id } }

    public static func rule(_ id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The rules whose documents back `preset` (a rule applies to the presets it quotes).
    public static func rules(for preset: String) -> [any Rule.Type] {
        all.filter { $0.description.passages[preset] != nil }
    }
}
