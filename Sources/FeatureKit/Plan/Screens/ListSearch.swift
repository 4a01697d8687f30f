/// The list's search (issue 35: a list of books could not be searched). Seed 003 (Reactive Updates) filters the list
/// by what is typed (`searchText`, `filteredTodos`): the list view model keeps `searchText` and `visible<Entities>`,
/// the records whose text fields (`String`, `String?`, `[String]`) or the display text of a record they name (what
/// the row shows: an author's name) contain it, whatever the case and accents (`localizedStandardContains`); fields
/// named as ids (`ownerIDs`) are not searched. Spaces around the text are ignored, and an empty search shows every
/// record. An entity with none of that text has no search.
public enum ListSearch {
    public static let seedQuote = "var filteredTodos: [Todo] { (003_c4ea0eb675fd602c.txt, Reactive Updates)"

    /// One text a record is searched by.
    public enum Term: Equatable, Sendable {
        /// A `String` field.
        case text(String)
        /// A `String?` field.
        case optionalText(String)
        /// A `[String]` field (`optional`: `[String]?`).
        case texts(String, optional: Bool)
        /// The display field of the record `field` names, found by the list view model's `record(for:)`.
        case reference(field: String, record: String, display: String)

        /// The field it reads.
        public var field: String {
            switch self {
            case .text(let name), .optionalText(let name), .texts(let name, _): return name
            case .reference(let field, _, _): return field
            }
        }
    }

    /// The texts a record of `spec` is searched by, in field order: its own text fields, and for each field in
    /// `references` (field → the referenced entity's display field, nil when it has none) the record's display text.
    public static func terms(of spec: FeatureSpec, references: [String: String?]) -> [Term] {
        spec.fields.compactMap { field in
            if let display = references[field.name] {
                return display.map { .reference(field: field.name, record: Plan.recordName(field.name), display: $0) }
            }
            // An id (`id`, `ownerIDs`) names a record; it is not text a person searches for.
            guard field.name != "id", !["ID", "IDs", "Id", "Ids"].contains(where: { field.name.hasSuffix($0) && field.name.count > $0.count }) else { return nil }
            switch FieldKind(field.type) {
            case .string: return field.type.isOptional ? .optionalText(field.name) : .text(field.name)
            case .array(let element) where FieldKind(element) == .string && !element.isOptional:
                return .texts(field.name, optional: field.type.isOptional)
            default: return nil
            }
        }
    }

    /// The texts of `record` as one Swift array (`[book.title, author(for: book)?.name ?? ""] + book.tags`); nil
    /// without any term.
    public static func texts(_ terms: [Term], of record: String) -> String? {
        var single: [String] = [], lists: [String] = []
        for term in terms {
            switch term {
            case .text(let name): single.append("\(record).\(name)")
            case .optionalText(let name): single.append("\(record).\(name) ?? \"\"")
            case .texts(let name, let optional): lists.append(optional ? "(\(record).\(name) ?? [])" : "\(record).\(name)")
            case .reference(_, let function, let display): single.append("\(function)(for: \(record))?.\(display) ?? \"\"")
            }
        }
        let parts = (single.isEmpty ? [] : ["[\(single.joined(separator: ", "))]"]) + lists
        guard !parts.isEmpty else { return nil }
        return parts.count == 1 ? parts[0] : "(\(parts.joined(separator: " + ")))"
    }
}
