import Foundation
import ScaffoldCore

/// Checks a field's parsed rules against its type, against each other, and compiles `pattern` expressions.
enum RuleCheck {
    /// A parsed rule and where it was written.
    typealias Written = (rule: FieldRule, text: Located<String>)

    /// The rules that passed; every problem is reported.
    static func check(_ rules: [Written], type: TypeRef?, into diagnostics: inout DiagnosticCollector) -> [FieldRule] {
        var accepted: [Written] = []
        var seen: Set<FieldRule.Kind> = []
        for written in rules {
            let text = written.text
            func report(_ message: String, _ hint: String) {
                diagnostics.error(message, at: text.location, keyPath: text.keyPath, hint: hint)
            }
            guard seen.insert(written.rule.kind).inserted else {
                report("rule `\(written.rule.name)` is given more than once", "keep one `\(written.rule.name)` rule")
                continue
            }
            // Rules on an optional apply to the value when there is one.
            if let type = type?.unwrapped, !written.rule.kind.definition.subject.fits(type) {
                report("rule `\(written.rule)` does not apply to `\(type)`", written.rule.kind.definition.fitHint)
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
        // Rule kinds are unique here (duplicates were refused), so a kind identifies one entry.
        func find(_ kind: FieldRule.Kind) -> (index: Int, rule: FieldRule, text: Located<String>)? {
            rules.enumerated().first { $0.element.rule.kind == kind }.map { ($0.offset, $0.element.rule, $0.element.text) }
        }
        func report(_ first: (index: Int, rule: FieldRule, text: Located<String>),
                    _ second: (index: Int, rule: FieldRule, text: Located<String>), _ hint: String) {
            let later = first.index > second.index ? first : second
            diagnostics.error(
                "rules `\(first.rule)` and `\(second.rule)` contradict each other: no value satisfies both",
                at: later.text.location, keyPath: later.text.keyPath, hint: hint
            )
        }
        if let low = find(.minLength), let high = find(.maxLength),
           case .minLength(let a) = low.rule, case .maxLength(let b) = high.rule, a > b {
            report(low, high, "make minLength at most maxLength")
        }
        if let low = find(.min), let high = find(.max), case .min(let a) = low.rule, case .max(let b) = high.rule, a > b {
            report(low, high, "make min at most max")
        }
        if let above = find(.positive), let high = find(.max), case .max(let b) = high.rule, b <= 0 {
            report(above, high, "raise max above 0, or drop positive")
        }
        if let required = find(.nonEmpty), let high = find(.maxLength), case .maxLength(0) = high.rule {
            report(required, high, "raise maxLength above 0, or drop nonEmpty")
        }
    }
}
