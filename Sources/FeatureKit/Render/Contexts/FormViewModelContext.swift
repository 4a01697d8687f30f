import ScaffoldCore

/// Context of the form view model, its view and its tests: a `Draft` with one property per field the form
/// can edit (so no field name can collide with the view model's own state), and the save / load / delete /
/// custom calls the rules wired to it.
struct FormViewModelContext {
    let plan: Plan

    var values: [String: Any] { variables.values }

    /// What the form view model, its view and its tests may print.
    var variables: Variables {
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
        let create = call(.create, in: calls, argument: entity)
        let update = call(.update, in: calls, argument: entity)
        let fetch = call(.fetch, in: calls, argument: "id")
        let delete = call(.delete, in: calls, argument: "original.id")
        let customs = calls.filter { $0.operation.kind == .custom }
        let draft = base.statePrefix + "draft."

        var state: [(declaration: String, publiclySettable: Bool)] = [
            ("var draft = Draft()", true), ("var isSaving = false", false),
        ]
        if delete != nil { state.append(("var isDeleting = false", false)) }
        state += [("var errorMessage: \(q.spell("String"))?", true), ("var saved: \(names.entity)?", false)]
        if delete != nil { state.append(("var isDeleted = false", false)) }
        let choices = references.choices(into: base.statePrefix)
        state += choices.map { ($0.declaration, false) }
        if !choices.isEmpty { state.append(("var hasLoadedChoices = false", false)) }
        let required = references.presented.filter { !$0.field.type.isOptional }.map(\.field.name)
        let pickers = references.pickers(state: base.statePrefix)
        let deleting = Wording.doing("delete", entity: names.entity)

        return Variables(
            classDeclaration: base.classDeclaration(names.formViewModel),
            draftLines: TemplateLine.lines(editable.flatMap { field in
                let control = FormControl(field: field, plan: plan)
                return ["var \(field.name): \(control.propertyType(for: field, names: q)) = \(control.initialValue(for: field, names: q))"]
                    + control.helperLines(for: field, names: q)
            }),
            stateLines: base.stateLines(state),
            stateStorage: base.stateStorage(settable: true),
            dependencies: dependencies,
            initParameters: base.initParameters(["\(entity): \(names.entity)? = nil"], dependencies),
            testArguments: base.testArguments(["\(entity): \(entity)"], dependencies),
            showLines: TemplateLine.lines(editable.map { field in
                "\(draft)\(field.name) = \(FormControl(field: field, plan: plan).propertyValue(for: field, entity: entity))"
            }),
            // What an operation changed in the stored entity reaches the draft; the user's other edits stay.
            mergeLines: TemplateLine.lines(editable.flatMap { field in
                [
                    "if stored.\(field.name) != previous.\(field.name) {",
                    "    \(draft)\(field.name) = \(FormControl(field: field, plan: plan).propertyValue(for: field, entity: "stored"))",
                    "}",
                ]
            }),
            hasChoices: !choices.isEmpty,
            choices: choices,
            pickers: pickers,
            choicesFailure: base.failureMessage("load the choices"),
            hasRequiredChoices: !required.isEmpty,
            requiredChoices: TemplateLine.lines(required.map { "guard let \($0) = \(draft)\($0) else { return nil }" }),
            requiredMessage: references.requiredMessage ?? "",
            // A test that saves without typing still chooses what the form requires.
            requiredInputs: TemplateLine.lines(references.presented.filter { !$0.field.type.isOptional }.map { item in
                "viewModel.\(draft)\(item.field.name) = \(typedInput(item.field))"
            }),
            entityArguments: TemplateLine.commaSeparated(fields.map { field in
                let control = FormControl(field: field, plan: plan)
                if field.name == "id" { return "id: " + FormControl.idValue(for: field, property: draft + field.name, names: q) }
                return "\(field.name): " + control.entityValue(for: field, property: draft + field.name, original: "original", names: q)
            }),
            controls: editable.map { control(for: $0, draft: draft, pickers: pickers) },
            typedInputs: TemplateLine.lines(editable.map { "viewModel.\(draft)\($0.name) = \(typedInput($0))" }),
            retypedInputs: TemplateLine.lines(retyped.map { "viewModel.\(draft)\($0.name) = \(typedInput($0))" }),
            retypedExpectations: retyped.map(expectation(for:)),
            typedExpectations: editable.map(expectation(for:)),
            newTitle: "\(q.spell("String"))(localized: \"New \(entityLabel)\")",
            editTitle: "\(q.spell("String"))(localized: \"Edit \(entityLabel)\")",
            deleteFailure: base.failureMessage(deleting),
            expectedDeleteFailure: base.failureMessage(deleting, error: "\(names.entity)TestError.failed"),
            hasCreate: create != nil,
            hasUpdate: update != nil,
            hasSave: create != nil || update != nil,
            hasFetch: fetch != nil,
            hasDelete: delete != nil,
            customs: customs.map { call in
                Custom(
                    action: OperationActions(plan: plan).action(for: call, expression: call.expression("original")),
                    test: operationTest(call, editable: retyped)
                )
            },
            hasCustoms: !customs.isEmpty,
            createCall: create?.action.call,
            createVariable: create?.action.variable,
            createStub: create?.action.stub,
            createError: create?.action.error,
            createReceived: create?.action.received,
            createPassThrough: create?.action.passThrough,
            createReturns: create?.returns,
            createTapsAgain: create?.tapsAgain,
            updateCall: update?.action.call,
            updateVariable: update?.action.variable,
            updateStub: update?.action.stub,
            updateError: update?.action.error,
            updateReceived: update?.action.received,
            updatePassThrough: update?.action.passThrough,
            updateReturns: update?.returns,
            updateTapsAgain: update?.tapsAgain,
            fetchCall: fetch?.action.call,
            fetchVariable: fetch?.action.variable,
            fetchStub: fetch?.action.stub,
            fetchError: fetch?.action.error,
            fetchReceived: fetch?.action.received,
            fetchPassThrough: fetch?.action.passThrough,
            fetchReturns: fetch?.returns,
            fetchTapsAgain: fetch?.tapsAgain,
            deleteCall: delete?.action.call,
            deleteVariable: delete?.action.variable,
            deleteStub: delete?.action.stub,
            deleteError: delete?.action.error,
            deleteReceived: delete?.action.received,
            deletePassThrough: delete?.action.passThrough,
            deleteReturns: delete?.returns,
            deleteTapsAgain: delete?.tapsAgain
        )
    }

