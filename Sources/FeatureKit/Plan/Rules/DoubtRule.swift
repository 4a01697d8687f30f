/// "Principle: When in doubt, create a UseCase." — seed 000, UseCase usage criteria.
///
/// Collects every fact the other rules could not judge; any unknown means a UseCase.
public struct DoubtRule: DeclaredDecisionRule {
    public static let id = "doubt"
    public static let seedQuote = "Principle: When in doubt, create a UseCase. (000_c7ec1093a6c69dce.txt, UseCase usage criteria)"
    public static let useCaseWhen = #"anything above is unknown — "When in doubt, create a UseCase""#
    public static let rank = 70

    public init() {}

    /// A sentence naming the unknowns, or nil when nothing is in doubt.
    public func sentence(operation: String, unknowns: [String]) -> String? {
        guard !unknowns.isEmpty else { return nil }
        return "UseCase out of doubt: for \(operation), the spec does not say \(Self.list(unknowns)) — when in doubt, create a UseCase"
    }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
        }
    }
}
