/// What a composition root adds for seed 002's coordinator: the feature's coordinator, made once (`lazy`)
/// over the app's navigation and every dependency of the feature's view models, built from the root's
/// own repository and UseCase factories.
struct CoordinatorRegistration {
    let plan: Plan
    let repositoryVariable: String

    /// The feature has a coordinator with a screen to show.
    var hasCoordinator: Bool { plan.coordinator && (plan.listViewModel != nil || plan.formViewModel != nil) }

    /// The root's property holding it; nil without one.
    var property: String? { hasCoordinator ? Naming.lowerFirst(plan.names.coordinator) : nil }

    /// Its initializer's arguments, one a line; nil without one.
    var arguments: [TemplateLine]? {
        guard hasCoordinator else { return nil }
        let root = CompositionRootContext(plan: plan)
        var seen: Set<String> = []
        let dependencies = (root.dependencyArguments(plan.listViewModel) + root.dependencyArguments(plan.formViewModel))
            .filter { seen.insert($0).inserted } + root.referenceArguments
        return TemplateLine.commaSeparated(["navigation: appCoordinator"] + dependencies)
    }
}
