import FeatureKit

/// A generated field and what the generator knows of its values, so `example:` and `sets:` literals pass its rules.
struct GeneratedField {
    var field: SweepField
    /// The type without its optional, and whether it had one.
    var base: String
    var optional: Bool
    var values: Values

    enum Values {
        /// Text of a family (and a pattern's, for `pattern`).
        case text(SweepText.Family, SweepText.Pattern?)
        /// A whole number in the range (the field's rules and its type's bounds).
        case integer(ClosedRange<Int64>)
        /// A number in the range, written with at most two decimals.
        case fraction(ClosedRange<Double>)
        case bool
        /// A list: `[]` passes its rules when `emptyAllowed`.
        case list(emptyAllowed: Bool)
        /// Nothing `sets:` can write but `nil` (UUID, URL, Date, Data, dictionaries, entities).
        case none
    }

    var rules: [FieldRule] { field.rules.compactMap(FieldRule.init(parsing:)) }

    /// A literal of the field's type that passes its rules and that preparation leaves as it is, or nil when the
    /// type takes none (`sets:` then gives it `now`, `toggle`, `[]` or `nil`).
    func literal(_ random: inout SweepRandom, avoiding avoided: String? = nil) -> SweepValue? {
        switch values {
        case .text(let family, let pattern):
            for _ in 0..<12 {
                let text = SweepText.value(family, pattern: pattern, &random)
                if text != avoided, RuleEvaluator.firstFailure(rules, .string(text)) == nil { return .quoted(text) }
            }
            return nil
        case .integer(let range):
            // Near zero where the range allows it, so literals read like values a person types.
            let start = min(max(0, range.lowerBound), range.upperBound)
            let value = start + Int64(random.int(in: 0...Int(min(range.upperBound - start, 50))))
            return .plain(String(value))
        case .fraction(let range):
            let start = min(max(0, range.lowerBound), range.upperBound)
            let steps = Int(min((range.upperBound - start) * 4, 200))
            return .plain(SweepFieldGenerator.format(start + Double(random.int(in: 0...steps)) * 0.25))
        case .bool:
            return .plain(random.chance(50) ? "true" : "false")
        case .list, .none:
            return nil
        }
    }
}

/// Fields of every type the grammar has, with rules that fit them, examples that pass them, `kind:` and `currency:`.
struct SweepFieldGenerator {
    /// Entities of the batch generated before this one, which a field may hold (`Author?`, `[Author]`).
    var earlierEntities: [String]
    var ownEntity: String
    /// No field holds another entity (`SweepConstruct.entityField`).
    var withoutEntityFields = false

    static let integerBounds: [String: ClosedRange<Int64>] = [
        "Int8": -128...127, "UInt8": 0...255, "Int16": -32768...32767, "UInt16": 0...65535,
        "Int32": -2_147_483_648...2_147_483_647, "UInt32": 0...4_294_967_295,
        "Int": -9_000_000_000...9_000_000_000, "Int64": -9_000_000_000...9_000_000_000,
        "UInt": 0...9_000_000_000, "UInt64": 0...9_000_000_000,
    ]

    /// Integer types whose own bounds a spec may well write as rules (`min(-128)` on an Int8).
    static let smallIntegers: Set<String> = ["Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32"]

    mutating func field(named name: String, _ random: inout SweepRandom) -> GeneratedField {
        let shape = random.weighted([("scalar", 80), ("array", 11), ("dictionary", 4), ("entity", earlierEntities.isEmpty || withoutEntityFields ? 0 : 3), ("nested", 2)])
        switch shape {
        case "array": return list(named: name, &random)
        case "dictionary":
            let type = random.pick(["[String: Int]", "[String: String]", "[String: Double]", "[UUID: String]", "[Int: Bool]", "[String: [Int]]"])
            let optional = random.chance(15)
            var field = SweepField(name: name, type: type + (optional ? "?" : ""))
            if random.chance(25) { field.rules = ["nonEmpty"] }
            return GeneratedField(field: field, base: type, optional: optional, values: .none)
        case "entity":
            let entity = random.pick(earlierEntities + [ownEntity])
            // A struct holds itself only inside a list; a form needs a value to start with, so never bare.
            let type = entity == ownEntity || random.chance(50) ? "[\(entity)]" : "\(entity)?"
            return GeneratedField(field: SweepField(name: name, type: type), base: type, optional: type.hasSuffix("?"), values: .none)
        case "nested":
            let type = random.pick(["[[String]]", "[[Int]]?", "[String: [String]]"])
            return GeneratedField(field: SweepField(name: name, type: type), base: type, optional: type.hasSuffix("?"), values: .none)
        default:
            return scalar(named: name, type: Self.scalarType(&random), &random)
        }
    }

