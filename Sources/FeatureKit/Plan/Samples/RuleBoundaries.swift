/// For each rule of a field, the values just inside it and just outside it (issue 35, item 3): `maxLength(120)` is
/// proved with 120 characters and 121, `min(1)` with 1 and 0, a pattern with its example and its near misses — one
/// character short, one too many, one character of another class — so a Validator whose bound or pattern is
/// weakened (`<= 120` → `<= 121`, `^[0-9]{13}$` → `^[0-9]+$`) fails its tests instead of passing them. Seed 001,
/// Testing Strategies: "Use cases are unit tested" — a test that passes a broken rule proves nothing of it. Every
/// value is judged by `RuleEvaluator`, the evaluator the generated Validator's conditions come from, so a value
/// listed inside passes every rule of the field and a value listed outside breaks its rule.
public enum RuleBoundaries {
    public static let seedQuote = "Use cases are unit tested (001_8c33de19993ce27f.txt, Testing Strategies)"

    /// One rule's boundary: what the Validator must accept and what it must refuse.
    public struct Boundary: Codable, Hashable, Sendable {
        public var rule: FieldRule
        /// Values just inside the rule that pass every rule of the field, as Swift expressions.
        public var inside: [String]
        /// Values just outside the rule, each with the rule of the field it breaks first (what the Validator reports).
        public var outside: [Refusal]
    }

    /// A refused value and the rule the Validator names for it.
    public struct Refusal: Codable, Hashable, Sendable {
        public var value: String
        public var brokenRule: FieldRule
    }

    /// The boundaries of every rule of `field`, in rule order; `valid` is a value passing them all (the fixture's).
    public static func of(_ field: FieldSpec, valid: SampleValue) -> [Boundary] {
        field.rules.map { rule in
            // A write prepares text before it validates and stores it (`DataPreparation`: trimmed, blank optional text
            // nil): a value inside is one a write stores as it is, a value outside one still refused once prepared.
            let inside = dedup(insideCandidates(rule, valid: valid).filter { value in
                field.rules.allSatisfy { RuleEvaluator.passes($0, value) } && prepared(value, as: field) == value
            })
            // A length or a bound has one value just past it; emptiness (empty, blank) and a format (its near misses)
            // have several, each its own proof.
            let misses = dedup(outsideCandidates(rule, valid: valid).filter { value in
                !RuleEvaluator.passes(rule, value) && prepared(value, as: field).map { !RuleEvaluator.passes(rule, $0) } ?? false
            })
            let outside = rule.hasNearMisses ? misses : Array(misses.prefix(1))
            return Boundary(
                rule: rule,
                inside: inside.prefix(1).map(\.swift),
                outside: outside.compactMap { value in
                    RuleEvaluator.firstFailure(field.rules, value).map { Refusal(value: value.swift, brokenRule: $0) }
                }
            )
        }
    }

    /// Values at the rule's edge on its accepting side, closest first; the first that passes every rule is used.
    static func insideCandidates(_ rule: FieldRule, valid: SampleValue) -> [SampleValue] {
        switch (rule, valid) {
        case (.nonEmpty, .string(let text)): return [.string("x"), .string(resized(text, to: 1)), valid]
        case (.nonEmpty, .collection(_, let element, let keys)): return [.collection(count: 1, element: element, keys: keys)]
        case (.minLength(let n), .string(let text)), (.maxLength(let n), .string(let text)):
            return [.string(String(repeating: "x", count: n)), .string(resized(text, to: n))]
        case (.minLength(let n), .collection(_, let element, let keys)), (.maxLength(let n), .collection(_, let element, let keys)):
            return n <= keys?.count ?? Int.max ? [.collection(count: n, element: element, keys: keys)] : [valid]
        case (.min(let x), .number(_, let integer)): return [.number(integer ? x.rounded(.up) : x, integer: integer)]
        case (.max(let x), .number(_, let integer)): return [.number(integer ? x.rounded(.down) : x, integer: integer)]
        // The smallest step above zero: 1 on an integer, a cent on a number with a fraction.
        case (.positive, .number(_, let integer)): return [.number(integer ? 1 : 0.01, integer: integer)]
        // A pattern's inside is its example; email and web addresses the shortest that pass.
        case (.pattern, .string): return [valid]
        case (.email, .string): return [.string("a@b.co"), valid]
        case (.url, .string): return [.string("https://a.co"), valid]
        case (.nonEmpty, _), (.minLength, _), (.maxLength, _), (.min, _), (.max, _), (.positive, _), (.pattern, _), (.email, _), (.url, _):
            return [valid]
        }
    }

