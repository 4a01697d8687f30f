import ScaffoldCore

/// What the form view model's tests type into its draft and expect back, and what the test of an operation run from
/// the form arranges (the wiring test's operation sequence types the same values).
extension FormViewModelContext {
    /// The value a test types into the draft for a field: the rule-checked alternative sample, which differs from
    /// what a fixture holds (so a form that saves the original instead of the draft fails its test), as the draft
    /// property's type; optional text is left empty, which the form must store as nil.
    func typedInput(_ field: FieldSpec) -> String {
        let control = FormControl(field: field, plan: plan)
        let sample = plan.samples.first { $0.field == field.name }.map { $0.alternative ?? $0.valid }
        switch (control, FieldKind(field.type)) {
        case (.text, _) where field.type.isOptional, (.multiline, _) where field.type.isOptional: return "\"\""
        case (.multiline, _): return sample ?? "\"Sample\""
        // An optional reference stays unset (a new record need not name one); a required one names the sample id.
        case (.reference, _) where field.type.isOptional: return "nil"
        case (.text, .url): return "\"https://example.org\""
        case (.text, _): return sample ?? "\"Sample\""
        case (.number, _): return sample ?? "1"
        case (.toggle, _): return "true"
        case (.date, _), (.optionalDate, _): return "\(plan.frameworkNames.spell("Date"))(timeIntervalSince1970: 1_800_000_000)"
        case (.optionalNumber, _): return sample.flatMap { $0 == "nil" ? nil : $0 } ?? "1"
        case (.textList, _): return sample.flatMap { $0 == "nil" || $0 == "[]" ? nil : $0 } ?? "[\"Sample\"]"
        default: return sample ?? "nil"
        }
    }

    /// A rule-passing value other than `typedInput` (the fixture's sample, since tests type the alternative); nil
    /// when the field's rules leave only one.
    func otherInput(_ field: FieldSpec) -> String? {
        guard let samples = plan.samples.first(where: { $0.field == field.name }), samples.alternative != nil else { return nil }
        return samples.valid
    }

    /// What the saved entity holds for a typed field; nil when it must be nil (empty optional text).
    func expectedValue(_ field: FieldSpec) -> String? {
        let control = FormControl(field: field, plan: plan)
        if (control == .text || control == .multiline) && field.type.isOptional { return nil }
        if FieldKind(field.type) == .url { return "\(plan.frameworkNames.spell("URL"))(string: \"https://example.org\")" }
        return typedInput(field)
    }

    /// What the test of an operation run from the form arranges and expects: the stored entity as the operation
    /// leaves it (its `sets:` applied, a fixed date for `now`), an edit of a field the operation does not set,
    /// which must stay in the draft, and the operation's changes, which must reach it.
    func operationTest(_ call: OperationCall, editable: [FieldSpec]) -> OperationTest {
        let draft = ViewModelContext(plan: plan).statePrefix + "draft."
        let sets = call.operation.sets ?? []
        let changes = sets.map { assignment -> String in
            switch assignment.value {
            case .literal(let literal): return "changed.\(assignment.field) = \(literal)"
            case .now: return "changed.\(assignment.field) = \(plan.frameworkNames.spell("Date"))(timeIntervalSince1970: 1_700_000_000)"
            case .toggle: return "changed.\(assignment.field).toggle()"
            case .clear: return "changed.\(assignment.field) = nil"
            }
        }
        let setFields = Set(sets.map(\.field))
        let edited = editable.first { !setFields.contains($0.name) && FormControl(field: $0, plan: plan) != .reference }
        let merged = editable.filter { setFields.contains($0.name) }.map { field in
            MergedExpectation(
                actual: "viewModel.\(draft)\(field.name)",
                expected: FormControl(field: field, plan: plan).propertyValue(for: field, entity: "changed")
            )
        }
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
            startLines: TemplateLine.lines(starts),
            storedBinding: starts.isEmpty ? "let" : "var",
            changeLines: TemplateLine.lines(changes),
            changedBinding: changes.isEmpty ? "let" : "var",
            mergedExpectations: merged,
            hasEdit: edited != nil,
            editLine: edited.map { "viewModel.\(draft)\($0.name) = \(editedValue($0))" },
            editedValue: edited.map(editedValue),
            editedProperty: edited.map { "viewModel.\(draft)\($0.name)" }
        )
    }

    /// A value to type into the draft that differs from what the fixture stored (the draft takes it unchecked).
    func editedValue(_ field: FieldSpec) -> String {
        let q = plan.frameworkNames
        switch FormControl(field: field, plan: plan) {
        case .toggle: return "!stored.\(field.name)"
        case .date, .optionalDate: return "\(q.spell("Date"))(timeIntervalSince1970: 1_800_000_000)"
        case .number, .optionalNumber: return "42"
        case .textList: return "[\"Edited\"]"
        default: return "\"Edited\""
        }
    }
}