    static func scalarType(_ random: inout SweepRandom) -> String {
        random.weighted([
            ("String", 32), ("Int", 8), ("Int8", 1), ("Int16", 1), ("Int32", 1), ("Int64", 1), ("UInt", 1), ("UInt8", 1),
            ("UInt16", 1), ("UInt32", 1), ("UInt64", 1), ("Double", 5), ("Float", 3), ("Decimal", 6), ("Bool", 9),
            ("Date", 7), ("UUID", 3), ("URL", 4), ("Data", 2),
        ])
    }

    /// A field of a scalar type, optional one time in four.
    mutating func scalar(named name: String, type: String, optional: Bool? = nil, _ random: inout SweepRandom) -> GeneratedField {
        let optional = optional ?? random.chance(25)
        var field = SweepField(name: name, type: type + (optional ? "?" : ""))
        var generated = GeneratedField(field: field, base: type, optional: optional, values: .none)
        switch type {
        case "String":
            generated = text(field, optional: optional, &random)
        case _ where Self.integerBounds[type] != nil:
            generated = integer(field, type: type, optional: optional, &random)
        case "Double", "Float", "Decimal":
            generated = fraction(field, type: type, optional: optional, &random)
        case "Bool":
            if random.chance(15) { field.example = .plain(random.chance(50) ? "true" : "false") }
            generated = GeneratedField(field: field, base: type, optional: optional, values: .bool)
        case "URL":
            if random.chance(20) { field.kind = "url" }
            generated = GeneratedField(field: field, base: type, optional: optional, values: .none)
        default:
            break
        }
        return generated
    }

    private func text(_ field: SweepField, optional: Bool, _ random: inout SweepRandom) -> GeneratedField {
        var field = field
        let family = random.weighted([
            (SweepText.Family.words, 40), (.email, 10), (.url, 8), (.pattern, 14), (.phone, 6), (.multiline, 7), (.unicode, 8), (.escapes, 7),
        ])
        let pattern = family == .pattern ? random.pick(SweepText.patterns) : nil
        let sample = SweepText.value(family, pattern: pattern, &random)
        var rules: [String] = []
        switch family {
        case .email: if random.chance(80) { rules.append("email") } else { field.kind = "email" }
        case .url: if random.chance(70) { rules.append("url") } else { field.kind = "url" }
        case .pattern: rules.append("pattern(\(pattern!.regex))")
        case .phone: if random.chance(70) { field.kind = "phone" }
        case .multiline: if random.chance(75) { field.kind = "multiline" }
        default: break
        }
        if family == .email, rules.contains("email"), random.chance(30) { field.kind = "email" }
        if family == .url, rules.contains("url"), random.chance(30) { field.kind = "url" }
        if random.chance(40) { rules.append("nonEmpty") }
        if random.chance(25) { rules.append("minLength(\(random.int(in: 1...max(1, sample.count))))") }
        if random.chance(30) { rules.append("maxLength(\(sample.count + random.int(in: 0...40)))") }
        field.rules = random.shuffled(rules)
        let hard = family == .pattern || (rules.count > 1 && family != .words)
        if hard || random.chance(30) { field.example = .quoted(sample) }
        return GeneratedField(field: field, base: "String", optional: optional, values: .text(family, pattern))
    }

