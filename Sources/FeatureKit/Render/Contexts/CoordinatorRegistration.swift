/// What a composition root adds for seed 002's coordinator: one factory passing the coordinator every
/// dependency of the feature's view models, built from the root's own repository and UseCase factories.
struct CoordinatorRegistration {
    let plan: Plan
    let repositoryVariable: String

    var values: [String: Any] {
        guard plan.coordinator, plan.listViewModel != nil || plan.formViewModel != nil else { return ["hasCoordinator": false] }
        let base = ViewModelContext(plan: plan)
        let calls = base.operations(plan.listViewModel).map(base.call(for:)) + base.operations(plan.formViewModel).map(base.call(for:))
        var arguments: [String] = []
        var seen: Set<String> = []
        for call in calls where seen.insert(call.variable).inserted {
            if let useCase = plan.useCases.first(where: { $0.operation == call.operation.name }) {
                arguments.append("\(call.variable): make\(useCase.baseName)()")
            } else {
                arguments.append("\(call.variable): \(repositoryVariable)")
            }
        }
        return [
            "hasCoordinator": true,
            "coordinatorFactory": "make\(plan.names.coordinator)",
            "coordinatorArguments": commaSeparatedLines(arguments),
        ]
    }
}
