/// How the generated form edits a field — decided here so templates only print.
enum FormControl: Equatable {
    /// `TextField(_, text:)` on a String property.
    case text
    /// `TextField(_, value:, format: .number)` on a numeric property.
    case number
    case toggle
    case date
    /// `TextField(_, value:, format: .number)` on an optional number: empty text is nil.
    case optionalNumber
    /// A Toggle ("Set due date") that reveals a DatePicker; off is nil.
    case optionalDate
    /// A `[String]`: one TextField a row, swipe to delete, an Add button.
    case textList
    /// A String of several lines (`kind: multiline`): a TextField that grows vertically.
    case multiline
    /// A field naming one record of another entity (`reads:`): a Picker over that entity's records. The draft
    /// holds an optional id, so a new record starts with none chosen.
    case reference
    /// Not edited: the value is kept from the edited entity, or starts at `defaultValue` for a new one.
    case none

    /// The control of a field of `plan`'s spec: a reference's picker, else by the field's type and meaning.
    init(field: FieldSpec, plan: Plan) {
        let reference = plan.references.first { $0.field == field.name }
        if let reference, reference.listUseCase != nil, !KnownTypes.isArray(field.type.unwrapped) {
            self = .reference
        } else if reference != nil {
            // A list of references, or one to the feature's own entity, keeps its ids: a multiple choice, or a
            // choice among the records the form belongs to, is left to the team.
            self = .none
        } else {
            self.init(field: field)
        }
    }

    init(field: FieldSpec) {
        let kind = FieldKind(field.type)
        let optional = field.type.isOptional
        switch kind {
        case .string where FieldMeaning.of(field) == .multiline: self = .multiline
        case .string, .url: self = .text
        case .integer, .floating, .decimal: self = optional ? .optionalNumber : .number
        // An optional Bool has three states no Toggle shows; it is kept, not edited.
        case .bool: self = optional ? .none : .toggle
        case .date: self = optional ? .optionalDate : .date
        case .array(.named("String")): self = optional ? .none : .textList
        default: self = .none
        }
        // An edited entity keeps its id; a new one gets a fresh UUID (as text for String ids), and only an Int
        // id, which nothing can invent, is typed in.
        if field.name == "id" { self = kind == .integer("Int") ? .number : .none }
    }

    /// The id of the entity the form saves: the edited one's, or a new one.
    static func idValue(for field: FieldSpec, property: String, names: FrameworkNames = .plain) -> String {
        switch FieldKind(field.type) {
        case .string: return "original?.id ?? \(names.spell("UUID"))().uuidString"
        case .integer: return "original?.id ?? \(property)"
        default: return "original?.id ?? \(names.spell("UUID"))()"
        }
    }

    /// The draft property's type: Strings edit optionals and URLs as text; a reference is an optional id.
    func propertyType(for field: FieldSpec, names: FrameworkNames = .plain) -> String {
        switch self {
        case .text, .multiline: return names.spell("String")
        case .optionalNumber, .optionalDate: return names.spell(field.type)
        case .reference: return names.spell(field.type.unwrapped) + "?"
        default: return names.spell(field.type.unwrapped)
        }
    }

    /// The draft property's starting value for a new entity.
    func initialValue(for field: FieldSpec, names: FrameworkNames = .plain) -> String {
        switch self {
        case .text, .multiline: return "\"\""
        case .reference: return "nil"
        case .number: return "0"
        case .toggle: return "false"
        case .date: return "\(names.spell("Date"))()"
        case .optionalNumber, .optionalDate: return "nil"
        case .textList: return "[]"
        case .none: return FormControl.defaultValue(for: field, names: names)
        }
    }

    /// A value to start a new entity with when the form does not edit the field.
    static func defaultValue(for field: FieldSpec, names: FrameworkNames = .plain) -> String {
        if field.type.isOptional { return "nil" }
        switch FieldKind(field.type) {
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .uuid: return "\(names.spell("UUID"))()"
        case .data: return "\(names.spell("Data"))()"
        case .date: return "\(names.spell("Date"))()"
        case .character: return "\" \""
        case .string: return "\"\""
        case .integer, .floating, .decimal: return "0"
        case .bool: return "false"
        case .url: return "\(names.spell("URL"))(fileURLWithPath: \"/\")"
        case .entity(let name): return "\(name)()"
        }
    }

    /// The expression turning the draft property back into the entity's field value.
    func entityValue(for field: FieldSpec, property: String, original: String, names: FrameworkNames = .plain) -> String {
        let kind = FieldKind(field.type)
        let url = names.spell("URL")
        switch (self, kind, field.type.isOptional) {
        case (.text, .url, true): return "\(url)(string: \(property))"
        case (.text, .url, false): return "\(url)(string: \(property)) ?? \(original)?.\(field.name) ?? \(url)(fileURLWithPath: \"/\")"
        case (.text, _, true), (.multiline, _, true): return "\(property).isEmpty ? nil : \(property)"
        // A required reference is unwrapped before the entity is made (`requiredChoices`).
        case (.reference, _, false): return field.name
        case (.none, _, _): return "\(original)?.\(field.name) ?? \(FormControl.defaultValue(for: field, names: names))"
        // Rows left empty are not values.
        case (.textList, _, _): return "\(property).filter { !$0.isEmpty }"
        default: return property
        }
    }

    /// The expression loading the field from an entity into the draft property.
    func propertyValue(for field: FieldSpec, entity: String) -> String {
        let kind = FieldKind(field.type)
        switch (self, kind, field.type.isOptional) {
        case (.text, .url, true): return "\(entity).\(field.name)?.absoluteString ?? \"\""
        case (.text, .url, false): return "\(entity).\(field.name).absoluteString"
        case (.text, _, true), (.multiline, _, true): return "\(entity).\(field.name) ?? \"\""
        default: return "\(entity).\(field.name)"
        }
    }

    /// Draft members an editor binds to besides the field itself: an optional date's switch and its
    /// non-optional value for the DatePicker (the field stays nil until the switch is on).
    func helperLines(for field: FieldSpec, names: FrameworkNames = .plain) -> [String] {
        guard self == .optionalDate else { return [] }
        let date = names.spell("Date")
        let upper = Naming.upperFirst(field.name)
        return [
            "var has\(upper): \(names.spell("Bool")) {",
            "    get { \(field.name) != nil }",
            "    set { \(field.name) = newValue ? (\(field.name) ?? \(date)()) : nil }",
            "}",
            "var \(field.name)Value: \(date) {",
            "    get { \(field.name) ?? \(date)() }",
            "    set { \(field.name) = newValue }",
            "}",
        ]
    }
}
