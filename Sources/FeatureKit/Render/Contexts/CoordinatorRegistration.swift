/// What a composition root adds for seed 002's coordinator: the feature's coordinator, made once (`lazy`)
/// over the app's navigation and every dependency of the feature's view models, built from the root's
/// own repository and UseCase factories.
struct CoordinatorRegistration {
    let plan: Plan
    let repositoryVariable: String

    var values: [String: Any] {
        guard plan.coordinator, plan.listViewModel != nil || plan.formViewModel != nil else { return ["hasCoordinator": false] }
        let root = CompositionRootContext(plan: plan)
        var seen: Set<String> = []
        let dependencies = (root.dependencyArguments(plan.listViewModel) + root.dependencyArguments(plan.formViewModel))
            .filter { seen.insert($0).inserted } + root.referenceArguments
        return [
            "hasCoordinator": true,
            "coordinatorProperty": Naming.lowerFirst(plan.names.coordinator),
            "coordinatorArguments": commaSeparatedLines(["navigation: appCoordinator"] + dependencies),
        ]
    }
}
