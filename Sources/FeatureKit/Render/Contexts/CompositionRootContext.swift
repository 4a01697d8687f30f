import ScaffoldCore

/// Context of the composition root: the values `scaffold init` and `scaffold feature` both print (so the
/// text outside the markers is the same whichever created the file), and a feature's `registration`: its
/// repository, one factory per UseCase and view model, its screens by route, and its link on the home screen.
struct CompositionRootContext {
    let plan: Plan

    /// What the root template prints outside any feature region.
    static func rootValues(root: CompositionRoot, roots: ProjectRoots, names: FrameworkNames) -> [String: Any] {
        Variables(root: root, roots: roots, names: names).values
    }

    var values: [String: Any] { variables?.values ?? [:] }

    /// What the root template may print; nil when the plan has no composition root.
    var variables: Variables? {
        guard let artifact = plan.artifacts.first(where: { $0.kind == .compositionRoot }),
              let root = Preset.all.first(where: { $0.compositionRoot?.typeName == artifact.name })?.compositionRoot
        else { return nil }
        return Variables(root: root, roots: plan.roots, names: plan.frameworkNames, registration: registration(root: root))
    }

    var repositoryVariable: String { UseCaseContext.repositoryVariable(plan.names.entity, plan: plan) }

    func registration(root: CompositionRoot) -> Registration {
        let homeProperty = root.homeProperty
        let names = plan.names
        let navigation = NavigationContext(plan: plan)
        let coordinator = CoordinatorRegistration(plan: plan, repositoryVariable: repositoryVariable)
        return Registration(
            repositoryVariable: repositoryVariable,
            repositoryType: "any \(names.repositoryProtocol)",
            repositoryDefault: repositoryDefault,
            storesSwitch: StoresContext(plan: plan).storesSwitch,
            useCases: plan.useCases.map { useCase in
                UseCaseFactory(
                    factory: "make\(useCase.baseName)",
                    type: "any \(useCase.protocolName)",
                    construction: "\(useCase.implementationName)(" + useCaseArguments(useCase) + ")"
                )
            },
            viewModels: viewModels,
            hasScreens: navigation.hasScreens,
            // AppFactory is a struct; the other roots are classes, whose methods an autoclosure calls through `self`.
            destinations: navigation.destinations(builder: root.typeName == CompositionRoot.appFactory.typeName ? "" : "self."),
            homeLink: navigation.homeLink(receiver: homeProperty),
            hasHomeLink: navigation.entryRoute != nil,
            routesReceiver: plan.coordinator ? "\(homeProperty).\(Naming.lowerFirst(names.coordinator))" : homeProperty,
            // One name per feature (`walletScreen(for:)`): ten overloads of one name in HomeView's chain of
            // `navigationDestination`s would cost the type checker more than it allows.
            screenBuilder: plan.coordinator ? "view" : "\(names.entityVariable)Screen",
            hasCoordinator: coordinator.hasCoordinator,
            coordinatorProperty: coordinator.property,
            coordinatorArguments: coordinator.arguments
        )
    }

    /// The store the app starts with, in the roots that hold it in a property (seed 000, 003, 004): the store's
    /// `shared` instance. Seed 002's root sets its stores in `init` instead (`StoresContext`).
    private var repositoryDefault: String { "\(plan.names.repository).shared" }

    /// The feature's own repository and every other one it uses, each from its feature's region of this
    /// root, so one assignment there swaps the store for every screen; where initializers have no production
    /// defaults (seed 002), the validator and the clock too.
    private func useCaseArguments(_ useCase: PlannedUseCase) -> String {
        var arguments = ["repository: \(repositoryVariable)"]
        for other in useCase.repositories.dropFirst() {
            let variable = UseCaseContext.repositoryVariable(other, plan: plan)
            arguments.append("\(variable): \(variable)")
        }
        if plan.injection == .compositionRoot {
            if useCase.validates { arguments.append("validator: \(plan.names.validator)()") }
            if useCase.usesClock { arguments.append("now: { \(plan.frameworkNames.spell("Date"))() }") }
        }
        return arguments.joined(separator: ", ")
    }

    private var viewModels: [ViewModelFactory] {
        let names = plan.names
        var result: [ViewModelFactory] = []
        if plan.listViewModel != nil {
            result.append(viewModel(names.listViewModel, parameters: "", leading: [], wired: plan.listViewModel))
        }
        if plan.formViewModel != nil {
            let entity = names.entityVariable
            result.append(viewModel(
                names.formViewModel, parameters: "\(entity): \(names.entity)? = nil", leading: ["\(entity): \(entity)"],
                wired: plan.formViewModel
            ))
        }
        return result
    }

    /// A view model factory; its arguments follow the view model's init, whose dependencies come in first-use order.
    private func viewModel(_ type: String, parameters: String, leading: [String], wired: [String]?) -> ViewModelFactory {
        ViewModelFactory(
            factory: "make\(type)", type: type, parameters: parameters,
            arguments: TemplateLine.commaSeparated(leading + dependencyArguments(wired) + referenceArguments),
            isList: type == plan.names.listViewModel, isForm: type == plan.names.formViewModel,
            property: Naming.lowerFirst(type)
        )
    }

    /// `createWalletUseCase: makeCreateWalletUseCase()` or `repository: walletRepository`, once per dependency.
    func dependencyArguments(_ wired: [String]?) -> [String] {
        let base = ViewModelContext(plan: plan)
        var seen: Set<String> = []
        var arguments: [String] = []
        for operation in base.operations(wired) {
            let call = base.call(for: operation)
            guard seen.insert(call.variable).inserted else { continue }
            if let useCase = plan.useCases.first(where: { $0.operation == operation.name }) {
                arguments.append("\(call.variable): make\(useCase.baseName)()")
            } else {
                arguments.append("\(call.variable): \(repositoryVariable)")
            }
        }
        return arguments
    }

    /// The list UseCases of the entities the feature's records name, made in their features' regions; they
    /// follow a view model's own dependencies, as in its initializer.
    var referenceArguments: [String] {
        ReferenceContext(plan: plan).dependencies.map { "\($0.variable): \($0.factory ?? "")()" }
    }
}
