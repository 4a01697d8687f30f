import ScaffoldCore

/// The form view model, its view and its tests: a `Draft` with one property per field the form edits (so no field
/// name can collide with the view model's own state), its controls, the save / load / delete / custom calls the rules
/// wired to it, and what its tests type and expect back.
struct FormContext: Encodable {
    /// The `Draft`'s properties (one per field the form edits) and an optional date's helpers, one a line.
    var draftLines: [TemplateLine]
    /// The lines loading an entity into the draft.
    var showLines: [TemplateLine]
    /// The lines bringing what an operation changed in the stored entity into the draft.
    var mergeLines: [TemplateLine]
    /// The records of other entities the form offers to choose (a reference's picker), per referenced entity.
    @Flagged var choices: [Choice]
    /// One picker per field naming another entity's record.
    var pickers: [FormControl.Picker]
    /// A save needs a choice the user has not made yet (a required reference).
    var hasRequiredChoices: Bool
    /// The lines checking the draft before the entity is made — what was typed as a web address (`WebAddresses`), each
    /// required choice — with a message beside each field that fails, and unwrapping what the entity needs.
    var requiredChoices: [TemplateLine]
    /// The draft is checked before the entity is made: `make<Entity>()` may return nil.
    var checksDraft: Bool
    /// The form reads web addresses from typed text (`WebAddresses`).
    var readsWebAddresses: Bool
    /// The view model's reader of typed web addresses; empty without a web address field.
    var webAddressLines: [TemplateLine]
    /// The type that reader returns; empty without a web address field.
    var webAddressTypeLines: [TemplateLine]
    /// The first web address field and the tests of how it is read; absent without one, or without a create.
    var webAddressTest: WebAddressTest?
    /// The days (`kind: date`) the form edits, each with a test that its picker stores the start of the chosen day.
    var dayTests: [DayTest]
    /// The field errors a save missing every required choice shows, as a Swift dictionary literal; empty without one.
    var requiredErrors: String
    /// The validator's failure a test of the form hands back from the save, naming up to two fields; absent without a
    /// validator.
    var validationTest: ValidationTest?
    /// The form view model's comment, in the words of the preset's documents: where its messages go.
    var formViewModelDoc: [TemplateLine]
    /// The tests' lines choosing what the form requires.
    var requiredInputs: [TemplateLine]
    /// The tests' lines typing each required web address: a save that leaves only the choices unmade asks for them alone.
    var requiredAddressInputs: [TemplateLine]
    /// The entity's initializer arguments made from the draft, one a line.
    var entityArguments: [TemplateLine]
    /// One control per field the form edits.
    var controls: [FormControl.Control]
    /// The fields the form does not edit: a message about one (a rule, the server's) shows with the form's message.
    var uneditedFields: [String]
    /// The fields operations manage (`ManagedFields`), shown read-only in a Status section of a stored record.
    @Flagged var statusRows: [StatusRow]
    /// The names of the operations that change them, for the section's comment: "lend and give back".
    var statusOperations: String
    /// The test that a save keeps the managed fields of the stored record; absent without an update or a managed field.
    var managedTest: ManagedTest?
    /// The numbers a new draft starts away from zero (`FormStartValues`) without a `default:`, each as `field` and `expected` (Swift); empty
    /// when every number starts at zero.
    @Flagged var startValues: [StartValue]
    /// The fields a new draft starts at their spec `default:` (`FormStartValues.specDefault`), each as `field` and
    /// `expected` (Swift); empty when no edited field has one.
    @Flagged var defaultStarts: [StartValue]

    /// A number of a new draft and where it starts.
    struct StartValue: Encodable {
        /// The draft's property.
        var field: String
        /// Its start value, as Swift.
        var expected: String
    }

    /// A managed field as the Status section shows it.
    struct StatusRow: Encodable {
        /// Its label, a string literal.
        var label: String
        /// Its value as text, read from the stored record `original`.
        var value: String
        /// The accessibility identifier.
        var identifier: String
    }

