/// Text values the sweep gives `example:` and `sets:`, by what the field holds, and the patterns it writes
/// with a value each matches. Every value is trimmed (a write trims text before storing it, and the tool refuses a
/// literal that trimming would change), and some carry what a Swift string literal must escape.
enum SweepText {
    /// What a String field holds; chooses its rules, its `kind:` and its values.
    enum Family: CaseIterable {
        case words, email, url, pattern, phone, multiline, unicode, escapes
    }

    /// A regular expression the tool accepts (NSRegularExpression) and a value of it.
    struct Pattern {
        var regex: String
        var value: (inout SweepRandom) -> String
    }

    static var patterns: [Pattern] { [
        Pattern(regex: "[A-Z]{3}") { random in letters("ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3, &random) },
        Pattern(regex: "[0-9]{13}") { random in letters("0123456789", 13, &random) },
        Pattern(regex: "[a-z]+(-[a-z]+)*") { random in letters("abcdefghij", 4, &random) + "-" + letters("klmnopqrst", 3, &random) },
        Pattern(regex: #"\+?[0-9 ]{7,15}"#) { random in "+44 " + letters("0123456789", 8, &random) },
        Pattern(regex: "#[0-9A-Fa-f]{6}") { random in "#" + letters("0123456789ABCDEFabcdef", 6, &random) },
        Pattern(regex: #"\d{4}-\d{2}-\d{2}"#) { random in "20\(random.int(in: 10...39))-0\(random.int(in: 1...9))-1\(random.int(in: 0...9))" },
        Pattern(regex: "[A-Z][a-z]+( [A-Z][a-z]+)*") { random in "Ada " + random.pick(["Lovelace", "Byron", "King"]) },
        Pattern(regex: #"[A-Z]{2}\d{2}[A-Z0-9]{4,30}"#) { random in "DE" + letters("0123456789", 2, &random) + "ABCD" + letters("0123456789", 6, &random) },
        Pattern(regex: #"v\d+\.\d+\.\d+"#) { random in "v\(random.int(in: 0...9)).\(random.int(in: 0...20)).\(random.int(in: 0...99))" },
        Pattern(regex: #"[^@\s]+"#) { random in letters("abcxyz._", 5, &random) },
        Pattern(regex: #"\p{L}+"#) { random in random.pick(["Café", "Zürich", "Ålesund", "Kraków"]) },
        Pattern(regex: ##"[^"#]+"##) { random in random.pick(["plain text", "no hash here", "a-b-c"]) },
        Pattern(regex: "(?i)[a-z]+") { random in random.pick(["HeLLo", "abc", "XYZ"]) },
        Pattern(regex: #"[0-9]{3}(\.[0-9]{2})?"#) { random in letters("0123456789", 3, &random) + (random.chance(50) ? ".\(random.int(in: 10...99))" : "") },
    ] }

    /// A value of the family (a pattern's when the family is `pattern`).
    static func value(_ family: Family, pattern: Pattern?, _ random: inout SweepRandom) -> String {
        switch family {
        case .words:
            return random.pick(["Atlas", "Blue harbor", "Main", "North wing", "Q3 plan", "Spare keys", "Evening run"])
        case .email:
            return random.pick(["ada", "grace.hopper", "linus_t", "k+tag"]) + "@" + random.pick(["example.com", "mail.example.org", "x.io"])
        case .url:
            return random.pick(["https://example.com", "https://example.org/books/42", "http://localhost:8080/a?b=c", "ftp://files.example.net/x"])
        case .pattern:
            return pattern.map { $0.value(&random) } ?? "ABC"
        case .phone:
            return random.pick(["+44 20 7946 0958", "555-0100", "(030) 1234567"])
        case .multiline:
            return random.pick(["First line\nsecond line", "One\n\nThree", "A line"])
        case .unicode:
            return random.pick(["Café ☕", "Zürich", "日本語", "emoji 🎉 party", "naïve résumé"])
        case .escapes:
            return random.pick([#"He said "hi""#, #"C:\Users\ada"#, #"\(notInterpolated)"#, "100% $5 #tag", #"tab\there"#, "quote ' single"])
        }
    }

    /// Another value of the family, different from `value` where the family has more than one.
    static func other(than value: String, _ family: Family, pattern: Pattern?, _ random: inout SweepRandom) -> String {
        for _ in 0..<8 {
            let candidate = Self.value(family, pattern: pattern, &random)
            if candidate != value { return candidate }
        }
        return value
    }

    private static func letters(_ alphabet: String, _ count: Int, _ random: inout SweepRandom) -> String {
        let characters = Array(alphabet)
        return String((0..<count).map { _ in random.pick(characters) })
    }
}