    private func integer(_ field: SweepField, type: String, optional: Bool, _ random: inout SweepRandom) -> GeneratedField {
        var field = field
        let limits = Self.integerBounds[type]!
        var lower = limits.lowerBound
        var upper = limits.upperBound
        var rules: [String] = []
        if random.chance(40) {
            // A bound the type's own range decides (`min(0)` on an unsigned type, `max(255)` on a UInt8) is refused
            // (BoundCheck): the generator writes bounds just inside the range instead.
            let signed = limits.lowerBound < 0
            let choice = random.weighted([("0", signed ? 30 : 0), ("1", 20), ("negative", signed ? 15 : 0), ("typeMin", Self.smallIntegers.contains(type) ? 8 : 0), ("half", 10), ("mid", 17)])
            switch choice {
            case "0": lower = 0; rules.append("min(0)")
            // `positive` is `min(1)` on whole numbers: chosen by the name, not by a draw, so every later draw stays.
            case "1": lower = 1; rules.append(field.name.count % 2 == 0 ? "positive" : "min(1)")
            case "negative": lower = Int64(random.int(in: -20...(-1))); rules.append("min(\(lower))")
            case "typeMin": lower = limits.lowerBound + 1; rules.append("min(\(lower))")
            case "half": lower = 1; rules.append("min(0.5)")
            default: lower = max(limits.lowerBound, Int64(random.int(in: 2...100))); rules.append("min(\(lower))")
            }
        }
        if random.chance(35) {
            let choice = random.weighted([("small", 40), ("large", 30), ("typeMax", Self.smallIntegers.contains(type) ? 10 : 0), ("half", 10)])
            switch choice {
            case "small": upper = min(max(lower, 0) + Int64(random.int(in: 0...100)), limits.upperBound - 1); rules.append("max(\(upper))")
            case "large": upper = min(max(lower, 0) + Int64(random.int(in: 100...50_000)), limits.upperBound - 1); rules.append("max(\(upper))")
            case "typeMax": upper = limits.upperBound - 1; rules.append("max(\(upper))")
            default: upper = min(max(lower, 0) + 2, limits.upperBound - 1); rules.append("max(\(upper).5)")
            }
        }
        field.rules = random.shuffled(rules)
        if random.chance(20) { field.kind = "currency"; if random.chance(50) { field.currency = random.pick(SweepNames.currencies) } }
        var generated = GeneratedField(field: field, base: type, optional: optional, values: .integer(lower...upper))
        if random.chance(30) { generated.field.example = generated.literal(&random) }
        return generated
    }

    private func fraction(_ field: SweepField, type: String, optional: Bool, _ random: inout SweepRandom) -> GeneratedField {
        var field = field
        var lower = -1_000_000.0
        var upper = 1_000_000.0
        var rules: [String] = []
        if random.chance(45) {
            lower = random.pick([0, 0.5, -1.5, 1, 10])
            rules.append("min(\(Self.format(lower)))")
        }
        if random.chance(35) {
            upper = max(lower, 0) + random.pick([0.25, 1, 99.99, 100, 1000.5, 250_000])
            rules.append("max(\(Self.format(upper)))")
        }
        field.rules = random.shuffled(rules)
        if random.chance(type == "Float" ? 10 : 35) { field.kind = "currency"; if random.chance(60) { field.currency = random.pick(SweepNames.currencies) } }
        // A currency code alone says the field is money (Docs/Spec.md, `kind`).
        if field.kind == nil, random.chance(5) { field.currency = random.pick(SweepNames.currencies) }
        var generated = GeneratedField(field: field, base: type, optional: optional, values: .fraction(lower...upper))
        if random.chance(30) { generated.field.example = generated.literal(&random) }
        return generated
    }

    private func list(named name: String, _ random: inout SweepRandom) -> GeneratedField {
        let element = random.pick(["String", "String", "Int", "UUID", "Date", "Bool", "Double", "Decimal", "URL"])
        let optional = random.chance(10)
        var field = SweepField(name: name, type: "[\(element)]" + (optional ? "?" : ""))
        var rules: [String] = []
        var minimum = 0
        if random.chance(20) { rules.append("nonEmpty"); minimum = 1 }
        if random.chance(15) { minimum = max(minimum, random.int(in: 0...3)); rules.append("minLength(\(minimum))") }
        if random.chance(15) { rules.append("maxLength(\(max(minimum, 1) + random.int(in: 0...8)))") }
        field.rules = random.shuffled(rules)
        return GeneratedField(field: field, base: "[\(element)]", optional: optional, values: .list(emptyAllowed: minimum == 0))
    }

    /// `12`, `0.5`, `-1.5`: as a spec writes a number.
    static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int64(value)) : String(value)
    }
}
