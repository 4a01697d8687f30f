import Foundation

/// Evaluates field rules on sample values exactly as the generated Validator does, so the samples
/// printed into generated tests are known to pass or fail before anything is written.
public enum RuleEvaluator {
    /// The regular expression the generated Validator uses for `email`.
    public static let emailPattern = #"[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}"#

    /// Whether `value` passes `rule`; rules that do not apply to the value's kind pass.
    public static func passes(_ rule: FieldRule, _ value: SampleValue) -> Bool {
        switch (rule, value) {
        case (.nonEmpty, .string(let text)): return !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case (.nonEmpty, .collection(let count, _, _)): return count > 0
        case (.minLength(let n), .string(let text)): return text.count >= n
        case (.minLength(let n), .collection(let count, _, _)): return count >= n
        case (.maxLength(let n), .string(let text)): return text.count <= n
        case (.maxLength(let n), .collection(let count, _, _)): return count <= n
        case (.min(let x), .number(let value, _)): return value >= x
        case (.max(let x), .number(let value, _)): return value <= x
        case (.pattern(let regex), .string(let text)): return matches(text, regex)
        case (.email, .string(let text)): return matches(text, emailPattern)
        case (.url, .string(let text)):
            guard let url = URL(string: text) else { return false }
            return url.scheme != nil && url.host != nil
        default: return true
        }
    }

    /// The first rule (in Validator order) that `value` fails, or nil.
    public static func firstFailure(_ rules: [FieldRule], _ value: SampleValue) -> FieldRule? {
        rules.first { !passes($0, value) }
    }

    /// Whole-string match, as `String.range(of: "^(?:…)$", options: .regularExpression)` in generated code.
    public static func matches(_ text: String, _ regex: String) -> Bool {
        text.range(of: anchored(regex), options: .regularExpression) != nil
    }

    public static func anchored(_ regex: String) -> String { "^(?:\(regex))$" }

    /// Nil when the pattern compiles, else the reason.
    public static func patternError(_ regex: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: anchored(regex))
            return nil
        } catch {
            return "\(error.localizedDescription)"
        }
    }
}
