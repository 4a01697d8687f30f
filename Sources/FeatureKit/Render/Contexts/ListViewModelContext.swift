import ScaffoldCore

/// Context of the list view model, its view and its tests.
struct ListViewModelContext {
    let plan: Plan

    var values: [String: Any] {
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
        let actions = calls.filter { [.create, .update, .custom].contains($0.operation.kind) }.map { call -> [String: Any] in
            let doing = Wording.doing(call.operation.name, entity: names.entity)
            return OperationActions(plan: plan).values(for: call).merging([
                "call": call.expression(entity),
                // The double hands back a changed copy (`returned`), so the test sees the list show what came back.
                "returnsChanged": call.handler(returning: "returned"),
                "failure": base.failureMessage(doing),
                "expectedFailure": base.failureMessage(doing, error: "\(names.entity)TestError.failed"),
            ])
        }
        let lookups = references.lookups(state: base.statePrefix)
        let records = references.rowRecords(state: base.statePrefix)
        let form = plan.formViewModel.map { base.operations($0).map(\.kind) } ?? []
        var values: [String: Any] = [
            "classDeclaration": base.classDeclaration(names.listViewModel),
            "stateLines": base.stateLines([
                ("var \(names.entitiesVariable): [\(names.entity)] = []", false),
                ("var isLoading = false", false),
                ("var errorMessage: \(base.q("String"))?", plan.style.state == .flat),
            ] + lookups.map { ($0["declaration"] as? String ?? "", false) }),
            "lookups": lookups,
            "rowRecords": records.map(\.values),
            "rowArguments": (["\(entity): \(entity)"] + records.map { "\($0.name): viewModel.\($0.name)(for: \(entity))" })
                .joined(separator: ", "),
            "stateStorage": base.stateStorage(settable: false),
            "deletingStorage": base.privateStorage("var deleting: \(base.q("Set"))<\(names.idType)> = []"),
            "dependencies": dependencies.map(\.values),
            "initParameters": base.initParameters([], dependencies).map(\.values),
            "testArguments": base.testArguments([], dependencies),
            "actions": actions,
            "hasActions": !actions.isEmpty,
            "hasRowMenu": !actions.isEmpty || delete != nil,
            "hasDelete": delete != nil,
            "canCreate": form.contains(.create),
            "canEdit": form.contains(.update),
            "loadFailure": base.failureMessage("load \(entitiesLabel)"),
            "expectedLoadFailure": base.failureMessage("load \(entitiesLabel)", error: "\(names.entity)TestError.failed"),
            "deleteFailure": base.failureMessage(Wording.doing("delete", entity: names.entity)),
            "expectedDeleteFailure": base.failureMessage(Wording.doing("delete", entity: names.entity), error: "\(names.entity)TestError.failed"),
        ]
        if let load {
            values["loadCall"] = load.expression("")
            values["loadVariable"] = load.variable
            values["loadStub"] = "\(load.member)Handler"
            values["loadReturnsAll"] = load.handler(returning: names.entitiesVariable)
            values["loadReturnsOne"] = load.handler(returning: "[\(entity)]")
            values["loadError"] = "\(load.member)Error"
        }
        if let delete {
            values["deleteCall"] = delete.expression("\(entity).id")
            values["deleteVariable"] = delete.variable
            values["deleteStub"] = "\(delete.member)Handler"
            values["deleteError"] = "\(delete.member)Error"
            values["deleteReceived"] = delete.received
        }
        return values
    }
}
