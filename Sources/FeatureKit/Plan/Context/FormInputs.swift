/// What the form view model's tests type into its draft and expect back, and what the test of an operation run from
/// the form arranges (the wiring test types the same values).
struct FormInputs {
    let plan: Plan

    /// The value a test types into the draft for a field: the rule-checked alternative sample, which differs from what
    /// a fixture holds (so a form that saves the original instead of the draft fails its test), as the draft
    /// property's type; optional text is left empty, which the form must store as nil.
    func typed(_ field: FieldSpec) -> String {
        let sample = plan.samples.first { $0.field == field.name }.map { $0.alternative ?? $0.valid }
        switch (FormControl(field: field, plan: plan), FieldKind(field.type)) {
        // Typed with spaces around it, optional or not: the form reads the address trimmed (`WebAddresses`).
        case (.text, .url): return "\" https://example.org \""
        case (.text, _) where field.type.isOptional, (.multiline, _) where field.type.isOptional: return "\"\""
        case (.multiline, _): return sample ?? "\"Sample\""
        // An optional reference stays unset (a new record need not name one); a required one names the sample id.
        case (.reference, _) where field.type.isOptional: return "nil"
        case (.text, _): return sample ?? "\"Sample\""
        case (.number, _): return sample ?? "1"
        case (.toggle, _): return "true"
        case (.date, _), (.optionalDate, _): return "\(plan.q("Date"))(timeIntervalSince1970: 1_800_000_000)"
        case (.optionalNumber, _): return sample.flatMap { $0 == "nil" ? nil : $0 } ?? "1"
        case (.textList, _): return sample.flatMap { $0 == "nil" || $0 == "[]" ? nil : $0 } ?? "[\"Sample\"]"
        default: return sample ?? "nil"
        }
    }

    /// `value`, a value of the field, as the draft holds it: a list of text as its rows (`FormControl.textItemLines`).
    func draftValue(_ field: FieldSpec, _ value: String) -> String {
        guard FormControl(field: field, plan: plan) == .textList else { return value }
        return "\(value).map(\(plan.names.formViewModel).Draft.TextItem.init)"
    }

    /// The draft's property `field` read as a value of the field: a list of text's rows as their text.
    func draftRead(_ field: FieldSpec) -> String {
        let property = "viewModel.\(plan.draft())\(field.name)"
        return FormControl(field: field, plan: plan) == .textList ? "\(property).map(\\.text)" : property
    }

    /// A rule-passing value other than `typed` (the fixture's sample, since tests type the alternative); nil when the
    /// field's rules leave only one.
    func other(_ field: FieldSpec) -> String? {
        guard let samples = plan.samples.first(where: { $0.field == field.name }), samples.alternative != nil else { return nil }
        return samples.valid
    }

    /// What the saved entity must hold for a typed field: nil when it must be nil (empty optional text).
    func expectation(for field: FieldSpec) -> FormContext.Expectation {
        let control = FormControl(field: field, plan: plan)
        var expected: String? = typed(field)
        if FieldKind(field.type) == .url && control == .text { expected = "\(plan.q("URL"))(string: \"https://example.org\")" }
        else if (control == .text || control == .multiline) && field.type.isOptional { expected = nil }
        return FormContext.Expectation(field: field.name, expected: expected ?? "", isNil: expected == nil)
    }

    /// A value to type into the draft that differs from what the fixture stored (the draft takes it unchecked).
    func edited(_ field: FieldSpec) -> String {
        switch FormControl(field: field, plan: plan) {
        case .toggle: return "!stored.\(field.name)"
        case .date, .optionalDate: return "\(plan.q("Date"))(timeIntervalSince1970: 1_800_000_000)"
        case .number, .optionalNumber: return "42"
        case .textList: return "[\"Edited\"]"
        default: return "\"Edited\""
        }
    }

    /// What the test of an operation run from the form arranges and expects: the stored entity as the operation leaves
    /// it (its `sets:` applied, a fixed date for `now`), an edit of a field the operation does not set, which must stay
    /// in the draft, and the operation's changes, which must reach it.
    func operationTest(_ operation: OperationSpec, editable: [FieldSpec]) -> OperationTest {
        let draft = plan.draft()
        let sets = operation.sets ?? []
        let changes = sets.map { $0.statement(on: "changed", now: "\(plan.q("Date"))(timeIntervalSince1970: 1_700_000_000)") }
        let setFields = Set(sets.map(\.field))
        let edited = editable.first { !setFields.contains($0.name) && FormControl(field: $0, plan: plan) != .reference }
        // The stored record does not start as the operation leaves it, so its effect on the draft shows.
        let starts = sets.compactMap { assignment -> String? in
            switch assignment.value {
            case .literal("true"): return "stored.\(assignment.field) = false"
            case .literal("false"): return "stored.\(assignment.field) = true"
            case .now where plan.spec.fields.first(where: { $0.name == assignment.field })?.type.isOptional == true:
                return "stored.\(assignment.field) = nil"
            default: return nil
            }
        }
        return OperationTest(
            startLines: TemplateLine.lines(starts), storedBinding: starts.isEmpty ? "let" : "var",
            changeLines: TemplateLine.lines(changes), changedBinding: changes.isEmpty ? "let" : "var",
            mergedExpectations: editable.filter { setFields.contains($0.name) }.map { field in
                OperationTest.Merged(
                    actual: draftRead(field),
                    expected: FormControl(field: field, plan: plan) == .textList
                        ? "changed.\(field.name)" : FormControl(field: field, plan: plan).propertyValue(for: field, entity: "changed")
                )
            },
            editLine: edited.map { "viewModel.\(draft)\($0.name) = \(draftValue($0, self.edited($0)))" },
            editedValue: edited.map(self.edited), editedProperty: edited.map(draftRead)
        )
    }
}

/// The test of an operation run from the form: the stored entity, as the operation leaves it, and an edit of a field it
/// does not set, which must stay in the draft.
struct OperationTest: Encodable {
    /// Lines setting the stored entity's fields away from what the operation sets.
    var startLines: [TemplateLine]
    /// `var` when there are such lines, else `let`.
    var storedBinding: String
    /// Lines making the changed copy the operation hands back.
    var changeLines: [TemplateLine]
    /// `var` when there are such lines, else `let`.
    var changedBinding: String
    /// What the draft must hold after it: each field it sets, from the changed copy.
    var mergedExpectations: [Merged]
    /// The line editing a field the operation does not set; absent without one, as `editedValue` and `editedProperty`.
    var editLine: String?
    /// The value typed.
    var editedValue: String?
    /// The draft's property edited.
    var editedProperty: String?

    /// One field an operation set, which the draft must show after it.
    struct Merged: Encodable {
        /// The draft's property.
        var actual: String
        /// Its value, from the changed copy.
        var expected: String
    }
}
