/// How the generated Validator says that a rule was broken: a case of the entity's `ValidationError`, the values it
/// carries after the field's label, and the message the user reads.
public struct ValidationErrorCase: Hashable, Sendable {
    /// A value the case carries after `field`, and its type's name (`maximum`, `Int`).
    public struct Value: Hashable, Sendable {
        public var label: String
        public var type: String
    }

    /// `tooLong`
    public var name: String
    public var values: [Value]
    /// The message, in which `\(field)` and every value are interpolated.
    public var message: String

    init(_ name: String, _ values: [(label: String, type: String)] = [], message: String) {
        self.name = name
        self.values = values.map { Value(label: $0.label, type: $0.type) }
        self.message = message
    }
}

extension FieldRule.Kind {
    /// The error the Validator throws when a rule of this kind is broken.
    public var errorCase: ValidationErrorCase {
        switch self {
        case .nonEmpty: return ValidationErrorCase("empty", message: #"\(field) must not be empty."#)
        case .minLength:
            return ValidationErrorCase("tooShort", [("minimum", "Int")], message: #"\(field) must be at least \(minimum) characters long."#)
        case .maxLength:
            return ValidationErrorCase("tooLong", [("maximum", "Int")], message: #"\(field) must be at most \(maximum) characters long."#)
        case .min: return ValidationErrorCase("belowMinimum", [("minimum", "String")], message: #"\(field) must be at least \(minimum)."#)
        case .max: return ValidationErrorCase("aboveMaximum", [("maximum", "String")], message: #"\(field) must be at most \(maximum)."#)
        case .pattern: return ValidationErrorCase("patternMismatch", message: #"\(field) has the wrong format."#)
        case .email: return ValidationErrorCase("invalidEmail", message: #"\(field) must be an email address."#)
        case .url: return ValidationErrorCase("invalidURL", message: #"\(field) must be a web address."#)
        }
    }

    /// Whether every Validator declares this kind's error case, used or not. The rules scaffold had first are all
    /// declared, as every Validator generated so far does (code of the app's may name them); a rule added since
    /// declares its case only in the Validators of entities that use it, so adding a rule changes no app that does
    /// not use it.
    public var errorIsAlwaysDeclared: Bool {
        switch self {
        case .nonEmpty, .minLength, .maxLength, .min, .max, .pattern, .email, .url: return true
        }
    }
}

extension FieldRule {
    /// The Swift values the thrown error carries after the field's label, one per `kind.errorCase.values`:
    /// `50` for `maxLength(50)`, `"0"` for `min(0)` (a bound prints as the spec writes it).
    public var errorArguments: [String] {
        switch self {
        case .minLength(let n), .maxLength(let n): return [String(n)]
        case .min(let x), .max(let x): return [SwiftLiteral.string(FieldRule.format(x))]
        case .nonEmpty, .pattern, .email, .url: return []
        }
    }
}
