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
            if let broken = rules.first(where: { !satisfies(value, $0) }) {
                report("\(noun) `\(shown)` does not satisfy rule `\(broken)`", "give a value that satisfies every rule of the field")
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
            if let broken = rules.first(where: { !satisfies(number, $0) }) {
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

    /// String rules as the generated Validator applies them; `pattern` must match the whole value,
    /// which also satisfies a validator that only searches for a match.
    static func satisfies(_ text: String, _ rule: FieldRule) -> Bool {
        switch rule {
        case .nonEmpty: return !text.isEmpty
        case .minLength(let n): return text.count >= n
        case .maxLength(let n): return text.count <= n
        case .pattern(let regex):
            guard let expression = try? NSRegularExpression(pattern: regex) else { return false }
            let whole = NSRange(text.startIndex..., in: text)
            return expression.firstMatch(in: text, options: [.anchored], range: whole)?.range == whole
        case .email:
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(" ")
        case .url:
            guard let url = URL(string: text) else { return false }
            return url.scheme != nil && url.host != nil
        case .min, .max: return true
        }
    }

    private static func satisfies(_ number: Double, _ rule: FieldRule) -> Bool {
        switch rule {
        case .min(let low): return number >= low
        case .max(let high): return number <= high
        default: return true
        }
    }
}
