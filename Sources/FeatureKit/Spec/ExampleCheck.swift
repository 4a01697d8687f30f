import Foundation
import ScaffoldCore

/// Turns a field's `example:` (or a literal of `sets:`) into Swift literal text for its type and proves it
/// satisfies the field's rules, so generated code that uses it really passes validation.
enum ExampleCheck {
    /// The Swift literal (`"Main"`, `42`, `true`), or nil after reporting why the value can't be used;
    /// `noun` names the value in messages (`example`, or `value` for `sets:`).
    static func literal(
        for example: Located<String>, type: TypeRef, rules: [FieldRule], noun: String = "example",
        into diagnostics: inout DiagnosticCollector
    ) -> String? {
        func report(_ message: String, _ hint: String) {
            diagnostics.error(message, at: example.location, keyPath: example.keyPath, hint: hint)
        }
        let value = example.value
        let shown = SpecText.abbreviated(value)
        guard case .named(let name) = type.unwrapped else {
            report("\(noun)s are supported for String, Character, number and Bool fields, not `\(type)`",
                   noun == "example" ? "leave `example` out for this field" : "give this field `nil`, `now` or `toggle` as its type allows")
            return nil
        }
        switch name {
        case "String":
            if let broken = RuleEvaluator.firstFailure(rules, .string(value)) {
                report("\(noun) `\(shown)` does not satisfy rule `\(broken)`", "give a value that satisfies every rule of the field")
                return nil
            }
            // A write trims text and stores empty optional text as nil before it validates: a literal that
            // preparation would change is not the value the generated tests would find stored.
            if DataPreparation.prepared(value, optional: type.isOptional) != value {
                let empty = type.isOptional && value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                report(
                    empty ? "\(noun) `\(shown)` is stored as nil: empty optional text is no value"
                        : "\(noun) `\(shown)` has spaces or newlines around it, which are trimmed before it is stored",
                    empty ? (noun == "example" ? "leave `example` out, or give a text" : "write `nil`")
                        : "write it trimmed: `\(SpecText.abbreviated(value.trimmingCharacters(in: .whitespacesAndNewlines)))`"
                )
                return nil
            }
            return SwiftLiteral.string(value)
        case "Character":
            guard value.count == 1 else {
                report("\(noun) `\(shown)` is not a single Character", "give exactly one character")
                return nil
            }
            return SwiftLiteral.string(value)
        case "Bool":
            guard value == "true" || value == "false" else {
                report("\(noun) `\(shown)` is not a Bool", "write `true` or `false`")
                return nil
            }
            return value
        case _ where KnownTypes.numeric.contains(name):
            let text = value.trimmingCharacters(in: .whitespaces)
            guard let number = NumberLiteral.value(of: text, as: name) else {
                report("\(noun) `\(shown)` is not a valid \(name)", "write a \(name) value such as `\(KnownTypes.integers.contains(name) ? "42" : "4.5")`")
                return nil
            }
            if let broken = RuleEvaluator.firstFailure(rules, .number(number, integer: KnownTypes.integers.contains(name))) {
                report("\(noun) `\(shown)` does not satisfy rule `\(broken)`", "give a value that satisfies every rule of the field")
                return nil
            }
            return text
        default:
            report("\(noun)s are supported for String, Character, number and Bool fields, not `\(type)`",
                   noun == "example" ? "leave `example` out for this field" : "give this field `nil`, `now` or `toggle` as its type allows")
            return nil
        }
    }
}
