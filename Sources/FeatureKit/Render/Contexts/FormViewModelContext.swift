import ScaffoldCore

/// Context of the form view model, its view and its tests: a `Draft` with one property per field the form
/// can edit (so no field name can collide with the view model's own state), and the save / load / delete /
/// custom calls the rules wired to it.
struct FormViewModelContext {
    let plan: Plan

    var values: [String: Any] {
        let base = ViewModelContext(plan: plan)
        let names = plan.names
        let q = plan.frameworkNames
        let entity = names.entityVariable
        let entityLabel = Naming.label(names.entity).lowercased()
        let calls = base.operations(plan.formViewModel).map(base.call(for:))
        let references = ReferenceContext(plan: plan)
        let dependencies = base.dependencies(calls) + references.dependencies
        let fields = ModelContext.storedFields(plan)
        let editable = fields.filter { FormControl(field: $0, plan: plan) != .none }
        // What the update test may retype: never the id, which an edited entity keeps.
        let retyped = editable.filter { $0.name != "id" }
        let create = calls.first { $0.operation.kind == .create }
        let update = calls.first { $0.operation.kind == .update }
        let fetch = calls.first { $0.operation.kind == .fetch }
        let delete = calls.first { $0.operation.kind == .delete }
        let customs = calls.filter { $0.operation.kind == .custom }
        let draft = base.statePrefix + "draft."

        var state: [(declaration: String, publiclySettable: Bool)] = [
            ("var draft = Draft()", true), ("var isSaving = false", false),
        ]
        if delete != nil { state.append(("var isDeleting = false", false)) }
        state += [("var errorMessage: \(q.spell("String"))?", true), ("var saved: \(names.entity)?", false)]
        if delete != nil { state.append(("var isDeleted = false", false)) }
        let choices = references.choices(into: base.statePrefix)
        state += choices.map { ($0["declaration"] as? String ?? "", false) }
        if !choices.isEmpty { state.append(("var hasLoadedChoices = false", false)) }
        let required = references.presented.filter { !$0.field.type.isOptional }.map(\.field.name)

        var values: [String: Any] = [
            "classDeclaration": base.classDeclaration(names.formViewModel),
            "draftLines": lines(editable.flatMap { field in
                let control = FormControl(field: field, plan: plan)
                return ["var \(field.name): \(control.propertyType(for: field, names: q)) = \(control.initialValue(for: field, names: q))"]
                    + control.helperLines(for: field, names: q)
            }),
            "stateLines": base.stateLines(state).map(\.values),
            "stateStorage": base.stateStorage(settable: true),
            "dependencies": dependencies.map(\.values),
            "initParameters": base.initParameters(["\(entity): \(names.entity)? = nil"], dependencies).map(\.values),
            "testArguments": base.testArguments(["\(entity): \(entity)"], dependencies),
            "showLines": lines(editable.map { field in
                "\(draft)\(field.name) = \(FormControl(field: field, plan: plan).propertyValue(for: field, entity: entity))"
            }),
            // What an operation changed in the stored entity reaches the draft; the user's other edits stay.
            "mergeLines": lines(editable.flatMap { field in
                [
                    "if stored.\(field.name) != previous.\(field.name) {",
                    "    \(draft)\(field.name) = \(FormControl(field: field, plan: plan).propertyValue(for: field, entity: "stored"))",
                    "}",
                ]
            }),
            "hasChoices": !choices.isEmpty,
            "choices": choices,
            "pickers": references.pickers(state: base.statePrefix),
            "choicesFailure": base.failureMessage("load the choices"),
            "hasRequiredChoices": !required.isEmpty,
            "requiredChoices": lines(required.map { "guard let \($0) = \(draft)\($0) else { return nil }" }),
            "requiredMessage": references.requiredMessage ?? "",
            // A test that saves without typing still chooses what the form requires.
            "requiredInputs": lines(references.presented.filter { !$0.field.type.isOptional }.map { item in
                "viewModel.\(draft)\(item.field.name) = \(typedInput(item.field))"
            }),
            "entityArguments": commaSeparatedLines(fields.map { field in
                let control = FormControl(field: field, plan: plan)
                if field.name == "id" { return "id: " + FormControl.idValue(for: field, property: draft + field.name, names: q) }
                return "\(field.name): " + control.entityValue(for: field, property: draft + field.name, original: "original", names: q)
            }),
            "controls": editable.map { field -> [String: Any] in
                let control = FormControl(field: field, plan: plan)
                let label = Wording.label(of: field, in: plan)
                let traits = EditorTraits(field: field, names: q)
                var values: [String: Any] = [
                    "label": SwiftLiteral.string(label),
                    "binding": "$viewModel.\(draft)\(field.name)",
                    "value": "viewModel.\(draft)\(field.name)",
                    "identifier": "\(names.entityVariable).form.\(field.name)",
                    "isText": control == .text, "isNumber": control == .number,
                    "isToggle": control == .toggle, "isDate": control == .date,
                    "isOptionalNumber": control == .optionalNumber, "isOptionalDate": control == .optionalDate,
                    "isTextList": control == .textList, "isMultiline": control == .multiline,
                    "isReference": control == .reference,
                    "modifiers": lines(traits.modifiers),
                    "format": traits.numberFormat,
                    "switchLabel": SwiftLiteral.string("Set " + Self.midSentence(label)),
                    "switchBinding": "$viewModel.\(draft)has\(Naming.upperFirst(field.name))",
                    "dateBinding": "$viewModel.\(draft)\(field.name)Value",
                    "addLabel": SwiftLiteral.string("Add " + Self.midSentence(Naming.label(Self.element(of: field.name)))),
                    "rowLabel": SwiftLiteral.string(Naming.label(Self.element(of: field.name))),
                ]
                if control == .reference, let picker = references.pickers(state: base.statePrefix).first(where: { $0["field"] as? String == field.name }) {
                    values.merge(picker) { _, new in new }
                }
                return values
            },
            "typedInputs": lines(editable.map { "viewModel.\(draft)\($0.name) = \(typedInput($0))" }),
            "retypedInputs": lines(retyped.map { "viewModel.\(draft)\($0.name) = \(typedInput($0))" }),
            "retypedExpectations": retyped.map { field -> [String: Any] in
                let expected = expectedValue(field)
                return ["field": field.name, "expected": expected ?? "", "isNil": expected == nil]
            },
            "typedExpectations": editable.map { field -> [String: Any] in
                let expected = expectedValue(field)
                return ["field": field.name, "expected": expected ?? "", "isNil": expected == nil]
            },
            "newTitle": "\(q.spell("String"))(localized: \"New \(entityLabel)\")",
            "editTitle": "\(q.spell("String"))(localized: \"Edit \(entityLabel)\")",
            "deleteFailure": base.failureMessage(Wording.doing("delete", entity: names.entity)),
            "expectedDeleteFailure": base.failureMessage(Wording.doing("delete", entity: names.entity), error: "\(names.entity)TestError.failed"),
            "hasCreate": create != nil,
            "hasUpdate": update != nil,
            "hasSave": create != nil || update != nil,
            "hasFetch": fetch != nil,
            "hasDelete": delete != nil,
            "customs": customs.map { call -> [String: Any] in
                OperationActions(plan: plan).action(for: call, expression: call.expression("original")).values
                    .merging(operationTest(call, editable: retyped))
            },
            "hasCustoms": !customs.isEmpty,
        ]
        for (key, call, argument) in [("create", create, entity), ("update", update, entity), ("fetch", fetch, "id"), ("delete", delete, "original.id")] {
            guard let call else { continue }
            values["\(key)Call"] = call.expression(argument)
            values["\(key)Variable"] = call.variable
            values["\(key)Stub"] = "\(call.member)Handler"
            values["\(key)Error"] = "\(call.member)Error"
            values["\(key)Received"] = call.received
            values["\(key)PassThrough"] = call.passThrough
            values["\(key)Returns"] = call.handler(returning: entity)
            // A handler that taps the button again while its call is in flight (the second tap must be ignored).
            let again = key == "delete" ? "_ = await viewModel.delete()" : "_ = await viewModel.save()"
            let value = call.input == nil ? "value" : "value.\(call.label ?? "")"
            values["\(key)TapsAgain"] = key == "delete"
                ? "{ [viewModel] _ in \(again) }"
                : "{ [viewModel] value in \(again); return \(value) }"
        }
        return values
    }

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
    func operationTest(_ call: OperationCall, editable: [FieldSpec]) -> [String: Any] {
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
        let merged = editable.filter { setFields.contains($0.name) }.map { field -> [String: Any] in
            ["actual": "viewModel.\(draft)\(field.name)", "expected": FormControl(field: field, plan: plan).propertyValue(for: field, entity: "changed")]
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
        var values: [String: Any] = [
            "startLines": lines(starts),
            "storedBinding": starts.isEmpty ? "let" : "var",
            "changeLines": lines(changes),
            "changedBinding": changes.isEmpty ? "let" : "var",
            "mergedExpectations": merged,
            "hasEdit": edited != nil,
        ]
        if let edited {
            values["editLine"] = "viewModel.\(draft)\(edited.name) = \(editedValue(edited))"
            values["editedValue"] = editedValue(edited)
            values["editedProperty"] = "viewModel.\(draft)\(edited.name)"
        }
        return values
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

    /// What one row of a list field is called: `ownerIDs` → `ownerID`, `tags` → `tag`.
    static func element(of name: String) -> String {
        name.hasSuffix("s") && !name.hasSuffix("ss") ? String(name.dropLast()) : name
    }

    /// A label inside a sentence: "Due date" → "due date", but "URL" and "ID card" keep their capitals.
    static func midSentence(_ label: String) -> String {
        let second = label.dropFirst().first
        if second?.isUppercase == true { return label }
        return label.prefix(1).lowercased() + label.dropFirst()
    }
}
