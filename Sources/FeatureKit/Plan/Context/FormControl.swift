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
        if ManagedFields.contains(field.name, in: plan.spec), field.name != "id" {
            // An operation's to change (`ManagedFields`): shown in the form's Status section, kept from the stored record.
            self = .none
        } else if let reference, reference.listUseCase != nil, !KnownTypes.isArray(field.type.unwrapped) {
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
        // Each row with an identity of its own (`textItemLines`): removing a row removes that text, whatever its index.
        case .textList: return "[TextItem]"
        default: return names.spell(field.type.unwrapped)
        }
    }

    /// The draft property's starting value for a new entity.
    func initialValue(for field: FieldSpec, names: FrameworkNames = .plain) -> String {
        switch self {
        // The spec's `default:` where it gives one (`FormStartValues.specDefault`): a literal of the field's type.
        case .text, .multiline, .number, .toggle, .optionalNumber, .textList, .none:
            if let start = FormStartValues.specDefault(for: field) { return start }
        case .date, .optionalDate, .reference: break
        }
        switch self {
        case .text, .multiline: return "\"\""
        case .reference: return "nil"
        // Zero, or the value nearest zero the field's rules accept (`FormStartValues`).
        case .number: return FormStartValues.number(for: field) ?? "0"
        case .toggle: return "false"
        case .date: return FormControl.now(for: field, names: names)
        case .optionalNumber, .optionalDate: return "nil"
        case .textList: return "[]"
        case .none: return FormControl.defaultValue(for: field, names: names)
        }
    }

    /// A value to start a new entity with when the form does not edit the field.
    static func defaultValue(for field: FieldSpec, names: FrameworkNames = .plain) -> String {
        if let start = FormStartValues.specDefault(for: field) { return start }
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
        switch (self, kind, field.type.isOptional) {
        // Read from the typed text before the entity is made (`WebAddresses`); a required one is unwrapped there.
        case (.text, .url, true): return "\(WebAddresses.variable(field)).url"
        case (.text, .url, false): return field.name
        case (.text, _, true), (.multiline, _, true): return "\(property).isEmpty ? nil : \(property)"
        // A required reference is unwrapped before the entity is made (`requiredChoices`).
        case (.reference, _, false): return field.name
        // Optional chaining flattens an optional field: none for a new record.
        // An optional with a `default:`: the edited entity's value, none included; the default for a new one.
        case (.none, _, true) where field.defaultValue != nil:
            return "\(original).map(\\.\(field.name)) ?? \(FormControl.defaultValue(for: field, names: names))"
        case (.none, _, true): return "\(original)?.\(field.name)"
        case (.none, _, _): return "\(original)?.\(field.name) ?? \(FormControl.defaultValue(for: field, names: names))"
        // Rows left empty are not values.
        case (.textList, _, _): return "\(property).map(\\.text).filter { !$0.isEmpty }"
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
        case (.textList, _, _): return "\(entity).\(field.name).map(Draft.TextItem.init)"
        default: return "\(entity).\(field.name)"
        }
    }

    /// The draft's type of one row of a list of text, declared once in the draft when a field is edited as one: an
    /// id of its own, so `ForEach` follows the row and a removal removes that row, whatever its index.
    static func textItemLines(names: FrameworkNames = .plain) -> [String] {
        [
            "/// One row of a list of text, with an identity of its own: removing a row removes that text, whatever its index.",
            "struct TextItem: \(names.spell("Identifiable")), \(names.spell("Equatable")) {",
            "    let id: \(names.spell("UUID"))",
            "    var text: \(names.spell("String"))",
            "",
            "    init(_ text: \(names.spell("String"))) {",
            "        id = \(names.spell("UUID"))()",
            "        self.text = text",
            "    }",
            "}",
        ]
    }

    /// Draft members an editor binds to besides the field itself: an optional date's switch and its
    /// non-optional value for the DatePicker (the field stays nil until the switch is on); a day's (`kind: date`)
    /// value for its DatePicker, which stores the start of the chosen day.
    func helperLines(for field: FieldSpec, names: FrameworkNames = .plain) -> [String] {
        let date = names.spell("Date"), now = FormControl.now(for: field, names: names)
        // A day is the start of the chosen day in the user's calendar, whatever time of day the picker keeps.
        let chosen = FormControl.isDay(field) ? "\(names.spell("Calendar")).current.startOfDay(for: newValue)" : "newValue"
        switch self {
        case .optionalDate:
            let upper = Naming.upperFirst(field.name)
            return [
                "var has\(upper): \(names.spell("Bool")) {",
                "    get { \(field.name) != nil }",
                "    set { \(field.name) = newValue ? (\(field.name) ?? \(now)) : nil }",
                "}",
                "var \(field.name)Value: \(date) {",
                "    get { \(field.name) ?? \(now) }",
                "    set { \(field.name) = \(chosen) }",
                "}",
            ]
        case .date where FormControl.isDay(field):
            return ["var \(field.name)Value: \(date) {", "    get { \(field.name) }", "    set { \(field.name) = \(chosen) }", "}"]
        default:
            return []
        }
    }

    /// Whether `field` is a day without a time of day (`kind: date`): a date-only picker that stores the day's start.
    static func isDay(_ field: FieldSpec) -> Bool {
        FieldMeaning.of(field) == .date && FieldKind(field.type) == .date
    }

    /// The date a picker starts at: now, or the start of today for a day.
    static func now(for field: FieldSpec, names: FrameworkNames) -> String {
        let date = names.spell("Date")
        return isDay(field) ? "\(names.spell("Calendar")).current.startOfDay(for: \(date)())" : "\(date)()"
    }
}

