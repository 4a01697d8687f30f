/// A text that a field's `pattern(…)` matches, read off the pattern itself: each literal as written, the first
/// character of a class (`[89]` → `8`, `[0-9]` → `0`), each repeat its least count (at least once), an alternation's
/// first branch. An OpenAPI document's `pattern: "^97[89][0-9]{10}$"` then needs no `example:` for the generated
/// tests to have a valid value (`9780000000000`). What it does not read (back references, lookarounds, Unicode
/// properties) gives nil, and the spec check asks for `example:` as before. The caller checks the text with
/// `RuleEvaluator`, so a reading this gets wrong costs a sample, never a wrong one.
enum PatternSample {
    static func text(matching pattern: String) -> String? {
        var reader = Reader(characters: Array(pattern))
        guard let text = reader.alternation(), reader.isAtEnd else { return nil }
        return text
    }

    private struct Reader {
        let characters: [Character]
        var index = 0

        var isAtEnd: Bool { index == characters.count }
        private var next: Character? { isAtEnd ? nil : characters[index] }

        /// Branches separated by `|` up to a `)` or the end; the first branch's text.
        mutating func alternation() -> String? {
            var first: String?
            repeat {
                guard let branch = sequence() else { return nil }
                first = first ?? branch
                guard next == "|" else { break }
                index += 1
            } while true
            return first
        }

        private mutating func sequence() -> String? {
            var text = ""
            while let character = next, character != "|", character != ")" {
                guard let atom = atom(), let count = repeatCount() else { return nil }
                text += String(repeating: atom, count: count)
            }
            return text
        }

        private mutating func atom() -> String? {
            guard let character = next else { return nil }
            index += 1
            switch character {
            case "^", "$": return ""
            case ".": return "a"
            case "\\": return escape()?.sample
            case "[": return characterClass()
            case "(": return group()
            case "*", "+", "?", "{", ")", "]": return nil
            default: return String(character)
            }
        }

        /// `(…)`, `(?:…)` and `(?<name>…)`; lookarounds and flags give nil.
        private mutating func group() -> String? {
            if next == "?" {
                index += 1
                switch next {
                case ":": index += 1
                case "<" where index + 1 < characters.count && characters[index + 1].isLetter:
                    guard let close = characters[index...].firstIndex(of: ">") else { return nil }
                    index = close + 1
                default: return nil
                }
            }
            guard let text = alternation(), next == ")" else { return nil }
            index += 1
            return text
        }

        /// `[…]`: its first member, or for `[^…]` the first of a few common characters it leaves out.
        private mutating func characterClass() -> String? {
            let negated = next == "^"
            if negated { index += 1 }
            var members: [Member] = []
            var first = true
            while let character = next, character != "]" || first {
                first = false
                index += 1
                var lower: Member
                if character == "\\" {
                    guard let escaped = escape() else { return nil }
                    lower = escaped
                } else {
                    lower = .character(character)
                }
                if next == "-", index + 1 < characters.count, characters[index + 1] != "]", case .character(let start) = lower {
                    index += 1
                    guard let end = next, end != "\\" else { return nil }
                    index += 1
                    lower = .range(start, end)
                }
                members.append(lower)
            }
            guard next == "]", !members.isEmpty else { return nil }
            index += 1
            if !negated { return members[0].sample }
            return ["a", "A", "0", "x", "-", "_", " "].first { candidate in !members.contains { $0.contains(candidate) } }
                .map(String.init)
        }

        /// After `\`: a class (`\d`, `\w`, `\s` and their negations) or the character itself.
        private mutating func escape() -> Member? {
            guard let character = next else { return nil }
            index += 1
            switch character {
            case "d": return .digit
            case "w": return .word
            case "s": return .space
            case "D", "W", "S": return .other(character)
            case "b", "B", "p", "P", "k", "1"..."9": return nil
            case "n": return .character("\n")
            case "t": return .character("\t")
            default: return .character(character)
            }
        }

        /// How many times the atom before stands: a repeat's least count, at least once (`?` and `*` included, so a
        /// sample keeps every part a reader of the test expects); 1 without a quantifier; nil for one it cannot read.
        private mutating func repeatCount() -> Int? {
            var count = 1
            switch next {
            case "?", "*", "+": index += 1
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { return nil }
                let bounds = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
                guard let least = bounds.first.flatMap({ Int($0) }), bounds.count <= 2 else { return nil }
                let most = bounds.count == 2 ? Int(bounds[1]) : least
                guard bounds.count == 1 || bounds[1].isEmpty || most != nil else { return nil }
                count = least == 0 && most != 0 ? 1 : least
                index = close + 1
            default: return 1
            }
            // A lazy (`+?`) or possessive (`++`) repeat matches the same texts.
            if next == "?" || next == "+" { index += 1 }
            return count
        }
    }

    /// One member of a character class, or a class escape.
    private enum Member {
        case character(Character)
        case range(Character, Character)
        case digit, word, space
        case other(Character)

        var sample: String {
            switch self {
            case .character(let character): String(character)
            case .range(let start, _): String(start)
            case .digit: "1"
            case .word: "a"
            case .space: " "
            case .other(let escape): escape == "D" ? "a" : escape == "W" ? "-" : "a"
            }
        }

        func contains(_ candidate: Character) -> Bool {
            switch self {
            case .character(let character): character == candidate
            case .range(let start, let end): start <= candidate && candidate <= end
            case .digit: candidate.isNumber
            case .word: candidate.isLetter || candidate.isNumber || candidate == "_"
            case .space: candidate.isWhitespace
            case .other(let escape):
                escape == "D" ? !candidate.isNumber : escape == "W" ? !(candidate.isLetter || candidate.isNumber || candidate == "_") : !candidate.isWhitespace
            }
        }
    }
}