    /// The stored record a test edits, with each managed field as an operation left it, and the fields to compare.
    struct ManagedTest: Encodable {
        /// Lines setting the stored record's managed fields away from their start values.
        var startLines: [TemplateLine]
        /// The managed fields.
        var fields: [String]
    }
    /// The tests' lines typing a value into every edited field.
    var typedInputs: [TemplateLine]
    /// The same without the id, for the update test.
    var retypedInputs: [TemplateLine]
    /// What the update test expects the saved entity to hold.
    var retypedExpectations: [Expectation]
    /// What the create test expects the saved entity to hold.
    var typedExpectations: [Expectation]
    /// The message shown when a delete fails.
    var deleteFailure: String
    /// That message for the tests' error.
    var expectedDeleteFailure: String
    /// The form saves: it creates or updates.
    var hasSave: Bool
    /// The form saves and shows messages about single fields beside them, announced (`FieldErrors`).
    var showsFieldErrors: Bool
    /// The record the delete tests delete, one it applies to, by id (`ListContext.deleteFixtures`).
    var deletedRecord: String
    /// The same without an id.
    var deletedNewRecord: String
    /// The create call and its test's handlers; absent without a create operation.
    @Flagged var create: Action?
    /// The update call and its test's handlers; absent without an update operation.
    @Flagged var update: Action?
    /// The call loading the entity by `id`; absent without a fetch operation.
    @Flagged var fetch: Action?
    /// The delete call, on `original.id`; absent without a delete operation.
    @Flagged var delete: Action?
    /// The operations the form runs on the stored entity (`usedBy` names the form): each `Action`'s names, and its test's.
    @Flagged var customs: [Custom]

    /// A day's test: the picker's value becomes the start of the chosen day.
    struct DayTest: Encodable {
        /// The field.
        var field: String
        /// The field with its first letter capitalized, for the XCTest name.
        var upperField: String
        /// The field's label, for the Swift Testing name.
        var label: String
    }

    /// The tests of a web address field: text that is no address refused beside it, a missing scheme read as https.
    struct WebAddressTest: Encodable {
        /// The field.
        var field: String
        /// The message beside it.
        var message: String
    }

    /// A validator's failure about several fields, as a test makes it.
    struct ValidationTest: Encodable {
        /// One line per field: `.title: .empty(field: String(localized: "Title")),`.
        var errors: [TemplateLine]
    }

    /// The records of one referenced entity a form's pickers offer.
    struct Choice: Encodable {
        /// The state property holding them.
        var variable: String
        /// Its declaration.
        var declaration: String
        /// The statement loading them through the entity's list UseCase.
        var load: String
    }

    /// What a test expects one field of the saved entity to hold.
    struct Expectation: Encodable {
        /// The field.
        var field: String
        /// Its value, as Swift; empty when `isNil`.
        var expected: String
        /// It must be nil (optional text left empty).
        var isNil: Bool
    }

    /// An operation the form runs on the stored entity: its `Action` and its test, both read as the custom's own names.
    struct Custom: Encodable {
        /// The operation, as every screen runs it.
        @Inlined var action: Action
        /// How its test arranges and checks it.
        @Inlined var test: OperationTest
    }