extension FormControl {
    /// How the form edits one field: which control (exactly one `is…` is true), its labels, and for a reference the
    /// names of its `Picker` as its own.
    struct Control: Encodable {
        /// The field, which the draft's property is named after: `$viewModel.{{statePath}}draft.{{field}}` binds to it.
        var field: String
        /// The field's label, a string literal; an optional date's toggle says it too, so the switch reads as the field
        /// ("Loaned at", on or off), not as an order ("Set loaned at"), and the picker it reveals hides its own.
        var label: String
        /// The draft's property, read.
        var value: String
        /// The accessibility identifier.
        var identifier: String
        /// A text field over text.
        var isText: Bool
        /// A text field over a number.
        var isNumber: Bool
        /// A toggle.
        var isToggle: Bool
        /// A date picker.
        var isDate: Bool
        /// A text field over an optional number, empty for none.
        var isOptionalNumber: Bool
        /// A toggle revealing a date picker, off for none; the picker binds to the draft's `{{field}}Value`.
        var isOptionalDate: Bool
        /// A section of text fields, one per element, with Add and swipe to delete.
        var isTextList: Bool
        /// A text field growing over several lines.
        var isMultiline: Bool
        /// A picker of another entity's records: the control has the names of its `FormControl.Picker` too.
        var isReference: Bool
        /// A picker of the words a text field's pattern lists (`FieldChoices`); `isText` is then false.
        var isChoice: Bool
        /// Those words; absent for other controls.
        @Inlined var choices: FieldChoices?
        /// The modifier lines after the control (keyboard, content type), `#if` included.
        var modifiers: [TemplateLine]
        /// A number's format.
        var format: String
        /// A date picker's selection: the draft's field, or its `{{field}}Value` for an optional date or a day.
        var pickerBinding: String
        /// A date picker's arguments after its selection: `, displayedComponents: .date` for a day, else empty.
        var dateComponents: String?
        /// An optional date's toggle binding.
        var switchBinding: String
        /// A list's Add button title, a string literal.
        var addLabel: String
        /// A list's element label, a string literal.
        var rowLabel: String
        /// A list's row's remove button title, a string literal.
        var removeLabel: String
        /// A reference's picker, whose names are the control's own; absent for other controls.
        @Inlined var picker: Picker?

