import ScaffoldCore

/// Context of a feature's wiring test: the composition root over a fresh in-memory store, the list the root
/// builds loading it, the form the root builds saving into it, and the list showing the new entity.
struct WiringTestContext {
    let plan: Plan

    var values: [String: Any] {
        guard plan.hasWiringTest, let root = Preset.all.first(where: { $0.compositionRoot?.typeName == rootName })?.compositionRoot else {
            return [:]
        }
        let names = plan.names
        let repository = UseCaseContext.repositoryVariable(names.entity, plan: plan)
        let coordinator = "\(root.homeProperty).\(Naming.lowerFirst(names.coordinator))"
        let store: String
        switch plan.storage {
        case .inMemory: store = "\(names.repository)()"
        case .userDefaults: store = "\(names.repository)(suiteName: suite)"
        case .jsonFile: store = "\(names.repository)(folder: folder)"
        case .dataSource, .jsonDataSource: store = ""
        }
        // Seed 002's root takes a test's stores by constructor (Rule 3): fresh and in memory.
        let byConstructor = plan.injection == .compositionRoot
        return [
            "rootType": root.typeName,
            "rootArguments": byConstructor ? StoresContext.testArgument : "",
            "rootVariable": root.homeProperty,
            "rootIsStruct": root.typeName == CompositionRoot.appFactory.typeName,
            // The other roots swap theirs (a JSON file one for one over a temporary folder, never the app's).
            "swapsStore": !byConstructor,
            "swapLine": "\(root.homeProperty).\(repository) = \(store)",
            "usesSuite": plan.storage == .userDefaults,
            "usesFolder": !byConstructor && plan.storage == .jsonFile,
            "makeList": plan.coordinator ? "\(coordinator).makeListViewModel()"
                : plan.listViewModelFromEnvironment ? "\(root.homeProperty).\(Naming.lowerFirst(names.listViewModel))"
                : "\(root.homeProperty).make\(names.listViewModel)()",
            "makeForm": plan.coordinator ? "\(coordinator).makeFormViewModel(for: nil)" : "\(root.homeProperty).make\(names.formViewModel)()",
            "showNew": plan.coordinator ? "\(coordinator).showNew()" : "",
            "finish": plan.coordinator ? "\(coordinator).finish()" : "",
            "creating": plan.coordinator ? "\(coordinator).isCreating" : "",
            "navigationPath": plan.coordinator ? "\(root.homeProperty).appCoordinator.path" : "",
        ]
    }

    private var rootName: String? { plan.artifacts.first { $0.kind == .compositionRoot }?.name }
}