    init(plan: Plan) {
        let names = plan.names, q = plan.frameworkNames
        let entity = names.entityVariable
        let calls = plan.operations(plan.formViewModel).map { OperationCall(operation: $0, plan: plan) }
        let fields = plan.storedFields
        let editable = fields.filter { FormControl(field: $0, plan: plan) != .none }
        // What the update test may retype: never the id, which an edited entity keeps.
        let retyped = editable.filter { $0.name != "id" }
        let draft = plan.draft()
        draftLines = TemplateLine.lines(editable.flatMap { field in
            let control = FormControl(field: field, plan: plan)
            let start = control.initialValue(for: field, names: q)
            // A number its rules refuse at zero starts where they allow (`FormStartValues`): Save would refuse a 0.
            let why = FormStartValues.specDefault(for: field) != nil
                ? ["/// Starts at the spec's `default:`, what a new \(names.entityVariable) is unless the user says otherwise."]
                : control == .number && start != "0"
                ? ["/// Starts at the value nearest zero its rules accept: a new form does not open on a value Save refuses."] : []
            return why + ["var \(field.name): \(control.propertyType(for: field, names: q)) = \(start)"]
                + control.helperLines(for: field, names: q)
        } + (editable.contains { FormControl(field: $0, plan: plan) == .textList } ? [""] + FormControl.textItemLines(names: q) : []))
        showLines = TemplateLine.lines(editable.map { "\(draft)\($0.name) = \(FormControl(field: $0, plan: plan).propertyValue(for: $0, entity: entity))" })
        // What an operation changed in the stored entity reaches the draft; the user's other edits stay.
        mergeLines = TemplateLine.lines(editable.flatMap { field in
            [
                "if stored.\(field.name) != previous.\(field.name) {",
                "    \(draft)\(field.name) = \(FormControl(field: field, plan: plan).propertyValue(for: field, entity: "stored"))", "}",
            ]
        })
        choices = plan.presentedEntities.map { item in
            Choice(variable: item.choices, declaration: "var \(item.choices): [\(item.entity)] = []", load: "\(plan.statePrefix)\(item.choices) = \(plan.loadReferenced(item))")
        }
        // A picker for each reference the form edits: one an operation manages (`publish` sets `driverID: nil`) is shown,
        // not chosen, and has no place in the draft (`make sweep SEED=42`, batch s42-b20).
        let pickers = plan.presented.filter { editable.contains($0.field) }.map { FormControl.Picker(plan: plan, item: $0) }
        self.pickers = pickers
        let required = plan.presented.filter { !$0.field.type.isOptional }
        hasRequiredChoices = !required.isEmpty
        // Each choice not made is said beside its picker ("Choose a category."), all of them at once (`FieldErrors`).
        let state = plan.statePrefix
        let message = { (item: Plan.Presented) in
            "\(state)fieldErrors[.\(item.field.name)] = \(plan.q("String"))(localized: \(SwiftLiteral.string("Choose \(Naming.withArticle(Naming.label(item.entity).lowercased())).")))"
        }
        requiredErrors = required.isEmpty ? "" : "[" + required.map { message($0).replacingOccurrences(of: "\(state)fieldErrors[.\($0.field.name)] = ", with: ".\($0.field.name): ") }.joined(separator: ", ") + "]"
        let broken = FieldErrors.validates(plan) ? ValidatorContext.broken(ValidatorContext.testCases(plan)) : []
        validationTest = broken.isEmpty ? nil : ValidationTest(errors: TemplateLine.lines(broken.prefix(2).map { ".\($0.field): \($0.error)," }))
        // The draft's own checks, each field's message beside it, all at once: what was typed as a web address, then
        // each choice not made; the guard unwraps what the entity needs.
        let addresses = WebAddresses.fields(plan)
        let unwrapped = required.map { "let \($0.field.name) = \(draft)\($0.field.name)" }
            + addresses.filter { !$0.type.isOptional }.map { "let \($0.name) = \(WebAddresses.variable($0)).url" }
        if addresses.isEmpty, required.count == 1, let item = required.first {
            requiredChoices = TemplateLine.lines(["guard let \(item.field.name) = \(draft)\(item.field.name) else {", "    " + message(item), "    return nil", "}"])
        } else if !required.isEmpty || !addresses.isEmpty {
            requiredChoices = TemplateLine.lines(WebAddresses.checkLines(plan)
                + required.flatMap { ["if \(draft)\($0.field.name) == nil {", "    " + message($0), "}"] }
                + ["guard " + ((addresses.isEmpty ? [] : ["\(state)fieldErrors.isEmpty"]) + unwrapped).joined(separator: ", ") + " else { return nil }"])
        } else {
            requiredChoices = []
        }
        checksDraft = !requiredChoices.isEmpty
        webAddressLines = TemplateLine.lines(WebAddresses.helperLines(plan))
        webAddressTypeLines = TemplateLine.lines(WebAddresses.typeLines(plan))
        readsWebAddresses = !addresses.isEmpty
        let inputs = FormInputs(plan: plan)
        formViewModelDoc = Self.doc(plan, showsFieldErrors: FieldErrors.shownByForm(plan))
        showsFieldErrors = FieldErrors.shownByForm(plan)
        // A test that saves without typing still chooses what the form requires, and types a required web address.
        let addressInputs = addresses.filter { !$0.type.isOptional }.map { "viewModel.\(draft)\($0.name) = \(inputs.typed($0))" }
        requiredInputs = TemplateLine.lines(required.map { "viewModel.\(draft)\($0.field.name) = \(inputs.typed($0.field))" } + addressInputs)
        requiredAddressInputs = TemplateLine.lines(addressInputs)
        dayTests = editable.filter(FormControl.isDay).map { DayTest(field: $0.name, upperField: Naming.upperFirst($0.name), label: Naming.label($0.name)) }
        webAddressTest = addresses.first.map { WebAddressTest(field: $0.name, message: WebAddresses.message($0, plan: plan)) }
        entityArguments = TemplateLine.commaSeparated(fields.map { field in
            if field.name == "id" { return "id: " + FormControl.idValue(for: field, property: draft + field.name, names: q) }
            return "\(field.name): " + FormControl(field: field, plan: plan).entityValue(for: field, property: draft + field.name, original: "original", names: q)
        })
        controls = editable.map { FormControl.Control(plan: plan, field: $0, pickers: pickers) }
        uneditedFields = plan.spec.fields.filter { !editable.contains($0) }.map(\.name)
        let managed = ManagedFields.of(plan.spec).compactMap { managed in plan.spec.fields.first { $0.name == managed.name } }
        statusRows = managed.map { field in
            StatusRow(label: SwiftLiteral.string(Wording.label(of: field, in: plan)), value: Self.statusValue(field, plan: plan),
                      identifier: "\(entity).form.status.\(field.name)")
        }
        let operationNames = ManagedFields.of(plan.spec).flatMap(\.operations).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            .map { Wording.action($0, entity: names.entity).lowercased() }
        statusOperations = operationNames.count < 2 ? operationNames.joined() : operationNames.dropLast().joined(separator: ", ") + " and " + operationNames[operationNames.count - 1]
        let managedStarts = managed.compactMap { field -> String? in
            switch FieldKind(field.type) {
            case .bool where !field.type.isOptional: return "stored.\(field.name) = true"
            case .date: return "stored.\(field.name) = \(plan.q("Date"))(timeIntervalSince1970: 1_700_000_000)"
            default: return nil
            }
        }
        startValues = editable.compactMap { field in
            guard FormStartValues.specDefault(for: field) == nil else { return nil }
            let start = FormControl(field: field, plan: plan).initialValue(for: field, names: q)
            return FormControl(field: field, plan: plan) == .number && start != "0" ? StartValue(field: field.name, expected: start) : nil
        }
        defaultStarts = editable.compactMap { field in
            let control = FormControl(field: field, plan: plan)
            // A text list's default is `[]`, where every new list starts anyway.
            guard control != .textList, let start = FormStartValues.specDefault(for: field) else { return nil }
            return StartValue(field: field.name, expected: start)
        }
        managedTest = managedStarts.isEmpty || !plan.canEdit ? nil : ManagedTest(startLines: TemplateLine.lines(managedStarts), fields: managed.map(\.name))
        typedInputs = TemplateLine.lines(editable.map { "viewModel.\(draft)\($0.name) = \(inputs.draftValue($0, inputs.typed($0)))" })
        retypedInputs = TemplateLine.lines(retyped.map { "viewModel.\(draft)\($0.name) = \(inputs.draftValue($0, inputs.typed($0)))" })
        retypedExpectations = retyped.map(inputs.expectation)
        typedExpectations = editable.map(inputs.expectation)
        let deleting = Wording.doing("delete", entity: names.entity)
        (deleteFailure, expectedDeleteFailure) = (plan.failureMessage(deleting), plan.failureMessage(deleting, error: "\(names.entity)TestError.failed"))
        func action(_ kind: OperationKind, argument: String) -> Action? {
            guard let call = calls.first(where: { $0.operation.kind == kind }) else { return nil }
            var action = call.action(plan, expression: call.expression(argument))
            action.returns = call.handler(returning: entity)
            // A handler that taps the button again while its call is in flight (the second tap must be ignored).
            action.tapsAgain = kind == .delete ? "{ [viewModel] _ in _ = await viewModel.delete() }"
                : "{ [viewModel] value in _ = await viewModel.save(); return \(call.input == nil ? "value" : "value.\(call.label ?? "")") }"
            return action
        }
        let (create, update) = (action(.create, argument: entity), action(.update, argument: entity))
        // A delete's `enabledWhen:` (issue 35): the form offers Delete only on a stored record where it holds, and
        // `delete()` refuses elsewhere; its tests delete a record it applies to.
        var delete = action(.delete, argument: "original.id")
        delete?.gate = calls.first { $0.operation.kind == .delete }.flatMap { OperationGate.form($0, plan: plan) }
        (self.create, self.update, fetch, self.delete) = (create, update, action(.fetch, argument: "id"), delete)
        deletedRecord = ListContext.deleteFixtures(delete?.gate, plan: plan).0
        deletedNewRecord = delete?.gate?.available ?? "\(names.entity).fixture()"
        hasSave = create != nil || update != nil
        customs = calls.filter { $0.operation.kind == .custom }.map { call in
            var action = call.action(plan, expression: call.expression("original"))
            action.gate = OperationGate.form(call, plan: plan)
            return Custom(action: action, test: inputs.operationTest(call.operation, editable: retyped))
        }
    }

