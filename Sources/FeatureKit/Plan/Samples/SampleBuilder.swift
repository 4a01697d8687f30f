import Foundation
import ScaffoldCore

/// Finds sample values that satisfy (or break) a field's rules, checked with `RuleEvaluator`.
public struct SampleBuilder: Sendable {
    public var knownEntities: Set<String>
    /// How framework types are spelled in the expressions (`Foundation.Date(…)` where an entity is named `Date`).
    public var names: FrameworkNames
    /// The fields that name other records (`FeatureSpec.references`): their samples name no record a test makes.
    public var references: Set<String>
    /// How an entity's value is made, by entity name; `Author.fixture()` (the test target's) for one not listed.
    /// Previews list theirs (`PreviewSamples`), as the app target has no fixtures.
    public var entityValues: [String: String] = [:]
    /// The planned feature's own entity: a list of its own records starts empty in the fixture, as
    /// `featured: [Vehicle] = [Vehicle.fixture()]` is a default argument that calls itself (found by the sweep).
    public var ownEntity: String? = nil

    public init(knownEntities: Set<String> = [], names: FrameworkNames = .plain, references: Set<String> = []) {
        self.knownEntities = knownEntities
        self.names = names
        self.references = references
    }

    /// `Author.fixture()`, or how `entityValues` makes an `Author`.
    private func entityValue(_ name: String) -> String { entityValues[name] ?? "\(name).fixture()" }

    /// The `Int` id a reference field's sample names: generated tests give records the ids 1 and 2 (`idSample`), so
    /// a fixture left at its default names none of them. With `1`, a restrict test's other record
    /// (`Episode.fixture()`) named the shelf being deleted, and the refusal listed it too (found by the sweep).
    static let unreferencedID = 1000.0

    /// Samples for a field; a rule set no sample can satisfy is an error pointing at the field.
    public func samples(for field: FieldSpec, diagnostics: inout DiagnosticCollector, keyPath: String) -> FieldSamples {
        let kind = FieldKind(field.type)
        guard let valid = validValue(field: field, kind: kind) else {
            diagnostics.error(
                "cannot find a value for '\(field.name)' that passes \(field.rules.map(\.description).joined(separator: ", "))",
                at: field.location, keyPath: keyPath,
                hint: "add `example:` with a value that passes every rule, so the generated tests can prove them"
            )
            return FieldSamples(field: field.name, valid: "\"\"", checks: [])
        }
        // Issue 35, item 3: each rule at its edge (`RuleBoundaries`), the value just inside and every value just
        // outside; where a rule has no edge values that fit the field, a value it accepts and one it refuses.
        let checks = zip(field.rules, RuleBoundaries.of(field, valid: valid)).map { rule, edge -> RuleProof in
            let accepted = edge.inside.first ?? (boundary(for: rule, kind: kind, valid: valid, field: field) ?? valid).swift
            let refusals = edge.outside.isEmpty
                ? refusal(for: rule, kind: kind, valid: valid, field: field).flatMap { refused in
                    RuleEvaluator.firstFailure(field.rules, refused).map { [RuleBoundaries.Refusal(value: refused.swift, brokenRule: $0)] }
                } ?? []
                : edge.outside
            return RuleProof(rule: rule.description, accepted: accepted, refusals: refusals)
        }
        let alternative = alternativeValue(field: field, kind: kind, valid: valid)
        return FieldSamples(field: field.name, valid: valid.swift, alternative: alternative?.swift, checks: checks)
    }

    func validValue(field: FieldSpec, kind: FieldKind) -> SampleValue? {
        let candidates = candidates(field: field, kind: kind)
        return candidates.first { value in field.rules.allSatisfy { RuleEvaluator.passes($0, value) } && isStored(value, as: field) }
    }

    /// Whether a write stores `value` as it is: text a write prepares (trimmed, blank optional text as nil;
    /// `DataPreparation`) must be prepared already, or a test comparing what was stored with what it wrote fails
    /// (`String("Sample created at".prefix(15))` is "Sample created ", stored as "Sample created").
    func isStored(_ value: SampleValue, as field: FieldSpec) -> Bool {
        guard case .string(let text) = value, Self.isPrepared(field) else { return true }
        return DataPreparation.prepared(text, optional: field.type.isOptional) == text
    }

