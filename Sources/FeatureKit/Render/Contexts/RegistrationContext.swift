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

    /// Values for one of the registration templates, or nil for any other artifact.
    func values(for artifact: Artifact) -> [String: Any]? {
        switch artifact.template {
        case RegistrationArtifacts.extensionTemplate, RegistrationArtifacts.storeTemplate: return values()
        case RegistrationArtifacts.rootViewTemplate: return values(link: registration.insertsLink, routes: registration.insertsRoutes)
        default: return nil
        }
    }

    /// `link` and `routes` choose which of the root view's regions the root view template prints.
    func values(link: Bool = false, routes: Bool = false) -> [String: Any] {
        var wiring = CompositionRootContext(plan: plan).registration(root: root)
        let navigation = NavigationContext(plan: plan)
        // The container may be a class: an autoclosure (`@StateObject`'s) calls its methods through `self`.
        wiring["destinations"] = navigation.destinations(builder: "self.")
        wiring["containerType"] = registration.container ?? ""
        wiring["hasContainer"] = registration.container != nil
        wiring["insertsLink"] = link && navigation.entryRoute != nil
        wiring["insertsRoutes"] = routes && navigation.hasScreens
        return ["registration": wiring, "containerType": registration.container ?? ""]
    }
}
