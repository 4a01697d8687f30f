import Foundation
import ScaffoldCore

/// Turns the text of one `rules:` entry into a FieldRule, saying exactly what is wrong when it can't.
enum RuleParsing {
    /// Every rule's spelling, for hints: `nonEmpty, minLength(1), …`.
    static var allForms: String {
        FieldRule.Kind.allCases.map(\.definition.example).joined(separator: ", ")
    }

    static func parse(_ text: Located<String>, into diagnostics: inout DiagnosticCollector) -> FieldRule? {
        if let rule = FieldRule(parsing: text.value) { return rule }
        let (message, hint) = explain(text.value.trimmingCharacters(in: .whitespaces))
        diagnostics.error(message, at: text.location, keyPath: text.keyPath, hint: hint)
        return nil
    }

    /// Why FieldRule(parsing:) refused `text`, and the spelling that would work.
    private static func explain(_ text: String) -> (String, String) {
        let shown = SpecText.abbreviated(text)
        guard !text.isEmpty else { return ("the rule is empty", "write a rule such as `nonEmpty`; rules are: \(allForms)") }
        let open = text.firstIndex(of: "(")
        let name = open.map { String(text[..<$0]).trimmingCharacters(in: .whitespaces) } ?? text
        guard let kind = FieldRule.Kind(rawValue: name) else {
            let hint = Suggestion.didYouMean(name, among: FieldRule.names).map { "\($0) Rules are: \(allForms)" }
                ?? "rules are: \(allForms)"
            return ("unknown rule `\(shown)`", hint)
        }
        let form = kind.definition.example
        guard let open else {
            // Only rules that need an argument get here: the others parse without one.
            return ("rule `\(name)` needs an argument", "write `\(form)`")
        }
        if !text.hasSuffix(")") {
            let problem = text[open...].contains(")") ? "has text after its closing `)`" : "is missing its closing `)`"
            return ("rule `\(shown)` \(problem)", "write `\(form)`")
        }
        let argument = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .trimmingCharacters(in: .whitespaces)
        switch kind.definition.argument {
        case .none:
            return ("rule `\(name)` takes no argument", "write `\(name)`")
        case .length:
            let reason = argument.allSatisfy(\.isNumber) && !argument.isEmpty ? "is too large" : "is not a whole number of 0 or more"
            return ("the argument of `\(shown)` \(reason)", "write a length such as `\(form)`")
        case .number:
            return ("the argument of `\(shown)` is not a finite number", "write a number such as `\(form)`")
        case .regex:
            return ("rule `\(name)` needs a regular expression between the parentheses", "write `\(form)`")
        }
    }
}