    /// A managed field's value as text, from the stored record `original`: "Yes"/"No", a date, "—" for none.
    static func statusValue(_ field: FieldSpec, plan: Plan) -> String {
        let value = "original.\(field.name)"
        switch (FieldKind(field.type), field.type.isOptional) {
        case (.bool, _): return DetailContext.value(field, entity: "original", plan: plan)
        case (.date, false): return "\(value).formatted(date: .abbreviated, time: .shortened)"
        case (.date, true): return "\(value)?.formatted(date: .abbreviated, time: .shortened) ?? \"—\""
        case (_, true): return "\(value).map { \"\\($0)\" } ?? \"—\""
        default: return "\"\\(\(value))\""
        }
    }

    /// The comment of a form that shows field messages: validation happens in the business logic, the messages about
    /// single fields land beside them; any other form only shows a message.
    static func doc(_ plan: Plan, showsFieldErrors: Bool) -> [TemplateLine] {
        guard showsFieldErrors else {
            return TemplateLine.lines(["/// Validation happens in the \(plan.businessLogic.role); this view model only shows its message (\(plan.citations.viewModel))."])
        }
        let words = RemoteContext.words(plan.preset)
        let sources = RemoteArtifacts.supports(plan) ? "the validator's and the server's" : "every rule the validator finds broken, and a choice not made"
        return DocComment.lines(
            "Validation happens in the \(plan.businessLogic.role); this view model only shows its messages (\(words.errors)). A failed "
                + "save keeps the draft as typed; the messages about single fields — \(sources) — land in "
                + "`\(plan.statePrefix)fieldErrors`, each shown beside its field."
        )
    }