    /// The text fields a write prepares: `String` and `String?`, but a `String` id (`FeatureSpec.textFields`).
    static func isPrepared(_ field: FieldSpec) -> Bool {
        FieldKind(field.type) == .string && field.name != "id"
    }

    private func candidates(field: FieldSpec, kind: FieldKind) -> [SampleValue] {
        switch kind {
        case .string:
            var texts: [String] = []
            if let example = field.example { texts.append(SwiftLiteral.decodeString(example) ?? example) }
            texts += field.rules.compactMap(Self.typicalText)
            let base = "Sample \(Naming.label(field.name).lowercased())"
            texts.append(base)
            texts += field.rules.compactMap { Self.text(base, fitting: $0) }
            if let min = field.rules.compactMap({ if case .minLength(let n) = $0 { n } else { nil } }).first,
               let max = field.rules.compactMap({ if case .maxLength(let n) = $0 { n } else { nil } }).first, min <= max {
                texts.append(String(repeating: "a", count: min))
            }
            texts += ["abc", "ABC", "Abc", "abc123", "ABC123", "123", "a", "A", "A1", "sample", "Sample", "2024-01-01", "user@example.com", "https://example.com"]
            // Last, so a pattern one of the texts above matches keeps the sample it had (`[A-Z]{3}`: "ABC").
            texts += field.rules.compactMap { if case .pattern(let regex) = $0 { PatternSample.text(matching: regex) } else { nil } }
            return texts.map(SampleValue.string)
        case .integer, .floating, .decimal:
            let integer = { if case .integer = kind { true } else { false } }()
            var values: [Double] = []
            if let example = field.example, let number = Double(example) { values.append(number) }
            if integer && references.contains(field.name) { values.append(Self.unreferencedID) }
            values.append(1)
            values += field.rules.compactMap { Self.edge(of: $0, integer: integer) }
            values.append(0)
            return values.map { SampleValue.number($0, integer: integer) }
        case .array(let element), .dictionary(_, let element):
            let keys = dictionaryKeys(kind)
            let referenceID = references.contains(field.name) && { if case .integer = FieldKind(element) { true } else { false } }()
            let elementSample = referenceID ? SampleValue.number(Self.unreferencedID, integer: true).swift : elementExpression(element)
            let minimum = field.rules.compactMap { if case .minLength(let n) = $0 { n } else { nil } }.max() ?? 0
            let ownRecords = ownEntity != nil && FieldKind(element) == .entity(ownEntity ?? "")
            // A dictionary has as many entries as its key type has distinct sample keys (a Bool key: two).
            let counts = (ownRecords ? [0] : [max(1, minimum), minimum, 0]).filter { $0 <= keys?.count ?? Int.max }
            guard let elementSample else { return [.collection(count: 0, element: "", keys: keys)] }
            return counts.map { SampleValue.collection(count: $0, element: elementSample, keys: keys) }
        // A fixture starts where no operation ends: `false`, the state before a `sets: { isDone: true }`.
        case .bool: return [.opaque("false")]
        case .date: return [.opaque("\(names.spell("Date"))(timeIntervalSince1970: 1_700_000_000)")]
        case .uuid: return [.opaque("\(names.spell("UUID"))(uuidString: \"00000000-0000-0000-0000-000000000001\")!")]
        case .url: return [.opaque("\(names.spell("URL"))(string: \"https://example.com\")!")]
        case .data: return [.opaque("\(names.spell("Data"))(\"sample\".utf8)")]
        case .character: return [.opaque("\"a\"")]
        case .entity(let name): return [.opaque(entityValue(name))]
        }
    }

