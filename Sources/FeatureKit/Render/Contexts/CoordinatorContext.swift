/// Context of seed 002's feature coordinator: the dependencies of the feature's view models (injected by the
/// composition root), how it builds each screen, and the routes it pushes on the app's navigation.
struct CoordinatorContext {
    let plan: Plan

    var values: [String: Any] { variables.values.merging(NavigationContext(plan: plan).values) }

    /// What the Coordinator template may print besides navigation's names.
    var variables: Variables {
        let base = ViewModelContext(plan: plan)
        let entity = plan.names.entityVariable
        let listCalls = base.operations(plan.listViewModel).map(base.call(for:))
        let formCalls = base.operations(plan.formViewModel).map(base.call(for:))
        // The list UseCases of the entities the feature's records name serve both view models.
        let references = ReferenceContext(plan: plan).dependencies
        let all = base.dependencies((plan.listViewModel == nil ? [] : listCalls) + (plan.formViewModel == nil ? [] : formCalls)) + references
        let listArguments = (base.dependencies(listCalls) + references).map { "\($0.variable): \($0.variable)" }
        let formArguments = ["\(entity): \(entity)"] + (base.dependencies(formCalls) + references).map { "\($0.variable): \($0.variable)" }
        let navigation = NavigationContext(plan: plan)
        return Variables(
            coordinatorDependencies: all,
            coordinatorInitParameters: TemplateLine.commaSeparated(["navigation: AppCoordinator"] + all.map { "\($0.variable): \($0.type)" }),
            hasList: plan.listViewModel != nil,
            hasForm: plan.formViewModel != nil,
            listViewModelArguments: TemplateLine.commaSeparated(listArguments),
            formViewModelArguments: TemplateLine.commaSeparated(formArguments),
            startRoute: navigation.entryRoute ?? "",
            hasStart: navigation.entryRoute != nil,
            destinations: navigation.destinations(builder: "self.")
        )
    }

    /// What the Coordinator template may print (with "Navigation"'s names). Docs/Templates.md, "Coordinator", lists
    /// them with an example each.
    struct Variables: TemplateContext {
        /// Every dependency of the feature's view models, which the coordinator is given and hands on.
        var coordinatorDependencies: [ViewModelContext.Dependency]
        /// The coordinator's initializer parameters, one a line.
        var coordinatorInitParameters: [TemplateLine]
        /// The feature has a list screen.
        var hasList: Bool
        /// The feature has a form screen.
        var hasForm: Bool
        /// The list view model's arguments, one a line.
        var listViewModelArguments: [TemplateLine]
        /// The form view model's arguments, one a line.
        var formViewModelArguments: [TemplateLine]
        /// The route `start()` pushes (`list`, or `new` without a list).
        var startRoute: String
        /// The feature has a route to start at.
        var hasStart: Bool
        /// The cases of `view(for:)`.
        var destinations: [NavigationContext.Destination]
    }
}