    /// The form's create, update, fetch or delete call as its tests stub and read it (`OperationActions` names the
    /// call, handler and error, as for every operation a screen runs); nil when the form does not wire it.
    private func call(
        _ kind: OperationKind, in calls: [OperationCall], argument: String
    ) -> (action: OperationActions.Action, returns: String, tapsAgain: String)? {
        guard let call = calls.first(where: { $0.operation.kind == kind }) else { return nil }
        // A handler that taps the button again while its call is in flight (the second tap must be ignored).
        let tapsAgain: String
        if kind == .delete {
            tapsAgain = "{ [viewModel] _ in _ = await viewModel.delete() }"
        } else {
            let value = call.input == nil ? "value" : "value.\(call.label ?? "")"
            tapsAgain = "{ [viewModel] value in _ = await viewModel.save(); return \(value) }"
        }
        let action = OperationActions(plan: plan).action(for: call, expression: call.expression(argument))
        return (action, call.handler(returning: plan.names.entityVariable), tapsAgain)
    }

    /// How the form edits `field`: its control's switch, bindings and labels, and a reference's picker.
    private func control(for field: FieldSpec, draft: String, pickers: [ReferenceContext.Picker]) -> Control {
        let control = FormControl(field: field, plan: plan)
        let label = Wording.label(of: field, in: plan)
        let traits = EditorTraits(field: field, names: plan.frameworkNames)
        return Control(
            label: SwiftLiteral.string(label),
            binding: "$viewModel.\(draft)\(field.name)",
            value: "viewModel.\(draft)\(field.name)",
            identifier: "\(plan.names.entityVariable).form.\(field.name)",
            isText: control == .text, isNumber: control == .number,
            isToggle: control == .toggle, isDate: control == .date,
            isOptionalNumber: control == .optionalNumber, isOptionalDate: control == .optionalDate,
            isTextList: control == .textList, isMultiline: control == .multiline,
            isReference: control == .reference,
            modifiers: TemplateLine.lines(traits.modifiers),
            format: traits.numberFormat,
            switchLabel: SwiftLiteral.string("Set " + Self.midSentence(label)),
            switchBinding: "$viewModel.\(draft)has\(Naming.upperFirst(field.name))",
            dateBinding: "$viewModel.\(draft)\(field.name)Value",
            addLabel: SwiftLiteral.string("Add " + Self.midSentence(Naming.label(Self.element(of: field.name)))),
            rowLabel: SwiftLiteral.string(Naming.label(Self.element(of: field.name))),
            picker: control == .reference ? pickers.first { $0.field == field.name } : nil
        )
    }

    /// What the saved entity must hold for a typed field.
    private func expectation(for field: FieldSpec) -> Expectation {
        let expected = expectedValue(field)
        return Expectation(field: field.name, expected: expected ?? "", isNil: expected == nil)
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
