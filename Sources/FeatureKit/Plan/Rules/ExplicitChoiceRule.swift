/// An explicit `useCase:` in the spec. `true` is always allowed (design.md); `false` is allowed only when no
/// required rule holds and the operation is known to be pure CRUD — otherwise it contradicts seed 000.
public struct ExplicitChoiceRule: DeclaredDecisionRule {
    public static let id = "explicit"
    public static let seedQuote = "useCase: true is always allowed; useCase: false may not contradict a \"UseCase required\" criterion (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = "`useCase: true`"
    public static let rank = 80

    public init() {}

    public func sentence(operation: String) -> String {
        "\(operation) asks for a UseCase explicitly (useCase: true)"
    }

    /// The message for a `useCase: false` that a rule contradicts.
    public func contradiction(operation: String, rule: any DecisionRule, reason: String) -> String {
        "useCase: false on '\(operation)' contradicts rule '\(rule.id)': \(reason)"
    }
}