    /// Distinct keys of a dictionary's key type, as Swift expressions (`"key0"`, `0`, `false`,
    /// `UUID(uuidString: "00000000-0000-0000-0000-000000000000")!`); nil for an array. A literal of String keys
    /// would not compile as a `[UUID: String]`.
    func dictionaryKeys(_ kind: FieldKind) -> [String]? {
        guard case .dictionary(let key, _) = kind else { return nil }
        let indices = 0..<16
        switch FieldKind(key) {
        case .integer, .floating, .decimal: return indices.map { "\($0)" }
        case .bool: return ["false", "true"]
        case .uuid: return indices.map { "\(names.spell("UUID"))(uuidString: \"00000000-0000-0000-0000-0000000000\(String(format: "%02d", $0))\")!" }
        case .date: return indices.map { "\(names.spell("Date"))(timeIntervalSince1970: \($0))" }
        case .url: return indices.map { "\(names.spell("URL"))(string: \"https://example.com/\($0)\")!" }
        case .data: return indices.map { "\(names.spell("Data"))(\"key\($0)\".utf8)" }
        case .character: return "abcdefghijklmnop".map { "\"\($0)\"" }
        default: return indices.map { "\"key\($0)\"" }
        }
    }

    /// A value passing every rule that differs from `valid`; nil when the rules leave no other (or for an entity,
    /// whose fixture differs by its fresh id), and a test then changes nothing it could not see.
    func alternativeValue(field: FieldSpec, kind: FieldKind, valid: SampleValue) -> SampleValue? {
        var others: [SampleValue]
        switch kind {
        case .string: others = [.string("Other \(Naming.label(field.name).lowercased())")]
        case .integer, .floating, .decimal:
            guard case .number(let value, let integer) = valid else { return nil }
            others = [value + 1, value + 2, value - 1, value / 2].map { .number(integer ? $0.rounded(.down) : $0, integer: integer) }
        case .bool: others = [.opaque("true")]
        case .date: others = [.opaque("\(names.spell("Date"))(timeIntervalSince1970: 1_800_000_000)")]
        case .uuid: others = [.opaque("\(names.spell("UUID"))(uuidString: \"00000000-0000-0000-0000-000000000002\")!")]
        case .url: others = [.opaque("\(names.spell("URL"))(string: \"https://example.org\")!")]
        case .data: others = [.opaque("\(names.spell("Data"))(\"other\".utf8)")]
        case .character: others = [.opaque("\"b\"")]
        case .array, .dictionary:
            // One element more than the fixture: an empty list is where a list that is lost ends up.
            guard case .collection(let count, let element, let keys) = valid, !element.isEmpty, count + 1 <= keys?.count ?? Int.max else { return nil }
            others = [.collection(count: count + 1, element: element, keys: keys)]
        case .entity: return nil
        }
        others += candidates(field: field, kind: kind)
        return others.first { value in value != valid && field.rules.allSatisfy { RuleEvaluator.passes($0, value) } && isStored(value, as: field) }
    }

    /// A Swift expression for one element of a collection field; nil when there is no obvious one.
    func elementExpression(_ type: TypeRef) -> String? {
        switch FieldKind(type) {
        case .string: return "\"Sample\""
        case .integer, .floating, .decimal: return "1"
        case .bool: return "true"
        case .entity(let name): return entityValue(name)
        case .array: return "[]"
        case .dictionary: return "[:]"
        default:
            let field = FieldSpec(name: "element", type: type)
            return validValue(field: field, kind: FieldKind(type))?.swift
        }
    }

    /// The value at the edge of a rule (exactly `minLength` characters, exactly `max`), if it passes all rules.
    private func boundary(for rule: FieldRule, kind: FieldKind, valid: SampleValue, field: FieldSpec) -> SampleValue? {
        let rules = field.rules
        let edge: SampleValue?
        switch rule {
        case .minLength(let n), .maxLength(let n):
            switch valid {
            case .string(let text):
                edge = [SampleValue.string(String(repeating: "x", count: n)), .string(resized(text, to: n))]
                    .first { value in rules.allSatisfy { RuleEvaluator.passes($0, value) } && isStored(value, as: field) }
            // A dictionary cannot hold more entries than its key type has distinct sample keys.
            case .collection(_, let element, let keys) where n <= keys?.count ?? Int.max:
                edge = .collection(count: n, element: element, keys: keys)
            case .collection, .number, .opaque: edge = nil
            }
        case .min, .max, .positive:
            edge = valid.number.flatMap { number in Self.edge(of: rule, integer: number.integer).map { .number($0, integer: number.integer) } }
        case .nonEmpty, .pattern, .email, .url: edge = nil
        }
        guard let edge, rules.allSatisfy({ RuleEvaluator.passes($0, edge) }) else { return nil }
        return edge
    }