    /// The form view model's declarations: the draft, saving and deleting state, the message, what was saved, and the
    /// records its pickers offer.
    static func viewModel(_ plan: Plan) -> ViewModelContext {
        let names = plan.names
        let deletes = plan.operations(plan.formViewModel).contains { $0.kind == .delete }
        let choices = plan.presentedEntities.map { ("var \($0.choices): [\($0.entity)] = []", false) }
        let state: [(String, Bool)] = [("var draft = Draft()", true), ("var isSaving = false", false)]
            + (deletes ? [("var isDeleting = false", false)] : [])
            + [("var errorMessage: \(plan.q("String"))?", true)]
            + (FieldErrors.shownByForm(plan) ? [
                (RemoteArtifacts.supports(plan)
                    ? "/// Messages about single fields, shown beside them: every rule the draft breaks, or the server's field errors."
                    : "/// Messages about single fields, shown beside them: every rule the draft breaks, and a choice not made.", false),
                ("var fieldErrors: [\(FieldErrors.fieldEnum(plan)): \(plan.q("String"))] = [:]", false),
            ] : [])
            + (RemoteArtifacts.supports(plan) ? [
                ("/// The last save failed in a way that may pass (offline, a server fault): the form offers to try again.", false),
                ("var canRetry = false", false),
            ] : [])
            + [("var saved: \(names.entity)?", false)]
            + (deletes ? [("var isDeleted = false", false)] : [])
            + choices + (choices.isEmpty ? [] : [("var hasLoadedChoices = false", false)])
        let entity = names.entityVariable
        return ViewModelContext(
            plan: plan, name: names.formViewModel, state: state,
            dependencies: ViewModelContext.dependencies(plan, plan.formViewModel) + plan.referenceDependencies,
            offers: UnwrittenOffer.of(plan, plan.formViewModel),
            leading: ("\(entity): \(names.entity)? = nil", "\(entity): \(entity)")
        )
    }
}
