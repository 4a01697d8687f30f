/// "UseCase required (any of these): Data transformation required" — seed 000, UseCase usage criteria.
///
/// An operation transforms data when the spec says so (`transformation: true`), when it changes fields
/// (`sets:`), or when it writes text, which it prepares first (seed 000's AddReminderUseCase: "Business logic:
/// data preparation", `notes?.nilIfEmpty`) unless the spec says `transformation: false`.
public struct TransformationRule: DecisionRule {
    public static let id = "transformation"
    public static let seedQuote = "UseCase required (any of these): Data transformation required (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = "`transformation: true`, `sets:` (changing fields is a transformation), or a write of text, which prepares it (unless `transformation: false`)"
    public static let rank = 20

    public init() {}

    public func evaluate(_ facts: OperationFacts) -> RuleOutcome {
        if facts.hasTransformation == true { return .requiresUseCase("\(facts.name) transforms data") }
        if !facts.sets.isEmpty {
            return .requiresUseCase("\(facts.name) changes \(DoubtRule.list(facts.sets.map { "`\($0)`" })) (`sets:`), a data transformation")
        }
        if !facts.preparedFields.isEmpty {
            let fields = facts.preparedFields.map { "`\($0)`" }
            return .requiresUseCase(
                "\(facts.name) prepares \(fields.count == 1 ? fields[0] : fields.dropLast().joined(separator: ", ") + " and " + fields[fields.count - 1]) "
                    + "before storing (trimmed, empty optional text as nil), seed 000's data preparation"
            )
        }
        return facts.hasTransformation == false ? .satisfied : .unknown("whether it transforms data")
    }
}
