/// How the generated Validator says that a rule was broken: a case of the entity's `ValidationError`, the values it
/// carries after the field's label, and the message the user reads.
public struct ValidationErrorCase: Hashable, Sendable {
    /// A value the case carries after `field`, and its type's name (`maximum`, `Int`).
    public struct Value: Hashable, Sendable {
        public var label: String
        public var type: String
    }

    /// Which Validators declare the case.
    public enum Declared: Sendable {
        /// Every Validator, used or not: the rules scaffold had first, whose cases every Validator generated so far
        /// declares (code of the app's may name them).
        case always
        /// The Validators of entities that use the rule: a rule added later, so that adding it changes no app that
        /// does not use it.
        case whereUsed
    }

    /// `tooLong`
    public var name: String
    public var values: [Value]
    public var declared: Declared
    /// The message, in which `\(field)` and every value are interpolated.
    public var message: String

    init(_ name: String, _ values: (label: String, type: String)..., declared: Declared, message: String) {
        self.name = name
        self.values = values.map { Value(label: $0.label, type: $0.type) }
        self.declared = declared
        self.message = message
    }
}

extension FieldRule {
    /// The Swift values the thrown error carries after the field's label, one per `kind.definition.error.values`:
    /// `50` for `maxLength(50)`, `"0"` for `min(0)` (a bound prints as the spec writes it).
    public var errorArguments: [String] {
        switch self {
        case .minLength(let n), .maxLength(let n): return [String(n)]
        case .min(let x), .max(let x): return [SwiftLiteral.string(FieldRule.format(x))]
        case .nonEmpty, .positive, .pattern, .email, .url: return []
        }
    }
}
