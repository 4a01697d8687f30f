import ScaffoldCore

/// Context of the list view model, its view and its tests.
struct ListViewModelContext {
    let plan: Plan

    var values: [String: Any] {
        let base = ViewModelContext(plan: plan)
        let names = plan.names
        let entity = names.entityVariable
        let entitiesLabel = Naming.label(names.entities).lowercased()
        let entityLabel = Naming.label(names.entity).lowercased()
        let operations = base.operations(plan.listViewModel)
        let calls = operations.map(base.call(for:))
        let dependencies = base.dependencies(calls)
        let load = calls.first { $0.operation.kind == .fetchAll }
        let delete = calls.first { $0.operation.kind == .delete }
        let actions = calls.filter { [.create, .update, .custom].contains($0.operation.kind) }.map { call -> [String: Any] in
            let label = Naming.label(call.operation.name).lowercased()
            return [
                "name": call.operation.name,
                "call": call.expression(entity),
                "variable": call.variable,
                "stub": "\(call.member)Handler",
                // The double hands back a changed copy (`returned`), so the test sees the list show what came back.
                "returnsChanged": call.handler(returning: "returned"),
                "received": call.received,
                "error": "\(call.member)Error",
                "testName": Naming.upperFirst(call.operation.name),
                "failure": base.failureMessage("\(label) the \(entityLabel)"),
                "expectedFailure": base.failureMessage("\(label) the \(entityLabel)", error: "\(names.entity)TestError.failed"),
            ]
        }
        let form = plan.formViewModel.map { base.operations($0).map(\.kind) } ?? []
        var values: [String: Any] = [
            "classDeclaration": base.classDeclaration(names.listViewModel),
            "stateLines": base.stateLines([
                ("var \(names.entitiesVariable): [\(names.entity)] = []", false),
                ("var isLoading = false", false),
                ("var errorMessage: \(base.q("String"))?", plan.style.state == .flat),
            ]),
            "stateStorage": base.stateStorage(settable: false),
            "deletingStorage": base.privateStorage("var deleting: \(base.q("Set"))<\(names.idType)> = []"),
            "dependencies": dependencies,
            "initParameters": base.initParameters([], dependencies),
            "testArguments": base.testArguments([], dependencies),
            "actions": actions,
            "hasDelete": delete != nil,
            "canCreate": form.contains(.create),
            "canEdit": form.contains(.update),
            "loadFailure": base.failureMessage("load \(entitiesLabel)"),
            "expectedLoadFailure": base.failureMessage("load \(entitiesLabel)", error: "\(names.entity)TestError.failed"),
            "deleteFailure": base.failureMessage("delete the \(entityLabel)"),
            "expectedDeleteFailure": base.failureMessage("delete the \(entityLabel)", error: "\(names.entity)TestError.failed"),
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
