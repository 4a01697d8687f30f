/// What a field holds, beyond its type: the spec's `kind:` on a field (or what its rules say, see
/// `FieldMeaning.of`). It chooses the field's editor — keyboard, content type, capitalisation, format — and
/// how a row shows it.
public enum FieldMeaning: String, Codable, Hashable, Sendable, CaseIterable {
    /// An email address (String): email keyboard and content type, no capitalisation or autocorrection.
    case email
    /// A web address (String or URL): URL keyboard and content type, no capitalisation or autocorrection.
    case url
    /// A phone number (String): phone pad, telephone-number content type.
    case phone
    /// An amount of money (a number): edited and shown with the currency format of its code.
    case currency
    /// Text of several lines (String): a field that grows vertically.
    case multiline
    /// A day without a time of day (Date): a date-only picker, rows show the day; the form stores the start of the
    /// chosen day in the user's calendar. OpenAPI's `format: date` is this.
    case date

    /// The meaning of `field`: as its `kind:` states it, else as its rules or type say it (`email` → email,
    /// `url` or a `URL` type → url, a `currency:` code → currency); nil for plain values.
    public static func of(_ field: FieldSpec) -> FieldMeaning? {
        if let stated = field.meaning { return stated }
        // In the rules' documented order, as the spec check reads them.
        let kinds = Set(field.rules.map(\.kind))
        if let implied = FieldRule.Kind.allCases.lazy.filter(kinds.contains).compactMap(\.definition.impliedMeaning).first { return implied }
        if field.type.unwrapped == .named("URL") { return .url }
        if field.currency != nil { return .currency }
        return nil
    }

    /// What such a field holds, in words (`an email address`).
    var noun: String {
        switch self {
        case .email: return "an email address"
        case .url: return "a web address"
        case .phone: return "a phone number"
        case .currency: return "an amount of money"
        case .multiline: return "text of several lines"
        case .date: return "a day"
        }
    }

    /// Whether a field of `type` can mean this (`type` without its optional).
    func fits(_ type: TypeRef) -> Bool {
        switch self {
        case .email, .phone, .multiline: return type == .named("String")
        case .url: return type == .named("String") || type == .named("URL")
        case .currency: return KnownTypes.isNumeric(type)
        case .date: return type == .named("Date")
        }
    }

    /// The types the meaning applies to, for hints.
    var fittingTypes: String {
        switch self {
        case .email, .phone, .multiline: return "String fields"
        case .url: return "String and URL fields"
        case .currency: return "number fields (Decimal, Double, Int, …)"
        case .date: return "Date fields"
        }
    }
}

/// What deleting a referenced record does to the records that refer to it: the spec's `onDelete:` on a field
/// an operation `reads:` (default `restrict`).
public enum DeleteRule: String, Codable, Hashable, Sendable, CaseIterable {
    /// The delete is refused while a record refers to it, with a message naming those records.
    case restrict
    /// The referring records lose the reference (an optional is cleared, a list drops the id).
    case nullify
    /// The referring records are deleted with it.
    case cascade
}
