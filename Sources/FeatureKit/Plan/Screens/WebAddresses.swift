import ScaffoldCore

/// How a form reads a web address typed as text (issue 35, H2: "`URL(string: draft.website)` with no trimming or
/// validation: `"https://example.com "` saves without error as `nil`; `"not a url"` is stored as `not%20a%20url`"). The
/// text is trimmed; empty is no address (none for a `URL?`, a field error for a `URL`); with no scheme typed, `https://`
/// is assumed, as Safari does; otherwise it must be an `http`/`https` address with a host and no spaces, else the save
/// stops with a message beside the field and nothing is sent. Seed 000, ViewModel layer: "Handle presentation logic" —
/// reading what was typed is that; and "Transform errors into user-friendly messages".
enum WebAddresses {
    static let seedQuote = "Handle presentation logic (000_c7ec1093a6c69dce.txt, ViewModel layer)"

    /// The fields the form reads as web addresses: `URL` and `URL?` fields it edits as text.
    static func fields(_ plan: Plan) -> [FieldSpec] {
        guard plan.formViewModel != nil else { return [] }
        return plan.spec.fields.filter { FieldKind($0.type) == .url && FormControl(field: $0, plan: plan) == .text }
    }

    /// The local holding a field's text as read: `websiteAddress`.
    static func variable(_ field: FieldSpec) -> String { "\(field.name)Address" }

    /// The message beside a field whose text is no web address, as Swift.
    static func message(_ field: FieldSpec, plan: Plan) -> String {
        "\(plan.q("String"))(localized: \"\\(\(FieldErrors.fieldEnum(plan)).\(field.name).label) must be a web address, such as https://example.com.\")"
    }

    /// The view model's lines checking each web address field: its text read, and a message beside it when it does
    /// not read as one (a required one: when it is empty too).
    static func checkLines(_ plan: Plan) -> [String] {
        let draft = plan.draft()
        return fields(plan).flatMap { field -> [String] in
            let variable = variable(field)
            let refused = field.type.isOptional ? "if case .unreadable = \(variable) {" : "if \(variable).url == nil {"
            return [
                "let \(variable) = Self.webAddress(\(draft)\(field.name))", refused,
                "    \(plan.statePrefix)fieldErrors[.\(field.name)] = \(message(field, plan: plan))", "}",
            ]
        }
    }

    /// The view model's reader of typed web addresses, and what it reads; empty without a web address field.
    static func helperLines(_ plan: Plan) -> [String] {
        guard !fields(plan).isEmpty else { return [] }
        let url = plan.q("URL"), string = plan.q("String")
        return [
            "/// What was typed into a web address field: trimmed; none when empty; `https://` assumed when no scheme was",
            "/// typed (as Safari does); unreadable when it is not an http(s) address with a host, or has spaces inside.",
            "private static func webAddress(_ text: \(string)) -> WebAddress {",
            "    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)",
            "    guard !trimmed.isEmpty else { return .none }",
            "    let withScheme = trimmed.contains(\"://\") ? trimmed : \"https://\" + trimmed",
            "    guard !trimmed.contains(where: \\.isWhitespace), let url = \(url)(string: withScheme),",
            "          let scheme = url.scheme?.lowercased(), scheme == \"http\" || scheme == \"https\",",
            "          let host = url.host, !host.isEmpty else { return .unreadable }",
            "    return .address(url)",
            "}",
        ]
    }

    /// The type `webAddress` returns; empty without a web address field.
    static func typeLines(_ plan: Plan) -> [String] {
        guard !fields(plan).isEmpty else { return [] }
        let url = plan.q("URL")
        return [
            "/// A web address field's text, read.",
            "private enum WebAddress {",
            "    case none",
            "    case address(\(url))",
            "    case unreadable",
            "    /// The address; nil when none was typed or it did not read.",
            "    var url: \(url)? {",
            "        if case .address(let url) = self { return url }",
            "        return nil",
            "    }",
            "}",
        ]
    }
}
