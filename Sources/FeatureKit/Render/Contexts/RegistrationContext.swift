import ScaffoldCore

/// Context of an adopted app's registration templates (`RegistrationArtifacts`): the same wiring a scaffold-made
/// root gets (`CompositionRootContext.registration`: the store, one factory per UseCase and view model, the screen
/// builder, the home link and routes), printed into the app's own container, its extension and its root view.
struct RegistrationContext {
    let plan: Plan
    let registration: Registration

    /// The app's container as a root the shared wiring understands: held by the app, named by the root view.
    private var root: CompositionRoot {
        CompositionRoot(
            typeName: registration.container ?? "", template: RegistrationArtifacts.extensionTemplate, ownership: .stored,
            homeProperty: registration.rootProperty
        )
    }

    /// The store the app's container holds, made once in its body: seed 002's repository over its local data source
    /// (the JSON file's over the real Application Support folder), else the store's `shared` instance.
    private var appStore: String {
        let names = plan.names
        switch plan.storage {
        case .dataSource: return "\(names.repository)(dataSource: \(names.dataSource)())"
        case .jsonDataSource:
            // On its own lines: one line would run to ~150 columns. The container declares it at member indentation.
            return "\(names.repository)(\n        dataSource: \(plan.fileDataSource)(folder: \(plan.fileDataSource).defaultFolder)\n    )"
        case .inMemory, .userDefaults, .jsonFile: return "\(names.repository).shared"
        }
    }

    /// Values for one of the registration templates, or nil for any other artifact.
    func values(for artifact: Artifact) -> [String: Any]? {
        switch artifact.template {
        case RegistrationArtifacts.extensionTemplate, RegistrationArtifacts.storeTemplate: return values()
        case RegistrationArtifacts.rootViewTemplate:
            // A site's insertion prints its own region (the artifact's subject is its role).
            if let role = artifact.subject.flatMap(RegistrationSites.Site.Role.init(rawValue:)) { return values(roles: [role]) }
            return values(link: registration.insertsLink, routes: registration.insertsRoutes)
        default: return nil
        }
    }

    /// `link` and `routes` choose which of the root view's regions the root view template prints.
    func values(link: Bool = false, routes: Bool = false) -> [String: Any] {
        values(roles: Set((link ? [.link] : []) + (routes ? [.routes] : [])))
    }

    /// The values with the regions of `roles` printed by the root view template.
    func values(roles: Set<RegistrationSites.Site.Role>) -> [String: Any] {
        var wiring = CompositionRootContext(plan: plan).registration(root: root)
        let navigation = NavigationContext(plan: plan)
        // The container may be a class: an autoclosure (`@StateObject`'s) calls its methods through `self` (in a static
        // member, the type).
        wiring.destinations = navigation.destinations(builder: "self.")
        wiring.repositoryDefault = appStore
        wiring.containerType = registration.container ?? ""
        wiring.hasContainer = registration.container != nil
        let routeCase = Registration.routeCase(feature: plan.spec.feature)
        if let router = registration.router {
            wiring.homeLink = navigation.homeLink(receiver: registration.rootProperty, router: (router, routeCase))
        }
        let hasEntry = navigation.entryRoute != nil
        wiring.insertsLink = roles.contains(.link) && hasEntry && !registration.linksInToolbar
        wiring.insertsToolbarLink = roles.contains(.link) && hasEntry && registration.linksInToolbar
        wiring.insertsRoutes = roles.contains(.routes) && navigation.hasScreens
        wiring.insertsTab = roles.contains(.tab) && hasEntry
        wiring.insertsRouteCase = roles.contains(.routeCase) && navigation.hasScreens
        wiring.insertsRouteDestination = roles.contains(.routeDestination) && navigation.hasScreens
        wiring.routeCase = routeCase
        wiring.entryRoute = navigation.entryRoute
        wiring.tabTitle = navigation.homeTitle
        wiring.memberPrefix = registration.staticMembers ? "static " : nil
        wiring.staticStore = registration.staticMembers
        return ["registration": wiring.values, "containerType": registration.container ?? ""]
    }
}