    /// Values just past the rule's edge, closest first; those the rule accepts are dropped.
    static func outsideCandidates(_ rule: FieldRule, valid: SampleValue) -> [SampleValue] {
        switch (rule, valid) {
        case (.nonEmpty, .string): return [.string(""), .string(" ")]
        case (.nonEmpty, .collection(_, let element, let keys)): return [.collection(count: 0, element: element, keys: keys)]
        case (.minLength(let n), .string(let text)) where n > 0:
            return [.string(String(repeating: "x", count: n - 1)), .string(resized(text, to: n - 1))]
        case (.maxLength(let n), .string(let text)):
            return [.string(String(repeating: "x", count: n + 1)), .string(resized(text, to: n + 1))]
        case (.minLength(let n), .collection(_, let element, let keys)) where n > 0:
            return [.collection(count: n - 1, element: element, keys: keys)]
        // A dictionary holds no more entries than its key type has values (`[Bool: Int]`: two).
        case (.maxLength(let n), .collection(_, let element, let keys)) where n + 1 <= keys?.count ?? Int.max:
            return [.collection(count: n + 1, element: element, keys: keys)]
        // One step past the bound: 1 on an integer, a cent on a number with a fraction.
        case (.min(let x), .number(_, let integer)): return [.number(integer ? x.rounded(.up) - 1 : x - 0.01, integer: integer)]
        case (.max(let x), .number(_, let integer)): return [.number(integer ? x.rounded(.down) + 1 : x + 0.01, integer: integer)]
        case (.positive, .number(_, let integer)): return [.number(0, integer: integer)]
        case (.pattern, .string(let text)): return nearMisses(of: text)
        case (.email, .string): return [.string("a@b.c"), .string("a@b"), .string("ab.co"), .string("a b@c.co")]
        case (.url, .string): return [.string("a.co"), .string("https://"), .string("not a url")]
        case (.nonEmpty, _), (.minLength, _), (.maxLength, _), (.min, _), (.max, _), (.positive, _), (.pattern, _), (.email, _), (.url, _):
            return []
        }
    }

    /// Texts one edit away from `text`: its last character dropped, its last character doubled, its first and its
    /// last character replaced by one of another class (a digit by a letter, anything else by a digit). Which of them
    /// a pattern refuses, the pattern says (`RuleEvaluator`). (Surrounding spaces are no near miss: a write trims them.)
    static func nearMisses(of text: String) -> [SampleValue] {
        guard let first = text.first, let last = text.last else { return [.string(" "), .string("x")] }
        let other = { (character: Character) -> Character in character.isNumber ? "a" : "0" }
        var misses = [String(text.dropLast()), text + String(last)]
        misses.append(String(other(first)) + text.dropFirst())
        misses.append(text.dropLast() + String(other(last)))
        return misses.map(SampleValue.string)
    }

    /// What a write makes of `value` for `field` before validating it: text trimmed, blank optional text nil (no rule
    /// applies to nil); other values as they are.
    private static func prepared(_ value: SampleValue, as field: FieldSpec) -> SampleValue? {
        guard case .string(let text) = value, SampleBuilder.isPrepared(field) else { return value }
        return DataPreparation.prepared(text, optional: field.type.isOptional).map(SampleValue.string)
    }

    private static func dedup(_ values: [SampleValue]) -> [SampleValue] {
        var seen: Set<SampleValue> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// `text` cut or padded with "x" to exactly `count` characters.
    private static func resized(_ text: String, to count: Int) -> String {
        if text.count >= count { return String(text.prefix(count)) }
        return text + String(repeating: "x", count: count - text.count)
    }
}

private extension FieldRule {
    /// A rule refused by several values just outside it: `nonEmpty` (empty, and blank), a text's form (a pattern, an
    /// email or web address: the texts one edit away).
    var hasNearMisses: Bool {
        switch self {
        case .nonEmpty, .pattern, .email, .url: true
        case .minLength, .maxLength, .min, .max, .positive: false
        }
    }
}
