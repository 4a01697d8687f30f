import ScaffoldCore

/// A feature's wiring test: the composition root over a fresh store, the list the root builds loading it, the form the
/// root builds saving into it, and the list showing the new entity. The lines are Swift made here: which store the root
/// gets, what a new record must name and what a form is typed depend on the preset's root and every field's rules.
struct WiringContext: Encodable {
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
    /// Making the detail screen's view model for the saved record, from the root (`DetailScreen`); absent without one.
    var makeDetail: String?
    /// What makes the new-entity form view model the root builds.
    var makeForm: String
    /// Clean: the feature's coordinator on the root, which opens and closes the create sheet; empty elsewhere.
    var coordinatorPath: String
    /// Lines storing a record for each reference a new record must name.
    var referenceSetup: [TemplateLine]
    /// Lines typing a valid new record into the form.
    var wiringInputs: [TemplateLine]
    /// A remote feature: the root's saved copy, which the test swaps for one over its folder.
    var localStoreProperty: String?
    /// The operation the test also runs from the form between an edit and a Save (issue 24): the form updates and runs
    /// a custom operation that says what it `sets:`. The names below are there only then.
    @Flagged var sequenceOperation: String?
    /// Lines typing the record the test creates first, a field the operation sets away from its new value.
    var createdInputs: [TemplateLine]?
    /// What makes the form editing the stored record.
    var makeEditForm: String?
    /// What the operation must have changed.
    var effects: [Effect]?
    /// The field the user edits before running the operation; absent when there is none to edit.
    var editedField: String?
    /// The value typed into it, which the Save must store.
    var editedStoredValue: String?

    /// One field an operation sets, and how the test checks it.
    struct Effect: Encodable {
        /// The field.
        var field: String
        /// It must equal `expected` (a literal, or a toggled value).
        var equals = false
        /// It must be nil (`clear`).
        var isNil = false
        /// It must be set (`now` on an optional date).
        var isNotNil = false
        /// It must differ from what was stored (`now`).
        var differs = false
        /// The value it must equal, as Swift; absent unless `equals`.
        var expected: String?
    }

