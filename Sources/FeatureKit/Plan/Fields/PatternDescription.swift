import Foundation

/// What a `pattern(…)` rule wants, in words a person reads beside the field: "ISBN must be 13 digits." instead of
/// "Isbn has the wrong format." (issue 35). Seed 000's ViewModel layer: "Transform errors into user-friendly
/// messages" — and a message that does not say what is wanted is not one.
///
/// Decided here, not by a spec key: the common patterns — a sequence of character classes with counts and literal
/// separators (`^[0-9]{13}$`, `^[A-Z]{2}[0-9]{4}$`, `^[0-9]{3}-[0-9]{4}$`) — are described from the pattern itself,
/// so a spec states each fact once; any other pattern (alternatives, groups, `.`) is described by the field's valid
/// example ("must look like 9780306406157"), which every pattern field has (`example:`, or one scaffold found).
public enum PatternDescription {
    public static let seedQuote = "Transform errors into user-friendly messages (000_c7ec1093a6c69dce.txt, ViewModel layer)"

    /// What the field must do, after "<Label> must …": "be 13 digits", or "look like <example>" for a pattern that is
    /// not a plain sequence.
    public static func requirement(pattern: String, example: String) -> String {
        if let described = describe(pattern) { return "be " + described }
        return "look like \(example)"
    }

    /// "13 digits", "2 capital letters followed by 4 digits", "3 digits, “-” and 4 digits, in that order"; nil when the
    /// pattern is not a sequence of described pieces.
    public static func describe(_ pattern: String) -> String? {
        var body = Substring(pattern)
        if body.hasPrefix("^") { body = body.dropFirst() }
        if body.hasSuffix("$"), !body.hasSuffix("\\$") { body = body.dropLast() }
        guard !body.isEmpty, let pieces = pieces(of: body) else { return nil }
        let words = merged(pieces).map(\.words)
        switch words.count {
        case 1: return words[0]
        case 2: return "\(words[0]) followed by \(words[1])"
        default: return words.dropLast().joined(separator: ", ") + " and \(words[words.count - 1]), in that order"
        }
    }

    /// One described piece: what it matches and how many times.
    struct Piece: Equatable {
        var what: Atom
        var minimum: Int
        var maximum: Int?

        var words: String {
            let count: String
            switch (minimum, maximum) {
            case let (low, high?) where low == high: count = "\(low)"
            case let (0, high?): count = "at most \(high)"
            case let (low, high?): count = "\(low) to \(high)"
            case (0, nil): count = "any number of"
            case (1, nil): count = "one or more"
            case let (low, nil): count = "at least \(low)"
            }
            let plural = maximum != 1
            return "\(count) \(plural ? what.plural : what.singular)"
                .replacingOccurrences(of: "1 “", with: "“")
        }
    }

    /// A class of characters, or one literal character.
    enum Atom: Equatable {
        case digit, capital, lowercase, letter, letterOrDigit, hexDigit
        case literal(String)

        var singular: String {
            switch self {
            case .digit: "digit"
            case .capital: "capital letter"
            case .lowercase: "lowercase letter"
            case .letter: "letter"
            case .letterOrDigit: "letter or digit"
            case .hexDigit: "hexadecimal digit"
            case .literal(let character): "“\(character)”"
            }
        }

        var isLiteral: Bool {
            if case .literal = self { return true }
            return false
        }

        var plural: String {
            switch self {
            case .letterOrDigit: "letters or digits"
            case .literal(let character): "“\(character)”"
            default: singular + "s"
            }
        }
    }

    /// The classes a bracket expression may be, by the ranges and characters it lists (in any order).
    private static let classes: [(Set<String>, Atom)] = [
        (["0-9"], .digit),
        (["A-Z"], .capital),
        (["a-z"], .lowercase),
        (["A-Z", "a-z"], .letter),
        (["A-Z", "a-z", "0-9"], .letterOrDigit),
        (["0-9", "A-F"], .hexDigit),
        (["0-9", "a-f", "A-F"], .hexDigit),
    ]

    private static func pieces(of body: Substring) -> [Piece]? {
        var pieces: [Piece] = []
        var rest = body
        while let first = rest.first {
            let atom: Atom
            switch first {
            case "[":
                guard let close = rest.firstIndex(of: "]") else { return nil }
                guard let known = bracketClass(rest[rest.index(after: rest.startIndex)..<close]) else { return nil }
                atom = known
                rest = rest[rest.index(after: close)...]
            case "\\":
                let escaped = rest.dropFirst().first
                if escaped == "d" {
                    atom = .digit
                } else if let escaped, "-.+*?()[]{}|^$\\/ ".contains(escaped) {
                    atom = .literal(String(escaped))
                } else {
                    return nil
                }
                rest = rest.dropFirst(2)
            case "-", " ", "/", ":", "_", "#", "@":
                atom = .literal(String(first))
                rest = rest.dropFirst()
            case _ where first.isLetter || first.isNumber:
                atom = .literal(String(first))
                rest = rest.dropFirst()
            default:
                return nil
            }
            guard let (minimum, maximum, after) = quantifier(rest) else { return nil }
            pieces.append(Piece(what: atom, minimum: minimum, maximum: maximum))
            rest = after
        }
        return pieces
    }

    /// `0-9A-Z` → the class it names; nil for anything else (negation, other ranges, single characters).
    private static func bracketClass(_ inside: Substring) -> Atom? {
        guard !inside.hasPrefix("^") else { return nil }
        var parts: Set<String> = []
        var rest = inside
        while rest.count >= 3 {
            let range = String(rest.prefix(3))
            guard Array(range)[1] == "-" else { return nil }
            parts.insert(range)
            rest = rest.dropFirst(3)
        }
        guard rest.isEmpty else { return nil }
        return classes.first { $0.0 == parts }?.1
    }

    /// `{13}`, `{2,4}`, `{2,}`, `+`, `*`, `?` or none after an atom, and what follows it.
    private static func quantifier(_ text: Substring) -> (Int, Int?, Substring)? {
        switch text.first {
        case "+": return (1, nil, text.dropFirst())
        case "*": return (0, nil, text.dropFirst())
        case "?": return (0, 1, text.dropFirst())
        case "{":
            guard let close = text.firstIndex(of: "}") else { return nil }
            let inside = text[text.index(after: text.startIndex)..<close]
            let bounds = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let low = Int(bounds[0]) else { return nil }
            let rest = text[text.index(after: close)...]
            switch bounds.count {
            case 1: return (low, low, rest)
            case 2 where bounds[1].isEmpty: return (low, nil, rest)
            case 2:
                guard let high = Int(bounds[1]), high >= low else { return nil }
                return (low, high, rest)
            default: return nil
            }
        default: return (1, 1, text)
        }
    }

    /// Runs of one class read as one count (`\d\d\d` is "3 digits"), and literal characters as one text
    /// (`ISBN` is "“ISBN”").
    private static func merged(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces {
            if var last = result.last, case .literal(let before) = last.what, case .literal(let text) = piece.what,
               last.minimum == 1, last.maximum == 1, piece.minimum == 1, piece.maximum == 1 {
                last.what = .literal(before + text)
                result[result.count - 1] = last
            } else if var last = result.last, last.what == piece.what, !last.what.isLiteral {
                last.minimum += piece.minimum
                last.maximum = last.maximum.flatMap { high in piece.maximum.map { high + $0 } }
                result[result.count - 1] = last
            } else {
                result.append(piece)
            }
        }
        return result
    }
}
