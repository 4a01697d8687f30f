import ScaffoldCore

/// Context of the form view model, its view and its tests: one editable property per field the form
/// can edit, and the save / load / delete / custom calls the rules wired to it.
struct FormViewModelContext {
    let plan: Plan

    var values: [String: Any] {
        let base = ViewModelContext(plan: plan)
        let names = plan.names
        let entity = names.entityVariable
        let calls = base.operations(plan.formViewModel).map(base.call(for:))
        let dependencies = base.dependencies(calls)
        let fields = ModelContext(plan: plan).fields
        let samples = SampleBuilder()
        let editable = fields.filter { FormControl(field: $0) != .none }
        let create = calls.first { $0.operation.kind == .create }
        let update = calls.first { $0.operation.kind == .update }
        let fetch = calls.first { $0.operation.kind == .fetch }
        let delete = calls.first { $0.operation.kind == .delete }
        let customs = calls.filter { $0.operation.kind == .custom }

        var state: [(declaration: String, publiclySettable: Bool)] = editable.map { field in
            let control = FormControl(field: field)
            return ("var \(field.name): \(control.propertyType(for: field)) = \(control.initialValue(for: field, samples: samples))", true)
        }
        state += [("var isSaving = false", false), ("var errorMessage: String?", true), ("var saved: \(names.entity)?", false)]
        if delete != nil { state.append(("var isDeleted = false", false)) }

        var values: [String: Any] = [
            "classDeclaration": base.classDeclaration(names.formViewModel),
            "stateLines": base.stateLines(state),
            "stateStorage": base.stateStorage(settable: true),
            "dependencies": dependencies,
            "initParameters": base.initParameters(["\(entity): \(names.entity)? = nil"], dependencies),
            "testArguments": base.testArguments(["\(entity): \(entity)"], dependencies),
            "loadFields": editable.map { field in
                ["text": "\(field.name) = \(FormControl(field: field).propertyValue(for: field, entity: entity))"]
            },
            "entityArguments": commaSeparatedLines(fields.map { field in
                let control = FormControl(field: field)
                if field.name == "id" && control == .none { return "id: original?.id ?? \(FormControl.defaultValue(for: field))" }
                return "\(field.name): " + control.entityValue(for: field, property: base.statePrefix + field.name, original: "original")
            }),
            "controls": editable.map { field -> [String: Any] in
                let control = FormControl(field: field)
                return [
                    "label": SwiftLiteral.string(Naming.label(field.name)),
                    "binding": "$viewModel.\(base.statePrefix)\(field.name)",
                    "isText": control == .text, "isNumber": control == .number,
                    "isToggle": control == .toggle, "isDate": control == .date,
                ]
            },
            "validInputs": editable.map { field in
                ["text": "viewModel.\(base.statePrefix)\(field.name) = \(validInput(field))"]
            },
            "hasCreate": create != nil,
            "hasUpdate": update != nil,
            "hasSave": create != nil || update != nil,
            "hasFetch": fetch != nil,
            "hasDelete": delete != nil,
            "customs": customs.map { call -> [String: Any] in
                [
                    "name": call.operation.name, "label": Naming.label(call.operation.name).lowercased(),
                    "call": call.expression(entity), "variable": call.variable,
                    "stub": "\(call.member)Handler", "callCount": "\(call.member)CallCount",
                    "testName": Naming.upperFirst(call.operation.name),
                ]
            },
        ]
        for (key, call, argument) in [("create", create, entity), ("update", update, entity), ("fetch", fetch, "id: id"), ("delete", delete, "id: original.id")] {
            guard let call else { continue }
            values["\(key)Call"] = call.expression(argument)
            values["\(key)Variable"] = call.variable
            values["\(key)Stub"] = "\(call.member)Handler"
            values["\(key)Error"] = "\(call.member)Error"
            values["\(key)CallCount"] = "\(call.member)CallCount"
            values["\(key)Args"] = "\(call.member)ArgValues"
        }
        return values
    }

    /// A value the test types into the form for a field: the rule-checked sample, as the form's property type.
    func validInput(_ field: FieldSpec) -> String {
        let control = FormControl(field: field)
        let sample = plan.samples.first { $0.field == field.name }?.valid
        switch (control, FieldKind(field.type)) {
        case (.text, .url): return "\"https://example.com\""
        case (.text, _): return sample ?? "\"Sample\""
        case (.number, _): return sample ?? "1"
        case (.toggle, _): return "true"
        case (.date, _): return "Date(timeIntervalSince1970: 1_700_000_000)"
        default: return sample ?? "nil"
        }
    }
}

extension ViewModelContext {
    var statePrefix: String { plan.style.state == .nested ? "state." : "" }
}
