extension FieldRule.Kind {
    /// When a value passes the rule, as Docs/Spec.md's "Field rules" table says it (generated from this; the
    /// docs tests fail when the page is stale). `RuleEvaluator` is what it describes.
    public var passesWhen: String {
        switch self {
        case .nonEmpty: return "the text is not blank (spaces and newlines alone are blank); a list or dictionary has an element"
        case .minLength: return "the text has at least that many characters, a list at least that many elements"
        case .maxLength: return "the text has at most that many characters, a list at most that many elements"
        case .min: return "the number is at least the bound; on an integer field `min(0.5)` means at least 1"
        case .max: return "the number is at most the bound; on an integer field `max(2.5)` means at most 2"
        case .pattern: return "the regular expression (NSRegularExpression's) matches the whole text"
        case .email: return "the whole text matches `\(RuleEvaluator.emailPattern)`"
        case .url: return "the text reads as a URL with a scheme and a host"
        }
    }
}
