import ScaffoldCore

/// Context of the list view model, its view and its tests.
struct ListViewModelContext {
    let plan: Plan

    var values: [String: Any] { variables.values }

    /// What the list view model, its view and its tests may print.
    var variables: Variables {
        let base = ViewModelContext(plan: plan)
        let names = plan.names
        let entity = names.entityVariable
        let entitiesLabel = Naming.label(names.entities).lowercased()
        let operations = base.operations(plan.listViewModel)
        let calls = operations.map(base.call(for:))
        let references = ReferenceContext(plan: plan)
        let dependencies = base.dependencies(calls) + references.dependencies
        let load = calls.first { $0.operation.kind == .fetchAll }
        let delete = calls.first { $0.operation.kind == .delete }
        let actions = calls.filter { [.create, .update, .custom].contains($0.operation.kind) }.map { call in
            // The double hands back a changed copy (`returned`), so the test sees the list show what came back.
            OperationActions(plan: plan).action(for: call, expression: call.expression(entity), returnsChanged: call.handler(returning: "returned"))
        }
        let lookups = references.lookups(state: base.statePrefix)
        let records = references.rowRecords(state: base.statePrefix)
        let form = plan.formViewModel.map { base.operations($0).map(\.kind) } ?? []
        let failed = "\(names.entity)TestError.failed"
        let deleting = Wording.doing("delete", entity: names.entity)
        return Variables(
            classDeclaration: base.classDeclaration(names.listViewModel),
            stateLines: base.stateLines([
                ("var \(names.entitiesVariable): [\(names.entity)] = []", false),
                ("var isLoading = false", false),
                ("var errorMessage: \(base.q("String"))?", plan.style.state == .flat),
            ] + lookups.map { ($0.declaration, false) }),
            lookups: lookups,
            rowRecords: records,
            rowArguments: (["\(entity): \(entity)"] + records.map { "\($0.name): viewModel.\($0.name)(for: \(entity))" })
                .joined(separator: ", "),
            stateStorage: base.stateStorage(settable: false),
            deletingStorage: base.privateStorage("var deleting: \(base.q("Set"))<\(names.idType)> = []"),
            dependencies: dependencies,
            initParameters: base.initParameters([], dependencies),
            testArguments: base.testArguments([], dependencies),
            actions: actions,
            hasActions: !actions.isEmpty,
            hasRowMenu: !actions.isEmpty || delete != nil,
            hasDelete: delete != nil,
            canCreate: form.contains(.create),
            canEdit: form.contains(.update),
            loadFailure: base.failureMessage("load \(entitiesLabel)"),
            expectedLoadFailure: base.failureMessage("load \(entitiesLabel)", error: failed),
            deleteFailure: base.failureMessage(deleting),
            expectedDeleteFailure: base.failureMessage(deleting, error: failed),
            loadCall: load?.expression(""),
            loadVariable: load?.variable,
            loadStub: load.map { "\($0.member)Handler" },
            loadReturnsAll: load?.handler(returning: names.entitiesVariable),
            loadReturnsOne: load?.handler(returning: "[\(entity)]"),
            loadError: load.map { "\($0.member)Error" },
            deleteCall: delete?.expression("\(entity).id"),
            deleteVariable: delete?.variable,
            deleteStub: delete.map { "\($0.member)Handler" },
            deleteError: delete.map { "\($0.member)Error" },
            deleteReceived: delete?.received
        )
    }

    /// What the ListViewModel, ListView and ListViewModelTests templates may print. Docs/Templates.md, "List view
    /// model", lists them with an example each. Declarations and calls are Swift made here: they follow the preset's
    /// state and observation style and the dependency the rules chose, which a template cannot decide.
    struct Variables: TemplateContext {
        /// The view model's class declaration line, with its conformances.
        var classDeclaration: String
        /// Its state properties, one a line, as the style declares them.
        var stateLines: [TemplateLine]
        /// The records of referenced entities it keeps by id.
        var lookups: [ReferenceContext.Lookup]
        /// The records a row's fields name.
        var rowRecords: [ReferenceContext.RowRecord]
        /// The row view's arguments.
        var rowArguments: String
        /// The nested state's stored property.
        var stateStorage: String
        /// The set of ids being deleted, a private property.
        var deletingStorage: String
        /// What the view model is given.
        var dependencies: [ViewModelContext.Dependency]
        /// Its initializer parameters, one a line.
        var initParameters: [TemplateLine]
        /// The tests' arguments making it.
        var testArguments: String
        /// The operations a row offers besides delete.
        var actions: [OperationActions.Action]
        /// There is at least one.
        var hasActions: Bool
        /// A row has a menu: actions or delete.
        var hasRowMenu: Bool
        /// The list deletes.
        var hasDelete: Bool
        /// The form creates (the list offers Add).
        var canCreate: Bool
        /// The form edits (a row opens it).
        var canEdit: Bool
        /// The message shown when loading fails.
        var loadFailure: String
        /// That message for the tests' error.
        var expectedLoadFailure: String
        /// The message shown when a delete fails.
        var deleteFailure: String
        /// That message for the tests' error.
        var expectedDeleteFailure: String
        /// The load call; absent without a list operation (as every `load…` name).
        var loadCall: String?
        /// The dependency it calls.
        var loadVariable: String?
        /// The test double's handler to stub.
        var loadStub: String?
        /// A handler returning the test's records.
        var loadReturnsAll: String?
        /// A handler returning the test's one record.
        var loadReturnsOne: String?
        /// The test double's error to set.
        var loadError: String?
        /// The delete call; absent without a delete operation (as every `delete…` name but the failures).
        var deleteCall: String?
        /// The dependency it calls.
        var deleteVariable: String?
        /// The test double's handler to stub.
        var deleteStub: String?
        /// The test double's error to set.
        var deleteError: String?
        /// What the test double received.
        var deleteReceived: String?
    }
}
