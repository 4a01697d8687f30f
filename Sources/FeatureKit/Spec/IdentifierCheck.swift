import ScaffoldCore

/// Checks a spec name against Swift's identifier rules and the case convention of what it becomes.
///
/// Names are limited to ASCII letters, digits and `_`: they also become file and folder names,
/// which must survive every file system and tool the team uses.
enum IdentifierCheck {
    /// Types are UpperCamelCase; properties and methods lowerCamelCase.
    enum Style: Sendable {
        case upperCamel, lowerCamel

        var label: String { self == .upperCamel ? "UpperCamelCase" : "lowerCamelCase" }
    }

    /// What is wrong with a name, and what to write instead.
    struct Problem: Equatable, Sendable {
        var message: String
        var hint: String
    }

    /// nil when `name` is a valid identifier in `style`; `role` names it in messages (`field name`).
    static func problem(with name: String, style: Style, role: String) -> Problem? {
        let fallback = style == .upperCamel ? "Wallet" : "balance"
        guard let first = name.unicodeScalars.first else {
            return Problem(message: "the \(role) is empty", hint: "write a \(style.label) name such as `\(fallback)`")
        }
        let shown = SpecText.abbreviated(name)
        let suggestion = camelCased(name, style: style)
        let writeSuggestion = suggestion.map { "write `\(SpecText.abbreviated($0))`" } ?? "write a \(style.label) name such as `\(fallback)`"
        if let bad = name.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
            return Problem(
                message: "\(role) `\(shown)` is not a Swift identifier: it contains \(describe(bad))",
                hint: "\(writeSuggestion); names use only letters, digits and _"
            )
        }
        if isDigit(first) {
            return Problem(
                message: "\(role) `\(shown)` is not a Swift identifier: it starts with a digit",
                hint: "start the name with a letter, e.g. `\(style == .upperCamel ? "Item" : "item")\(shown)`"
            )
        }
        if SwiftKeywords.isReserved(name, asType: style == .upperCamel) {
            return Problem(
                message: "\(role) `\(shown)` is a Swift keyword",
                hint: "choose another name, e.g. `\(name)Value`; generated code would need backticks everywhere"
            )
        }
        let startsRight = style == .upperCamel ? isUppercase(first) : isLowercase(first)
        if !startsRight || name.contains("_") {
            return Problem(message: "\(role) `\(shown)` must be \(style.label)", hint: writeSuggestion)
        }
        return nil
    }

    /// `first-name` → `firstName` / `FirstName`; nil when no valid identifier can be derived.
    static func camelCased(_ name: String, style: Style) -> String? {
        let words = name.unicodeScalars
            .split { !isASCIIAlphanumeric($0) }
            .map { String(String.UnicodeScalarView($0)) }
        guard let head = words.first else { return nil }
        let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let start = style == .upperCamel ? head.prefix(1).uppercased() + head.dropFirst() : lowercasedLeadingRun(head)
        let result = ([start] + tail).joined()
        guard let first = result.unicodeScalars.first, !isDigit(first),
              !SwiftKeywords.isReserved(result, asType: style == .upperCamel) else { return nil }
        return result
    }

    /// `URLString` → `urlString`, `ID` → `id`, `Balance` → `balance`.
    private static func lowercasedLeadingRun(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        let run = scalars.prefix { isUppercase($0) }.count
        if run == scalars.count { return word.lowercased() }
        let lowered = run > 1 ? run - 1 : run
        return String(word.prefix(lowered)).lowercased() + word.dropFirst(lowered)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case " ": return "a space"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            return "the control character U+\(String(scalar.value, radix: 16, uppercase: true))"
        default: return "`\(scalar)`"
        }
    }

    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool { isASCIIAlphanumeric(scalar) || scalar == "_" }
    static func isASCIIAlphanumeric(_ s: Unicode.Scalar) -> Bool { isUppercase(s) || isLowercase(s) || isDigit(s) }
    static func isUppercase(_ s: Unicode.Scalar) -> Bool { ("A"..."Z").contains(s) }
    static func isLowercase(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) }
    static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
}
