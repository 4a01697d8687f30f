/// Context of seed 002's feature coordinator: the dependencies of the feature's view models (injected by the
/// composition root), how it builds each screen, and the routes it pushes on the app's navigation.
struct CoordinatorContext {
    let plan: Plan

    var values: [String: Any] {
        let base = ViewModelContext(plan: plan)
        let entity = plan.names.entityVariable
        let listCalls = base.operations(plan.listViewModel).map(base.call(for:))
        let formCalls = base.operations(plan.formViewModel).map(base.call(for:))
        // The list UseCases of the entities the feature's records name serve both view models.
        let references = ReferenceContext(plan: plan).dependencies
        let all = base.dependencies((plan.listViewModel == nil ? [] : listCalls) + (plan.formViewModel == nil ? [] : formCalls)) + references
        let listArguments = (base.dependencies(listCalls) + references).map { "\($0["variable"]!): \($0["variable"]!)" }
        let formArguments = ["\(entity): \(entity)"] + (base.dependencies(formCalls) + references).map { "\($0["variable"]!): \($0["variable"]!)" }
        let navigation = NavigationContext(plan: plan)
        return [
            "coordinatorDependencies": all,
            "coordinatorInitParameters": commaSeparatedLines(["navigation: AppCoordinator"] + all.map { "\($0["variable"]!): \($0["type"]!)" }),
            "hasList": plan.listViewModel != nil,
            "hasForm": plan.formViewModel != nil,
            "listViewModelArguments": commaSeparatedLines(listArguments),
            "formViewModelArguments": commaSeparatedLines(formArguments),
            "startRoute": navigation.entryRoute ?? "",
            "hasStart": navigation.entryRoute != nil,
            "destinations": navigation.destinations(builder: "self."),
        ].merging(navigation.values)
    }
}
