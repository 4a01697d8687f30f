import Foundation

/// The one evaluation of field rules. The spec check (`example:`, `sets:` literals), the plan's sample values
/// and the generated `Validator` all judge a value here, so a value the tool accepts is one the generated
/// code accepts: `passes` is the rule as scaffold applies it, `condition` is the same rule as Swift source.
public enum RuleEvaluator {
    /// The regular expression `email` matches (the whole value).
    public static let emailPattern = #"[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#

    /// Whether `value` passes `rule`; a rule passes a value of a kind it does not look at (a number for `email`).
    public static func passes(_ rule: FieldRule, _ value: SampleValue) -> Bool {
        switch rule {
        // Blank text is empty: a name of spaces says nothing.
        case .nonEmpty: return value.text.map { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? value.length.map { $0 > 0 } ?? true
        case .minLength(let n): return value.length.map { $0 >= n } ?? true
        case .maxLength(let n): return value.length.map { $0 <= n } ?? true
        case .min(let x): return value.number.map { $0.value >= bound(x, integer: $0.integer, rounding: .up) } ?? true
        case .max(let x): return value.number.map { $0.value <= bound(x, integer: $0.integer, rounding: .down) } ?? true
        case .positive: return value.number.map { $0.value > 0 } ?? true
        case .pattern(let regex): return value.text.map { matches($0, regex) } ?? true
        case .email: return value.text.map { matches($0, emailPattern) } ?? true
        case .url:
            return value.text.map { text in URL(string: text).map { $0.scheme != nil && $0.host != nil } ?? false } ?? true
        }
    }

    /// The first rule (in Validator order) that `value` fails, or nil.
    public static func firstFailure(_ rules: [FieldRule], _ value: SampleValue) -> FieldRule? {
        rules.first { !passes($0, value) }
    }

    /// The Swift condition under which `value` (an expression of the field's type) breaks `rule`: what the
    /// generated Validator tests, case for case the same as `passes`.
    static func condition(_ rule: FieldRule, value: String, kind: FieldKind, names: FrameworkNames = .plain) -> String {
        let url = names.spell("URL")
        let integer = { if case .integer = kind { true } else { false } }()
        switch rule {
        case .nonEmpty:
            return kind == .string ? "\(value).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty" : "\(value).isEmpty"
        case .minLength(let n): return "\(value).count < \(n)"
        case .maxLength(let n): return "\(value).count > \(n)"
        case .min(let x): return "\(value) < \(SwiftLiteral.decimal(bound(x, integer: integer, rounding: .up)))"
        case .max(let x): return "\(value) > \(SwiftLiteral.decimal(bound(x, integer: integer, rounding: .down)))"
        case .positive: return "\(value) <= 0"
        case .pattern(let regex):
            return "\(value).range(of: \(SwiftLiteral.raw(anchored(regex))), options: .regularExpression) == nil"
        case .email:
            return "\(value).range(of: \(SwiftLiteral.raw(anchored(emailPattern))), options: .regularExpression) == nil"
        case .url:
            return "\(url)(string: \(value))?.scheme == nil || \(url)(string: \(value))?.host == nil"
        }
    }

    /// A bound as an integer field compares it: `min(0.5)` on an Int means at least 1, `max(2.5)` at most 2.
    private static func bound(_ x: Double, integer: Bool, rounding: FloatingPointRoundingRule) -> Double {
        integer ? x.rounded(rounding) : x
    }

    /// Whole-string match, as `String.range(of: "^(?:…)$", options: .regularExpression)` in generated code.
    public static func matches(_ text: String, _ regex: String) -> Bool {
        text.range(of: anchored(regex), options: .regularExpression) != nil
    }

    public static func anchored(_ regex: String) -> String { "^(?:\(regex))$" }
}