    /// Nil when the feature has no wiring test.
    init?(plan: Plan) {
        guard plan.hasWiringTest, let root = plan.compositionRoot else { return nil }
        let names = plan.names
        let variable = root.homeProperty
        let coordinator = "\(variable).\(Naming.lowerFirst(names.coordinator))"
        // Seed 002's root takes a test's stores by constructor (Rule 3): fresh and in memory. The other roots swap
        // theirs for a fresh one (a JSON file one over a temporary folder, never the app's), as the store's tests make it.
        let byConstructor = plan.injection == .compositionRoot
        (rootType, rootVariable, rootIsStruct) = (root.typeName, variable, root.typeName == CompositionRoot.appFactory.typeName)
        (rootArguments, swapsStore) = (byConstructor ? RootContext.testStores : "", !byConstructor)
        swapLine = "\(variable).\(plan.repositoryVariable(names.entity)) = \(RepositoryContext.construction(plan))"
        (usesSuite, usesFolder) = (plan.storage == .userDefaults, !byConstructor && plan.storage == .jsonFile)
        if RemoteArtifacts.supports(plan) {
            // The root's repository over a stubbed server (its transport) and a saved copy in the test's folder (the
            // test's UserDefaults suite where the copy is seed 003's persistence manager).
            let store = RemoteArtifacts.localStore(plan)
            let property = "\(variable).\(Naming.lowerFirst(store))"
            localStoreProperty = property
            swapLine = "\(property) = \(store)(\(RemoteArtifacts.savedInDefaults(plan) ? "suiteName: suite" : "folder: folder"))"
        }
        makeList = plan.coordinator ? "\(coordinator).makeListViewModel()"
            : plan.listViewModelFromEnvironment ? "\(variable).\(Naming.lowerFirst(names.listViewModel))" : "\(variable).make\(names.listViewModel)()"
        makeDetail = !plan.hasDetail ? nil
            : plan.coordinator ? "\(coordinator).makeDetailViewModel(for: saved.id)" : "\(variable).make\(plan.detailViewModelName)(id: saved.id)"
        makeForm = plan.coordinator ? "\(coordinator).makeFormViewModel(for: nil)" : "\(variable).make\(names.formViewModel)()"
        coordinatorPath = plan.coordinator ? coordinator : ""
        // The references a new record must name (required, so no "None"): each gets a record of its entity in a fresh
        // in-memory store of the root, which the record then names — whatever the write checks exists. Seed 002's root
        // gives a test's stores by constructor, in memory, except a remote entity's (`served`): its repository is the
        // server's, offline in a test root, so the test puts the remote slice's in-memory store in its place.
        let required = plan.presented.filter { !$0.field.type.isOptional }
        referenceSetup = TemplateLine.lines(required.flatMap { item -> [String] in
            let store = "\(variable).\(plan.repositoryVariable(item.entity))"
            let create = "let \(Naming.lowerFirst(item.entity)) = try await \(store).create(\(item.entity).fixture())"
            return byConstructor && !item.reference.served ? [create] : ["\(store) = \(item.reference.memoryStore)", create]
        })
        let inputs = FormInputs(plan: plan)
        let references = Dictionary(required.map { ($0.field.name, $0.entity) }, uniquingKeysWith: { first, _ in first })
        // What the test types into a form the root built: `value` per edited field, a required reference the record
        // stored by `referenceSetup`.
        func typing(_ prefix: String, _ value: (FieldSpec) -> String) -> [TemplateLine] {
            TemplateLine.lines(plan.storedFields.filter { FormControl(field: $0, plan: plan) != .none }.map { field in
                "\(plan.draft(prefix))\(field.name) = " + (references[field.name].map { "\(Naming.lowerFirst($0)).id" } ?? value(field))
            })
        }
        wiringInputs = typing("viewModel.") { inputs.draftValue($0, inputs.typed($0)) }
        // Issue 24's sequence, on the root's real store: a stored entity open in the form, the user edits a field, runs
        // an operation from the form, then saves. The operation must store its effect without the unsaved edit, and the
        // Save must keep both. Generated where the form runs an operation that states what it sets.
        let form = plan.operations(plan.formViewModel)
        // A remote feature's writes are the server's: its repository tests cover them over a stubbed transport.
        guard !RemoteArtifacts.supports(plan), form.contains(where: { $0.kind == .update }), let operation = form.first(where: { operation in
            operation.kind == .custom && !(operation.sets ?? []).isEmpty && plan.useCases.first { $0.operation == operation.name }?.implemented == true
        }) else { return }
        let sets = operation.sets ?? []
        let setFields = Set(sets.map(\.field))
        sequenceOperation = operation.name
        // What the created record holds before the operation: for a field the operation sets, a value other than the one
        // it sets (else its effect could not be seen), for the others the typed sample.
        // A Bool its `enabledWhen:` names holds the state it needs (`OperationAvailability`).
        let enabledWhen = Dictionary((operation.enabledWhen ?? []).map { ($0.field, $0.value) }, uniquingKeysWith: { first, _ in first })
        func createdValue(_ field: FieldSpec) -> String {
            let typed = inputs.typed(field)
            if !setFields.contains(field.name), FieldKind(field.type) == .bool, case .literal(let literal)? = enabledWhen[field.name] { return literal }
            switch sets.first(where: { $0.field == field.name })?.value {
            case .literal("true"): return "false"
            case .literal("false"): return "true"
            case .literal(let literal) where literal == typed: return inputs.other(field) ?? typed
            case .now where field.type.isOptional: return "nil"
            default: return typed
            }
        }
        // As the form holds it: a list of text as its rows (`Draft.TextItem`), found by `make sweep SEED=42` (s42-b29).
        createdInputs = typing("created.") { field in inputs.draftValue(field, createdValue(field)) }
        makeEditForm = plan.coordinator ? "\(coordinator).makeFormViewModel(for: stored)" : "\(variable).make\(names.formViewModel)(\(names.entityVariable): stored)"
        effects = sets.map { assignment in
            var effect = Effect(field: assignment.field)
            switch assignment.value {
            case .literal(let literal): (effect.equals, effect.expected) = (true, literal)
            case .toggle: (effect.equals, effect.expected) = (true, "!stored.\(assignment.field)")
            case .clear: effect.isNil = true
            case .now:
                if plan.spec.fields.first(where: { $0.name == assignment.field })?.type.isOptional == true { effect.isNotNil = true } else { effect.differs = true }
            }
            return effect
        }
        // A field whose new value passes its rules: a toggled Bool, or another valid sample.
        let edited = plan.storedFields.lazy.compactMap { field -> (String, String)? in
            let control = FormControl(field: field, plan: plan)
            guard field.name != "id", !setFields.contains(field.name), [.text, .number, .toggle].contains(control), FieldKind(field.type) != .url else { return nil }
            if control == .toggle { return (field.name, "!stored.\(field.name)") }
            return inputs.other(field).map { (field.name, $0) }
        }.first
        (editedField, editedStoredValue) = (edited?.0, edited?.1)
    }
}
