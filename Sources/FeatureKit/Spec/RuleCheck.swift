import Foundation
import ScaffoldCore

/// Checks a field's parsed rules against its type, against each other, and compiles `pattern` expressions.
enum RuleCheck {
    /// A parsed rule and where it was written.
    typealias Written = (rule: FieldRule, text: Located<String>)

    /// The rules that passed; every problem is reported.
    static func check(_ rules: [Written], type: TypeRef?, into diagnostics: inout DiagnosticCollector) -> [FieldRule] {
        var accepted: [Written] = []
        var seen: Set<String> = []
        for written in rules {
            let text = written.text
            func report(_ message: String, _ hint: String) {
                diagnostics.error(message, at: text.location, keyPath: text.keyPath, hint: hint)
            }
            guard seen.insert(written.rule.name).inserted else {
                report("rule `\(written.rule.name)` is given more than once", "keep one `\(written.rule.name)` rule")
                continue
            }
            // Rules on an optional apply to the value when there is one.
            if let type = type?.unwrapped, !fits(written.rule, type) {
                report("rule `\(written.rule)` does not apply to `\(type)`", fitHint(for: written.rule))
                continue
            }
            if let type = type?.unwrapped, let problem = BoundCheck.problem(with: written.rule, type: type) {
                report(problem.message, problem.hint)
                continue
            }
            if case .pattern(let regex) = written.rule, let error = compileError(regex) {
                report("pattern `\(SpecText.abbreviated(regex))` is not a valid regular expression: \(error)",
                       "fix the expression; it is compiled with NSRegularExpression")
                continue
            }
            accepted.append(written)
        }
        reportContradictions(accepted, into: &diagnostics)
        return accepted.map(\.rule)
    }

    static func fits(_ rule: FieldRule, _ type: TypeRef) -> Bool {
        switch rule {
        case .nonEmpty: return KnownTypes.isCollection(type)
        case .minLength, .maxLength: return KnownTypes.isString(type) || KnownTypes.isArray(type)
        case .min, .max: return KnownTypes.isNumeric(type)
        case .pattern, .email, .url: return KnownTypes.isString(type)
        }
    }

    private static func fitHint(for rule: FieldRule) -> String {
        switch rule {
        case .nonEmpty: return "nonEmpty applies to String, array and dictionary fields"
        case .minLength, .maxLength: return "minLength/maxLength apply to String and array fields; for numbers use min(…)/max(…)"
        case .min, .max: return "min/max apply to number fields (Int…, UInt…, Double, Float, Decimal); for text use minLength/maxLength"
        case .pattern, .email, .url: return "\(rule.name) applies to String fields"
        }
    }

    /// The regex error in words, or nil when it compiles.
    static func compileError(_ pattern: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return nil
        } catch {
            let nsError = error as NSError
            let detail = nsError.userInfo["NSInvalidValue"].map { " (\($0))" } ?? ""
            return "\(nsError.localizedDescription)\(detail)"
        }
    }

    /// Pairs no value can satisfy, reported at the rule written second.
    private static func reportContradictions(_ rules: [Written], into diagnostics: inout DiagnosticCollector) {
        // Rule names are unique here (duplicates were refused), so a name identifies one entry.
        func find(_ name: String) -> (index: Int, rule: FieldRule, text: Located<String>)? {
            rules.enumerated().first { $0.element.rule.name == name }.map { ($0.offset, $0.element.rule, $0.element.text) }
        }
        func report(_ first: (index: Int, rule: FieldRule, text: Located<String>),
                    _ second: (index: Int, rule: FieldRule, text: Located<String>), _ hint: String) {
            let later = first.index > second.index ? first : second
            diagnostics.error(
                "rules `\(first.rule)` and `\(second.rule)` contradict each other: no value satisfies both",
                at: later.text.location, keyPath: later.text.keyPath, hint: hint
            )
        }
        if let low = find("minLength"), let high = find("maxLength"),
           case .minLength(let a) = low.rule, case .maxLength(let b) = high.rule, a > b {
            report(low, high, "make minLength at most maxLength")
        }
        if let low = find("min"), let high = find("max"), case .min(let a) = low.rule, case .max(let b) = high.rule, a > b {
            report(low, high, "make min at most max")
        }
        if let required = find("nonEmpty"), let high = find("maxLength"), case .maxLength(0) = high.rule {
            report(required, high, "raise maxLength above 0, or drop nonEmpty")
        }
    }
}
