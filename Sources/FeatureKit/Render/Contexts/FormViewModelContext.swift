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
        let dependencies = base.dependencies(calls)
        let fields = ModelContext(plan: plan).fields
        let editable = fields.filter { FormControl(field: $0) != .none }
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

        var values: [String: Any] = [
            "classDeclaration": base.classDeclaration(names.formViewModel),
            "draftLines": lines(editable.flatMap { field in
                let control = FormControl(field: field)
                return ["var \(field.name): \(control.propertyType(for: field, names: q)) = \(control.initialValue(for: field, names: q))"]
                    + control.helperLines(for: field, names: q)
            }),
            "stateLines": base.stateLines(state),
            "stateStorage": base.stateStorage(settable: true),
            "dependencies": dependencies,
            "initParameters": base.initParameters(["\(entity): \(names.entity)? = nil"], dependencies),
            "testArguments": base.testArguments(["\(entity): \(entity)"], dependencies),
            "showLines": lines(editable.map { field in
                "\(draft)\(field.name) = \(FormControl(field: field).propertyValue(for: field, entity: entity))"
            }),
            "entityArguments": commaSeparatedLines(fields.map { field in
                let control = FormControl(field: field)
                if field.name == "id" { return "id: " + FormControl.idValue(for: field, property: draft + field.name, names: q) }
                return "\(field.name): " + control.entityValue(for: field, property: draft + field.name, original: "original", names: q)
            }),
            "controls": editable.map { field -> [String: Any] in
                let control = FormControl(field: field)
                let label = Naming.label(field.name)
                return [
                    "label": SwiftLiteral.string(label),
                    "binding": "$viewModel.\(draft)\(field.name)",
                    "value": "viewModel.\(draft)\(field.name)",
                    "identifier": "\(names.entityVariable).form.\(field.name)",
                    "isText": control == .text, "isNumber": control == .number,
                    "isToggle": control == .toggle, "isDate": control == .date,
                    "isOptionalNumber": control == .optionalNumber, "isOptionalDate": control == .optionalDate,
                    "isTextList": control == .textList,
                    "switchLabel": SwiftLiteral.string("Set " + Self.midSentence(label)),
                    "switchBinding": "$viewModel.\(draft)has\(Naming.upperFirst(field.name))",
                    "dateBinding": "$viewModel.\(draft)\(field.name)Value",
                    "addLabel": SwiftLiteral.string("Add " + Self.midSentence(Naming.label(Self.element(of: field.name)))),
                    "rowLabel": SwiftLiteral.string(Naming.label(Self.element(of: field.name))),
                ]
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
            "deleteFailure": base.failureMessage("delete the \(entityLabel)"),
            "expectedDeleteFailure": base.failureMessage("delete the \(entityLabel)", error: "\(names.entity)TestError.failed"),
            "hasCreate": create != nil,
            "hasUpdate": update != nil,
            "hasSave": create != nil || update != nil,
            "hasFetch": fetch != nil,
            "hasDelete": delete != nil,
            "customs": customs.map { call -> [String: Any] in
                let label = Naming.label(call.operation.name).lowercased()
                return [
                    "name": call.operation.name, "call": call.expression(entity), "variable": call.variable,
                    "stub": "\(call.member)Handler", "returnsChanged": call.handler(returning: "returned"), "received": call.received,
                    "error": "\(call.member)Error", "testName": Naming.upperFirst(call.operation.name),
                    "failure": base.failureMessage("\(label) the \(entityLabel)"),
                    "expectedFailure": base.failureMessage("\(label) the \(entityLabel)", error: "\(names.entity)TestError.failed"),
                ]
            },
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
        let control = FormControl(field: field)
        let sample = plan.samples.first { $0.field == field.name }?.alternative
        switch (control, FieldKind(field.type)) {
        case (.text, _) where field.type.isOptional: return "\"\""
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

    /// What the saved entity holds for a typed field; nil when it must be nil (empty optional text).
    func expectedValue(_ field: FieldSpec) -> String? {
        if FormControl(field: field) == .text && field.type.isOptional { return nil }
        if FieldKind(field.type) == .url { return "\(plan.frameworkNames.spell("URL"))(string: \"https://example.org\")" }
        return typedInput(field)
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
