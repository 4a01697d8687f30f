/// "Presentation Layer … Does NOT: Access repositories directly" — seed 002, Layer Responsibilities.
///
/// Only where the preset follows seed 002 (`clean`): its view models and coordinators reach data through
/// Domain use cases ("ViewModels use Domain use cases", The Three Layers), so every operation, plain CRUD
/// included, gets a UseCase — and `useCase: false` contradicts this rule.
public struct PresentationUsesUseCasesRule: DecisionRule {
    public static let id = "presentationUsesUseCases"
    public static let seedQuote = "Presentation Layer ❌ Does NOT: Access repositories directly (002_23262c6c915903bf.txt, Layer Responsibilities)"
    public static let useCaseWhen = #"the preset follows seed 002 (`clean`): "Presentation Layer … Does NOT: Access repositories directly" (Layer Responsibilities), so every operation, plain CRUD included, is a UseCase and `useCase: false` is an error"#
    public static let rank = 60

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        guard facts.repositoryDirectForbidden else { return .satisfied }
        return .requiresUseCase(
            "\(facts.name) goes through a UseCase, as every operation in this preset: seed 002, Layer Responsibilities, "
                + "\"Presentation Layer … Does NOT: Access repositories directly\""
        )
    }
}