        init(plan: Plan, field: FieldSpec, pickers: [Picker]) {
            let control = FormControl(field: field, plan: plan)
            let label = Wording.label(of: field, in: plan)
            let traits = EditorTraits(field: field, names: plan.frameworkNames)
            let element = Naming.label(field.name.hasSuffix("s") && !field.name.hasSuffix("ss") ? String(field.name.dropLast()) : field.name)
            (self.field, self.label) = (field.name, SwiftLiteral.string(label))
            (value, identifier) = ("viewModel.\(plan.draft())\(field.name)", "\(plan.names.entityVariable).form.\(field.name)")
            let choices = control == .text ? FieldChoices(field: field, label: label) : nil
            (self.choices, isChoice) = (choices, choices != nil)
            (isText, isNumber, isToggle, isDate) = (control == .text && !isChoice, control == .number, control == .toggle, control == .date)
            (isOptionalNumber, isOptionalDate, isTextList) = (control == .optionalNumber, control == .optionalDate, control == .textList)
            (isMultiline, isReference) = (control == .multiline, control == .reference)
            (modifiers, format) = (TemplateLine.lines(traits.modifiers), traits.numberFormat)
            let day = FormControl.isDay(field)
            let valued = control == .optionalDate || (control == .date && day)
            pickerBinding = "$viewModel.\(plan.draft())\(field.name)\(valued ? "Value" : "")"
            dateComponents = day ? ", displayedComponents: .date" : nil
            switchBinding = "$viewModel.\(plan.draft())has\(Naming.upperFirst(field.name))"
            (addLabel, rowLabel) = (SwiftLiteral.string("Add " + Self.midSentence(element)), SwiftLiteral.string(element))
            removeLabel = SwiftLiteral.string("Remove " + Self.midSentence(element))
            picker = control == .reference ? pickers.first { $0.field == field.name } : nil
        }

        /// A label inside a sentence: "Due date" → "due date", but "URL" and "ID card" keep their capitals.
        static func midSentence(_ label: String) -> String {
            label.dropFirst().first?.isUppercase == true ? label : label.prefix(1).lowercased() + label.dropFirst()
        }
    }

    /// The picker of one field naming a record of another entity, in a form: one element of `pickers`, and the names a
    /// reference's control has besides its own.
    struct Picker: Encodable {
        /// The field it sets.
        var field: String
        /// The type of the referenced entity's id.
        var idType: String
        /// The form's state property holding the records it offers.
        var choicesVariable: String
        /// One record, in the picker's `ForEach`.
        var choiceVariable: String
        /// How a record reads in the picker, as Swift.
        var choiceTitle: String
        /// What choosing none reads, a string literal.
        var noneLabel: String
        /// What a chosen record that no longer exists reads, a string literal.
        var missingLabel: String
        /// The referenced entity in words, lowercased.
        var recordLabel: String
        /// The view model's property holding the id of a chosen record that no longer exists.
        var missingProperty: String
        /// That property's declaration, one a line.
        var missingLines: [TemplateLine]

        init(plan: Plan, item: Plan.Presented) {
            let label = Naming.label(item.entity).lowercased()
            (field, idType, choicesVariable) = (item.field.name, plan.idType(of: item.field), item.choices)
            choiceVariable = Naming.lowerFirst(item.entity)
            choiceTitle = plan.pickerTitle(of: choiceVariable, reference: item.reference)
            noneLabel = SwiftLiteral.string(item.field.type.isOptional ? "None" : "Choose \(Naming.withArticle(label))")
            (missingLabel, recordLabel) = (Plan.missingLabel(item.entity), label)
            missingProperty = "missing\(Naming.upperFirst(field))"
            let state = plan.statePrefix
            missingLines = TemplateLine.lines([
                "var \(missingProperty): \(idType)? {",
                "    guard \(state)hasLoadedChoices, let id = \(state)draft.\(field),",
                "          !\(state)\(choicesVariable).contains(where: { $0.id == id }) else { return nil }",
                "    return id",
                "}",
            ])
        }
    }
}
