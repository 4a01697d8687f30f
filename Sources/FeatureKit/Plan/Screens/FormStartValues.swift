/// What a new record's form starts with (issue 35: "new forms start with invalid values", pages 0 under `min(1)`).
/// A number starts at the value nearest zero its rules accept (`pages` with `min(1)`: 1; `cardNumber` with
/// `min(1000)`: 1000), a `Bool` at `false`, an optional at none, a field with `default:` at its default (text
/// included). Other text starts empty: it is for the person to type, and a made-up title would be saved by a careless Save. Seed 000, ViewModel
/// layer: the view model "Handle[s] presentation logic" — where the form starts is that, and the rules it starts
/// inside are the spec's.
public enum FormStartValues {
    public static let seedQuote = "Handle presentation logic (000_c7ec1093a6c69dce.txt, ViewModel layer)"

    /// The Swift literal a new draft's field starts with when the spec gives it a `default:` (what the server assumes
    /// when the key is absent, or what earlier records read): the spec has said what a new one is, so the form says it
    /// too rather than starting empty. Nil for a field without one, and for controls no literal fills (a date, a
    /// reference, which a default cannot name).
    public static func specDefault(for field: FieldSpec) -> String? {
        field.defaultValue?.swiftLiteral
    }

    /// The Swift expression a new draft's number field starts with; nil for fields that are not numbers (they keep
    /// their type's empty value), or when the field's `default:` says it.
    public static func number(for field: FieldSpec) -> String? {
        guard field.defaultValue == nil, !field.type.isOptional else { return nil }
        let kind = FieldKind(field.type)
        let integer: Bool
        switch kind {
        case .integer: integer = true
        case .floating, .decimal: integer = false
        default: return nil
        }
        // Zero if the rules accept it; else the bound nearest zero, which the rules accept by definition.
        var candidates: [Double] = [0]
        for rule in field.rules {
            if case .min(let x) = rule { candidates.append(integer ? x.rounded(.up) : x) }
            if case .max(let x) = rule { candidates.append(integer ? x.rounded(.down) : x) }
        }
        let accepted = candidates
            .filter { value in field.rules.allSatisfy { RuleEvaluator.passes($0, .number(value, integer: integer)) } }
            .min { abs($0) < abs($1) }
        return SampleValue.number(accepted ?? 0, integer: integer).swift
    }
}
