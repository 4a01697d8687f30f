/// Integers that name something rather than count it (issue 35: a card number shown as "1,000"): a field whose
/// name ends in a word such as `number`, `code`, `id`, `pin`, `year` or `zip` is printed without grouping
/// separators, in the form (`.number.grouping(.never)`) and in rows, as people write them. A count (`pages`,
/// `quantity`) keeps its grouping. Seed 000, ViewModel layer: "Handle presentation logic".
public enum IdentifierNumbers {
    public static let seedQuote = "Handle presentation logic (000_c7ec1093a6c69dce.txt, ViewModel layer)"

    /// Last words of a field's name that make an integer an identifier.
    static let words: Set<String> = ["number", "no", "code", "id", "pin", "year", "zip", "postcode", "extension", "ext"]

    /// Whether `field` is an integer shown without grouping.
    public static func contains(_ field: FieldSpec) -> Bool {
        guard case .integer = FieldKind(field.type.unwrapped) else { return false }
        guard let last = Naming.label(field.name).split(separator: " ").last else { return false }
        return words.contains(last.lowercased())
    }

    /// The number format of `field`'s editor and rows: `.number`, or `.number.grouping(.never)` for an identifier.
    public static func format(for field: FieldSpec) -> String {
        contains(field) ? ".number.grouping(.never)" : ".number"
    }
}
