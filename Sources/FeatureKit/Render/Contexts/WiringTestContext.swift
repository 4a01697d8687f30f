import ScaffoldCore

/// Context of a feature's wiring test: the composition root over a fresh in-memory store, the list the root
/// builds loading it, the form the root builds saving into it, and the list showing the new entity.
struct WiringTestContext {
    let plan: Plan

    var values: [String: Any] { variables?.values ?? [:] }

    /// What the wiring test may print; nil when the feature has none.
    var variables: Variables? {
        guard plan.hasWiringTest, let root = Preset.all.first(where: { $0.compositionRoot?.typeName == rootName })?.compositionRoot else {
            return nil
        }
        let names = plan.names
        let repository = UseCaseContext.repositoryVariable(names.entity, plan: plan)
        let coordinator = "\(root.homeProperty).\(Naming.lowerFirst(names.coordinator))"
        let store: String
        switch plan.storage {
        case .inMemory: store = "\(names.repository)()"
        case .userDefaults: store = "\(names.repository)(suiteName: suite)"
        case .jsonFile: store = "\(names.repository)(folder: folder)"
        case .dataSource, .jsonDataSource: store = ""
        }
        // Seed 002's root takes a test's stores by constructor (Rule 3): fresh and in memory.
        let byConstructor = plan.injection == .compositionRoot
        var variables = Variables(
            rootType: root.typeName,
            rootArguments: byConstructor ? StoresContext.testArgument : "",
            rootVariable: root.homeProperty,
            rootIsStruct: root.typeName == CompositionRoot.appFactory.typeName,
            // The other roots swap theirs (a JSON file one for one over a temporary folder, never the app's).
            swapsStore: !byConstructor,
            swapLine: "\(root.homeProperty).\(repository) = \(store)",
            usesSuite: plan.storage == .userDefaults,
            usesFolder: !byConstructor && plan.storage == .jsonFile,
            makeList: plan.coordinator ? "\(coordinator).makeListViewModel()"
                : plan.listViewModelFromEnvironment ? "\(root.homeProperty).\(Naming.lowerFirst(names.listViewModel))"
                : "\(root.homeProperty).make\(names.listViewModel)()",
            makeForm: plan.coordinator ? "\(coordinator).makeFormViewModel(for: nil)" : "\(root.homeProperty).make\(names.formViewModel)()",
            showNew: plan.coordinator ? "\(coordinator).showNew()" : "",
            finish: plan.coordinator ? "\(coordinator).finish()" : "",
            creating: plan.coordinator ? "\(coordinator).isCreating" : "",
            navigationPath: plan.coordinator ? "\(root.homeProperty).appCoordinator.path" : "",
            referenceSetup: referenceSetup(root: root).map { TemplateLine(text: $0) },
            wiringInputs: inputs(prefix: "viewModel.") { FormViewModelContext(plan: plan).typedInput($0) }.map { TemplateLine(text: $0) },
            hasOperationSequence: false
        )
        addOperationSequence(to: &variables, root: root, coordinator: coordinator)
        return variables
    }

    /// What the wiring test may print. Docs/Templates.md, "Wiring tests", lists them with an example each. The
    /// lines are Swift made here: which store the root gets, what a new record must name and what a form is typed
    /// depend on the preset's root and every field's rules.
    struct Variables: TemplateContext {
        /// The composition root's type.
        var rootType: String
        /// What the root is made with in a test: clean's fresh in-memory stores, else nothing.
        var rootArguments: String
        /// The test's variable holding the root.
        var rootVariable: String
        /// The root is a struct the test mutates (`var`), not a class (`let`).
        var rootIsStruct: Bool
        /// The test swaps a fresh store into the root (every root but clean's, which takes its stores).
        var swapsStore: Bool
        /// The line swapping it in.
        var swapLine: String
        /// The store is a UserDefaults suite the test makes and removes.
        var usesSuite: Bool
        /// The store is a JSON file in a folder the test makes and removes.
        var usesFolder: Bool
        /// What makes the list view model the root builds.
        var makeList: String
        /// What makes the new-entity form view model the root builds.
        var makeForm: String
        /// Clean: what opens the create sheet.
        var showNew: String
        /// Clean: what closes it.
        var finish: String
        /// Clean: whether the sheet is open.
        var creating: String
        /// Clean: the app's navigation path, which a sheet leaves empty.
        var navigationPath: String
        /// Lines storing a record for each reference a new record must name.
        var referenceSetup: [TemplateLine]
        /// Lines typing a valid new record into the form.
        var wiringInputs: [TemplateLine]
        /// The test also runs an operation from the form between an edit and a Save (issue 24): the form updates
        /// and runs a custom operation that says what it `sets:`. The names below are there only then.
        var hasOperationSequence: Bool
        /// That operation.
        var sequenceOperation: String?
        /// Lines typing the record the test creates first, a field the operation sets away from its new value.
        var createdInputs: [TemplateLine]?
        /// What makes the form editing the stored record.
        var makeEditForm: String?
        /// What the operation must have changed.
        var effects: [Effect]?
        /// The user edits a field before running the operation.
        var hasSequenceEdit: Bool?
        /// That field.
        var editedField: String?
        /// The line editing it.
        var sequenceEditLine: String?
        /// The value the Save must store for it.
        var editedStoredValue: String?
    }

