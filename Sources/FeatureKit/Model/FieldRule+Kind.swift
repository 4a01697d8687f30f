extension FieldRule {
    /// A rule without its argument: what a spec names, in the order the docs and hints list them.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case nonEmpty, minLength, maxLength, min, max, positive, pattern, email, url

        /// Everything scaffold knows of a rule apart from its argument: one row per rule.
        public var definition: Definition {
            switch self {
            case .nonEmpty:
                return Definition(
                    argument: .none, example: "nonEmpty", subject: .collection, impliedMeaning: nil,
                    passesWhen: "the text is not blank (spaces and newlines alone are blank); a list or dictionary has an element",
                    error: ValidationErrorCase("empty", declared: .always, message: #"\(field) must not be empty."#),
                    fitHint: "nonEmpty applies to String, array and dictionary fields"
                )
            case .minLength:
                return Definition(
                    argument: .length, example: "minLength(1)", subject: .sequence, impliedMeaning: nil,
                    passesWhen: "the text has at least that many characters, a list at least that many elements",
                    error: ValidationErrorCase(
                        "tooShort", ("minimum", "Int"), declared: .always, message: #"\(field) must be at least \(minimum) characters long."#
                    ),
                    fitHint: Self.lengthHint
                )
            case .maxLength:
                return Definition(
                    argument: .length, example: "maxLength(50)", subject: .sequence, impliedMeaning: nil,
                    passesWhen: "the text has at most that many characters, a list at most that many elements",
                    error: ValidationErrorCase(
                        "tooLong", ("maximum", "Int"), declared: .always, message: #"\(field) must be at most \(maximum) characters long."#
                    ),
                    fitHint: Self.lengthHint
                )
            case .min:
                return Definition(
                    argument: .number, example: "min(0)", subject: .number, impliedMeaning: nil,
                    passesWhen: "the number is at least the bound; on an integer field `min(0.5)` means at least 1",
                    error: ValidationErrorCase("belowMinimum", ("minimum", "String"), declared: .always, message: #"\(field) must be at least \(minimum)."#),
                    fitHint: Self.boundHint
                )
            case .max:
                return Definition(
                    argument: .number, example: "max(100)", subject: .number, impliedMeaning: nil,
                    passesWhen: "the number is at most the bound; on an integer field `max(2.5)` means at most 2",
                    error: ValidationErrorCase("aboveMaximum", ("maximum", "String"), declared: .always, message: #"\(field) must be at most \(maximum)."#),
                    fitHint: Self.boundHint
                )
            case .positive:
                return Definition(
                    argument: .none, example: "positive", subject: .number, impliedMeaning: nil,
                    passesWhen: "the number is more than 0",
                    error: ValidationErrorCase("notPositive", declared: .whereUsed, message: #"\(field) must be more than 0."#),
                    fitHint: "positive applies to number fields (Int…, UInt…, Double, Float, Decimal); for text use nonEmpty"
                )
            case .pattern:
                return Definition(
                    argument: .regex, example: "pattern(^[A-Z][A-Za-z ]*$)", subject: .text, impliedMeaning: nil,
                    passesWhen: "the regular expression (NSRegularExpression's) matches the whole text",
                    // The requirement says what is wanted ("be 13 digits", "look like AB1234"): PatternDescription.
                    error: ValidationErrorCase(
                        "patternMismatch", ("requirement", "String"), declared: .always, message: #"\(field) must \(requirement)."#
                    ),
                    fitHint: "pattern applies to String fields"
                )
            case .email:
                return Definition(
                    argument: .none, example: "email", subject: .text, impliedMeaning: .email,
                    passesWhen: "the whole text matches `\(RuleEvaluator.emailPattern)`",
                    error: ValidationErrorCase("invalidEmail", declared: .always, message: #"\(field) must be an email address."#),
                    fitHint: "email applies to String fields"
                )
            case .url:
                return Definition(
                    argument: .none, example: "url", subject: .text, impliedMeaning: .url,
                    passesWhen: "the text reads as a URL with a scheme and a host",
                    error: ValidationErrorCase("invalidURL", declared: .always, message: #"\(field) must be a web address, such as https://example.com."#),
                    fitHint: "url applies to String fields"
                )
            }
        }

        private static let lengthHint = "minLength/maxLength apply to String and array fields; for numbers use min(…)/max(…)"
        private static let boundHint = "min/max apply to number fields (Int…, UInt…, Double, Float, Decimal); for text use minLength/maxLength"
    }

    /// What scaffold knows of a kind of rule: how it is written, what it applies to and means, what the Validator
    /// throws when it is broken.
    public struct Definition: Sendable {
        /// What goes between the parentheses.
        public var argument: Argument
        /// The spelling shown in hints and docs (`maxLength(50)`).
        public var example: String
        /// The fields the rule applies to.
        public var subject: Subject
        /// What the rule says the field holds (an `email` rule: an email address), which chooses its editor.
        public var impliedMeaning: FieldMeaning?
        /// When a value passes, as Docs/Spec.md's "Field rules" table says it (generated from this; the docs tests
        /// fail when the page is stale). `RuleEvaluator` is what it describes.
        public var passesWhen: String
        /// What the Validator throws when the rule is broken.
        public var error: ValidationErrorCase
        /// The spec check's hint for the rule on a field it does not apply to.
        public var fitHint: String
    }

    /// What a rule's parentheses hold.
    public enum Argument: Sendable {
        /// No parentheses.
        case none
        /// A whole number of 0 or more (a count of characters or elements).
        case length
        /// A finite number.
        case number
        /// A regular expression, not empty.
        case regex
    }

    /// The fields a rule applies to.
    public enum Subject: Sendable {
        /// String, array and dictionary fields: what can be empty.
        case collection
        /// String and array fields: what has a length.
        case sequence
        /// Number fields.
        case number
        /// String fields.
        case text

        /// Whether a field of `type` (without its optional: rules on an optional apply to its value) is one.
        func fits(_ type: TypeRef) -> Bool {
            switch self {
            case .collection: return KnownTypes.isCollection(type)
            case .sequence: return KnownTypes.isString(type) || KnownTypes.isArray(type)
            case .number: return KnownTypes.isNumeric(type)
            case .text: return KnownTypes.isString(type)
            }
        }

        /// The fields, as the docs name them.
        public var fields: String {
            switch self {
            case .collection: return "String, array, dictionary"
            case .sequence: return "String, array"
            case .number: return "number (Int…, UInt…, Double, Float, Decimal)"
            case .text: return "String"
            }
        }
    }
}
