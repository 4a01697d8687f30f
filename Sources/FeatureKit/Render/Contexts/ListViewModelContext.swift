import ScaffoldCore

/// Context of the list view model, its view and its tests.
struct ListViewModelContext {
    let plan: Plan

    var values: [String: Any] {
        let base = ViewModelContext(plan: plan)
        let names = plan.names
        let entity = names.entityVariable
        let operations = base.operations(plan.listViewModel)
        let calls = operations.map(base.call(for:))
        let dependencies = base.dependencies(calls)
        let load = calls.first { $0.operation.kind == .fetchAll }
        let delete = calls.first { $0.operation.kind == .delete }
        let actions = calls.filter { [.create, .update, .custom].contains($0.operation.kind) }.map { call -> [String: Any] in
            [
                "name": call.operation.name,
                "label": Naming.label(call.operation.name).lowercased(),
                "call": call.expression(entity),
                "variable": call.variable,
                "stub": "\(call.member)Handler",
                "error": "\(call.member)Error",
                "callCount": "\(call.member)CallCount",
                "testName": Naming.upperFirst(call.operation.name),
            ]
        }
        let form = plan.formViewModel.map { base.operations($0).map(\.kind) } ?? []
        var values: [String: Any] = [
            "classDeclaration": base.classDeclaration(names.listViewModel),
            "stateLines": base.stateLines([
                ("var \(names.entitiesVariable): [\(names.entity)] = []", false),
                ("var isLoading = false", false),
                ("var errorMessage: String?", plan.style.state == .flat),
            ]),
            "stateStorage": base.stateStorage(settable: false),
            "dependencies": dependencies,
            "initParameters": base.initParameters([], dependencies),
            "testArguments": base.testArguments([], dependencies),
            "actions": actions,
            "hasDelete": delete != nil,
            "canCreate": form.contains(.create),
            "canEdit": form.contains(.update),
        ]
        if let load {
            values["loadCall"] = load.expression("")
            values["loadVariable"] = load.variable
            values["loadStub"] = "\(load.member)Handler"
            values["loadError"] = "\(load.member)Error"
            values["loadCallCount"] = "\(load.member)CallCount"
        }
        if let delete {
            values["deleteCall"] = delete.expression("id: \(entity).id")
            values["deleteVariable"] = delete.variable
            values["deleteError"] = "\(delete.member)Error"
            values["deleteArgs"] = "\(delete.member)ArgValues"
        }
        return values
    }
}