    /// One field an operation sets, and how the test checks it.
    struct Effect: TemplateContext {
        /// The field.
        var field: String
        /// It must equal `expected` (a literal, or a toggled value).
        var equals: Bool
        /// It must be nil (`clear`).
        var isNil: Bool
        /// It must be set (`now` on an optional date).
        var isNotNil: Bool
        /// It must differ from what was stored (`now`).
        var differs: Bool
        /// The value it must equal, as Swift; absent unless `equals`.
        var expected: String?
    }

    /// The references a new record must name (required, so no "None"): each gets a record of its entity in a fresh
    /// in-memory store of the root, which the record then names — whatever the write checks exists.
    private var requiredReferences: [(field: FieldSpec, reference: PlannedReference)] {
        ReferenceContext(plan: plan).presented.filter { !$0.field.type.isOptional }.map { ($0.field, $0.reference) }
    }

    /// Seed 002's root is made with fresh in-memory stores (`init(stores:)`); the others get one swapped in.
    private func referenceSetup(root: CompositionRoot) -> [String] {
        requiredReferences.flatMap { item -> [String] in
            let store = "\(root.homeProperty).\(UseCaseContext.repositoryVariable(item.reference.entity, plan: plan))"
            let create = "let \(Naming.lowerFirst(item.reference.entity)) = try await \(store).create(\(item.reference.entity).fixture())"
            return plan.injection == .compositionRoot ? [create] : ["\(store) = \(item.reference.memoryStore)", create]
        }
    }

    /// What the test types into a form the root built: `value` per edited field, a required reference the record
    /// stored by `referenceSetup`.
    private func inputs(prefix: String, value: (FieldSpec) -> String) -> [String] {
        let draft = prefix + ViewModelContext(plan: plan).statePrefix + "draft."
        let required = Dictionary(requiredReferences.map { ($0.field.name, $0.reference.entity) }, uniquingKeysWith: { first, _ in first })
        return ModelContext.storedFields(plan).filter { FormControl(field: $0, plan: plan) != .none }.map { field in
            "\(draft)\(field.name) = " + (required[field.name].map { "\(Naming.lowerFirst($0)).id" } ?? value(field))
        }
    }

    /// Issue 24's sequence, on the root's real store: a stored entity open in the form, the user edits a field,
    /// runs an operation from the form, then saves. The operation must store its effect without the unsaved edit,
    /// and the Save must keep both. Generated where the form runs an operation that states what it sets.
    private func addOperationSequence(to variables: inout Variables, root: CompositionRoot, coordinator: String) {
        let base = ViewModelContext(plan: plan)
        guard base.operations(plan.formViewModel).contains(where: { $0.kind == .update }),
              let operation = base.operations(plan.formViewModel).first(where: { operation in
                  operation.kind == .custom && !(operation.sets ?? []).isEmpty
                      && plan.useCases.first { $0.operation == operation.name }?.implemented == true
              }) else { return }
        let form = FormViewModelContext(plan: plan)
        let draft = base.statePrefix + "draft."
        let names = plan.names
        let setFields = Set((operation.sets ?? []).map(\.field))
        let editable = ModelContext.storedFields(plan).filter { field in
            let control = FormControl(field: field, plan: plan)
            return field.name != "id" && !setFields.contains(field.name) && [.text, .number, .toggle].contains(control)
                && FieldKind(field.type) != .url
        }
        // A field whose new value passes its rules: a toggled Bool, or another valid sample.
        let edited = editable.lazy.compactMap { field -> (FieldSpec, String, String)? in
            if FormControl(field: field, plan: plan) == .toggle { return (field, "!stored.\(field.name)", "!stored.\(field.name)") }
            guard let other = form.otherInput(field) else { return nil }
            return (field, other, other)
        }.first
        variables.hasOperationSequence = true
        variables.sequenceOperation = operation.name
        variables.createdInputs = inputs(prefix: "created.") { startValue($0, before: operation, form: form) }.map { TemplateLine(text: $0) }
        variables.makeEditForm = plan.coordinator ? "\(coordinator).makeFormViewModel(for: stored)"
            : "\(root.homeProperty).make\(names.formViewModel)(\(names.entityVariable): stored)"
        variables.effects = (operation.sets ?? []).map { assignment in
            let field = plan.spec.fields.first { $0.name == assignment.field }
            var effect = Effect(field: assignment.field, equals: false, isNil: false, isNotNil: false, differs: false)
            switch assignment.value {
            case .literal(let literal): effect.equals = true; effect.expected = literal
            case .toggle: effect.equals = true; effect.expected = "!stored.\(assignment.field)"
            case .clear: effect.isNil = true
            case .now:
                if field?.type.isOptional == true { effect.isNotNil = true } else { effect.differs = true }
            }
            return effect
        }
        variables.hasSequenceEdit = edited != nil
        if let (field, typed, stored) = edited {
            variables.editedField = field.name
            variables.sequenceEditLine = "viewModel.\(draft)\(field.name) = \(typed)"
            variables.editedStoredValue = stored
        }
    }

    /// What the created record holds before the operation: for a field the operation sets, a value other than
    /// the one it sets (else its effect could not be seen), for the others the typed sample.
    private func startValue(_ field: FieldSpec, before operation: OperationSpec, form: FormViewModelContext) -> String {
        let typed = form.typedInput(field)
        guard let assignment = operation.sets?.first(where: { $0.field == field.name }) else { return typed }
        switch assignment.value {
        case .literal("true"): return "false"
        case .literal("false"): return "true"
        case .literal(let literal) where literal == typed:
            return form.otherInput(field) ?? typed
        case .now where field.type.isOptional: return "nil"
        default: return typed
        }
    }

    private var rootName: String? { plan.artifacts.first { $0.kind == .compositionRoot }?.name }
}
