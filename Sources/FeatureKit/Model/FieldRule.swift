import Foundation

/// A validation rule on a field, as written in a spec's `rules:` list; the Validator is built from these.
///
/// One case per rule, and everything scaffold does with a rule is an exhaustive `switch` over the case or its
/// `Kind`, with no table of names and no `default:`: what it is (`FieldRule.Kind.definition`: its spelling, the
/// fields it applies to, its docs row, its error), its parsing (here), the spec check (`RuleCheck`), its evaluation
/// (`RuleEvaluator`), its sample values (`SampleBuilder`) and the Swift the Validator prints (`FieldRule+Swift`). A
/// new rule is a new case here and in `Kind`: the compiler then lists every place that must say what it does.
public enum FieldRule: Hashable, Sendable, StoredAsSpelling {
    public static let spellingKind = "rule"

    case nonEmpty
    case minLength(Int)
    case maxLength(Int)
    case min(Double)
    case max(Double)
    /// More than 0, for numbers.
    case positive
    case pattern(String)
    case email
    case url

    public var kind: Kind {
        switch self {
        case .nonEmpty: return .nonEmpty
        case .minLength: return .minLength
        case .maxLength: return .maxLength
        case .min: return .min
        case .max: return .max
        case .positive: return .positive
        case .pattern: return .pattern
        case .email: return .email
        case .url: return .url
        }
    }

    /// Whether the rule keeps a number at zero or more, so a number pad (which has no minus key) can edit it.
    public var keepsNumbersNonNegative: Bool {
        switch self {
        case .min(let x): return x >= 0
        case .positive: return true
        case .nonEmpty, .minLength, .maxLength, .max, .pattern, .email, .url: return false
        }
    }

    /// The rule names a spec may use, for "did you mean" suggestions.
    public static var names: [String] { Kind.allCases.map(\.rawValue) }

    /// The rule's name without its argument.
    public var name: String { kind.rawValue }

    /// The spelling used in specs: `maxLength(50)`, `pattern(^[A-Z]+$)`.
    public var description: String {
        switch self {
        case .nonEmpty, .positive, .email, .url: return name
        case .minLength(let n), .maxLength(let n): return "\(name)(\(n))"
        case .min(let x), .max(let x): return "\(name)(\(FieldRule.format(x)))"
        case .pattern(let regex): return "pattern(\(regex))"
        }
    }

    /// Whole numbers print without a fraction so `min(0)` stays `min(0)`.
    public static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// Parses the spec spelling; nil when the name is unknown or the argument is missing or malformed
    /// (`RuleParsing` says which).
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var name = trimmed
        var argument: String?
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            name = String(trimmed[..<open]).trimmingCharacters(in: .whitespaces)
            argument = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        }
        guard let kind = Kind(rawValue: name) else { return nil }
        self.init(kind, argument: argument)
    }

    /// The rule of `kind` with the text between its parentheses (nil: none were written).
    init?(_ kind: Kind, argument: String?) {
        let trimmed = argument?.trimmingCharacters(in: .whitespaces)
        let length = trimmed.flatMap(Int.init).flatMap { $0 >= 0 ? $0 : nil }
        let number = trimmed.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        let hasNone = argument == nil
        switch kind {
        case .nonEmpty: guard hasNone else { return nil }; self = .nonEmpty
        case .positive: guard hasNone else { return nil }; self = .positive
        case .email: guard hasNone else { return nil }; self = .email
        case .url: guard hasNone else { return nil }; self = .url
        case .minLength: guard let length else { return nil }; self = .minLength(length)
        case .maxLength: guard let length else { return nil }; self = .maxLength(length)
        case .min: guard let number else { return nil }; self = .min(number)
        case .max: guard let number else { return nil }; self = .max(number)
        case .pattern: guard let argument, !argument.isEmpty else { return nil }; self = .pattern(argument)
        }
    }
}
