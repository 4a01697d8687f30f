/// Every rule `scaffold check` knows, in the order the README lists them.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        ViewDataAccessRule(),
        ViewModelBusinessRulesRule(),
        UseCaseCriteriaRule(),
        RepositoryUILogicRule(),
        UseCaseFrameworkAccessRule(),
        ProtocolTypedDependenciesRule(),
        DomainImportsRule(),
        DependencyDirectionRule(),
        PresentationRepositoryAccessRule(),
        NoSingletonsRule(),
        ViewModelShapeRule(),
        StateObjectViewModelRule(),
        ViewModelUserDefaultsRule(),
    ]

    public static var ids: [String] { all.map(\.description.id) }

    public static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }

    /// The rules whose documents back `preset` (a rule applies to the presets it quotes).
    public static func rules(for preset: String) -> [any Rule] {
        all.filter { $0.description.passages[preset] != nil }
    }
}
