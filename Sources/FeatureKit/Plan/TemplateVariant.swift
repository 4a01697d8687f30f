/// Style variants of a template: `ValidatorTests+Testing` renders the same context as `ValidatorTests`
/// for another framework, so a variant never needs a context of its own.
enum TemplateVariant {
    /// The suffix of a test template's Swift Testing variant.
    static let swiftTesting = "+Testing"

    /// The template a variant stands in for: the name before its `+` suffix.
    static func base(of template: String) -> String {
        String(template.prefix { $0 != "+" })
    }
}
