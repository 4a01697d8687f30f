import Foundation
import ScaffoldCore

/// Checks a field's `kind:` and `currency:` against its type and rules: a meaning the type can hold, one its
/// rules do not contradict (an `email` rule is an email), and a currency code ISO 4217 knows.
enum FieldMeaningCheck {
    /// The stated meaning and currency code; `valid` is false after reporting any problem.
    static func check(
        _ draft: FieldDraft, type: TypeRef?, rules: [FieldRule], into diagnostics: inout DiagnosticCollector
    ) -> (meaning: FieldMeaning?, currency: String?, valid: Bool) {
        var valid = true
        var meaning: FieldMeaning?
        if let kind = draft.kind {
            let names = FieldMeaning.allCases.map(\.rawValue)
            if let known = FieldMeaning(rawValue: kind.value) {
                meaning = known
                if let type, !known.fits(type.unwrapped) {
                    diagnostics.error("`kind: \(known.rawValue)` does not apply to `\(type)`", at: kind.location, keyPath: kind.keyPath,
                                      hint: "\(known.rawValue) applies to \(known.fittingTypes)")
                    valid = false
                }
                for ruleKind in FieldRule.Kind.allCases {
                    guard let implied = ruleKind.definition.impliedMeaning, implied != known,
                          let rule = rules.first(where: { $0.kind == ruleKind }) else { continue }
                    diagnostics.error("`kind: \(known.rawValue)` contradicts rule `\(rule)`, which makes the field \(implied.noun)",
                                      at: kind.location, keyPath: kind.keyPath, hint: "write `kind: \(implied.rawValue)`, or leave `kind` out")
                    valid = false
                }
            } else {
                diagnostics.error(
                    "unknown kind `\(SpecText.abbreviated(kind.value))`", at: kind.location, keyPath: kind.keyPath,
                    hint: Suggestion.didYouMean(kind.value, among: names).map { "\($0) Kinds are: \(names.joined(separator: ", "))" }
                        ?? "kinds are: \(names.joined(separator: ", "))"
                )
                valid = false
            }
        }
        guard let code = draft.currency else { return (meaning, nil, valid) }
        if let meaning, meaning != .currency {
            diagnostics.error("`currency` is for a currency field, and this one is `kind: \(meaning.rawValue)`",
                              at: code.location, keyPath: code.keyPath, hint: "leave `currency` out, or write `kind: currency`")
            return (meaning, nil, false)
        }
        if let type, !FieldMeaning.currency.fits(type.unwrapped) {
            diagnostics.error("`currency` does not apply to `\(type)`", at: code.location, keyPath: code.keyPath,
                              hint: "currency applies to \(FieldMeaning.currency.fittingTypes)")
            return (meaning, nil, false)
        }
        let known = Set(Locale.commonISOCurrencyCodes)
        guard known.contains(code.value) else {
            let upper = code.value.uppercased()
            diagnostics.error(
                "unknown currency code `\(SpecText.abbreviated(code.value))`", at: code.location, keyPath: code.keyPath,
                hint: known.contains(upper) ? "write it in capitals: `currency: \(upper)`"
                    : Suggestion.didYouMean(upper, among: known) ?? "write an ISO 4217 code such as EUR, USD or JPY, or leave `currency` out for the user's own"
            )
            return (meaning, nil, false)
        }
        return (meaning, code.value, valid)
    }
}