    /// A text the rule is made for, tried before any other (an address for `email`); nil when the rule has none.
    private static func typicalText(for rule: FieldRule) -> String? {
        switch rule {
        case .email: return "user@example.com"
        case .url: return "https://example.com"
        case .nonEmpty, .minLength, .maxLength, .min, .max, .positive, .pattern: return nil
        }
    }

    /// `base` made to fit a length rule (padded with "x" to `minLength`, cut to `maxLength`); nil for other rules.
    private static func text(_ base: String, fitting rule: FieldRule) -> String? {
        switch rule {
        case .minLength(let n): return base + String(repeating: "x", count: max(0, n - base.count))
        case .maxLength(let n): return String(base.prefix(n))
        case .nonEmpty, .min, .max, .positive, .pattern, .email, .url: return nil
        }
    }

    /// The number at a number rule's edge, as a field of whole numbers or not compares it; nil for other rules.
    private static func edge(of rule: FieldRule, integer: Bool) -> Double? {
        switch rule {
        case .min(let x): return integer ? x.rounded(.up) : x
        case .max(let x): return integer ? x.rounded(.down) : x
        // Whole numbers start at 1; other numbers have no least one above 0.
        case .positive: return integer ? 1 : nil
        case .nonEmpty, .minLength, .maxLength, .pattern, .email, .url: return nil
        }
    }

    /// A value that breaks `rule`, and still does once a write prepared it (`"   "` in an optional text is stored
    /// as nil, which every rule lets pass); nil when none of the tries does (the test then proves acceptance only).
    private func refusal(for rule: FieldRule, kind: FieldKind, valid: SampleValue, field: FieldSpec) -> SampleValue? {
        let tries: [SampleValue]
        switch (rule, valid) {
        case (.nonEmpty, .string): tries = [.string("   "), .string("")]
        case (.nonEmpty, .collection(_, let element, let keys)): tries = [.collection(count: 0, element: element, keys: keys)]
        case (.minLength(let n), .string(let text)) where n > 0:
            tries = [.string(String(repeating: "x", count: n - 1)), .string(resized(text, to: n - 1))]
        case (.maxLength(let n), .string(let text)):
            tries = [.string(String(repeating: "x", count: n + 1)), .string(resized(text, to: n + 1))]
        case (.minLength(let n), .collection(_, let element, let keys)) where n > 0:
            tries = [.collection(count: n - 1, element: element, keys: keys)]
        case (.maxLength(let n), .collection(_, let element, let keys)) where n + 1 <= keys?.count ?? Int.max:
            tries = [.collection(count: n + 1, element: element, keys: keys)]
        case (.min(let x), .number(_, let integer)): tries = [.number(integer ? x.rounded(.up) - 1 : x - 1, integer: integer)]
        case (.max(let x), .number(_, let integer)): tries = [.number(integer ? x.rounded(.down) + 1 : x + 1, integer: integer)]
        case (.positive, .number(_, let integer)): tries = [.number(0, integer: integer), .number(-1, integer: integer)]
        case (.pattern, .string(let text)):
            tries = ["", " ", "!", "#", "?", "0", "a", "Z", text + "!", "!" + text, text + " ", "\u{00E9}"].map(SampleValue.string)
        case (.email, .string): tries = [.string("not-an-email"), .string("a@b")]
        case (.url, .string): tries = [.string("not a url"), .string("example")]
        // The rule looks at another kind of value (the spec check refused it), or cannot be broken (`minLength(0)`).
        case (.nonEmpty, _), (.minLength, _), (.maxLength, _), (.min, _), (.max, _), (.positive, _), (.pattern, _), (.email, _), (.url, _): tries = []
        }
        return tries.first { value in
            guard !RuleEvaluator.passes(rule, value) else { return false }
            guard case .string(let text) = value, Self.isPrepared(field) else { return true }
            return DataPreparation.prepared(text, optional: field.type.isOptional).map { !RuleEvaluator.passes(rule, .string($0)) } ?? false
        }
    }

    /// `text` cut or padded with "x" to exactly `count` characters.
    private func resized(_ text: String, to count: Int) -> String {
        if text.count >= count { return String(text.prefix(count)) }
        return text + String(repeating: "x", count: count - text.count)
    }
}
