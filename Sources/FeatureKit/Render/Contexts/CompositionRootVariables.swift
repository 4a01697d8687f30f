import ScaffoldCore

extension CompositionRootContext {
    /// What the composition root template may print: the root's own names, which `scaffold init` prints too (with no
    /// `registration`), and the feature's `registration`. Docs/Templates.md, "Composition root", lists them with an
    /// example each.
    struct Variables: TemplateContext {
        /// The root's type.
        var rootType: String
        /// The root as a variable name.
        var rootVariable: String
        /// What the app's views call the root.
        var homeProperty: String
        /// The app's Swift module.
        var module: String
        /// Framework types by their Swift name, qualified where an entity shadows one (`{{q.View}}`).
        var q: [String: String]
        /// The feature's region of the root; absent where `scaffold init` prints the root alone.
        var registration: Registration?

        init(root: CompositionRoot, roots: ProjectRoots, names: FrameworkNames, registration: Registration? = nil) {
            rootType = root.typeName
            rootVariable = Naming.lowerFirst(root.typeName)
            homeProperty = root.homeProperty
            module = roots.module
            q = names.values
            self.registration = registration
        }
    }

    /// A feature's wiring in a composition root (or, in an adopted app, the app's own container): its store, one
    /// factory per UseCase and view model, its screens by route, its link on the home screen. The constructions
    /// are Swift made here: which arguments each initializer takes follows the preset's injection and the rules.
    struct Registration: TemplateContext {
        /// The root's property holding the feature's repository.
        var repositoryVariable: String
        /// Its type, the repository's protocol.
        var repositoryType: String
        /// The store it starts with (an adopted app's container: made in its body).
        var repositoryDefault: String
        /// Clean: the `switch stores { … }` setting the repository for the app, a test and a preview, as lines.
        var storesSwitch: String
        /// One factory per UseCase.
        var useCases: [UseCaseFactory]
        /// One factory per view model.
        var viewModels: [ViewModelFactory]
        /// The feature has a screen.
        var hasScreens: Bool
        /// The cases of the feature's screen builder.
        var destinations: [NavigationContext.Destination]
        /// The home screen's link to the feature, as Swift.
        var homeLink: String
        /// The feature has a screen to link to.
        var hasHomeLink: Bool
        /// What the root view's routes call the screen builder on.
        var routesReceiver: String
        /// The screen builder's name.
        var screenBuilder: String
        /// Clean: the root makes the feature's coordinator.
        var hasCoordinator: Bool
        /// The root's property holding it; absent without one.
        var coordinatorProperty: String?
        /// Its initializer's arguments, one a line; absent without one.
        var coordinatorArguments: [TemplateLine]?
        /// An adopted app: its container's type; absent for a root scaffold made.
        var containerType: String?
        /// An adopted app: it has a container of its own.
        var hasContainer: Bool?
        /// An adopted app: the root view gets the feature's link.
        var insertsLink: Bool?
        /// An adopted app: the root view gets the feature's routes.
        var insertsRoutes: Bool?
        /// An adopted app: the link is a toolbar item of its first screen (no row to add it beside).
        var insertsToolbarLink: Bool?
        /// An adopted app: its TabView gets a tab of the feature's.
        var insertsTab: Bool?
        /// An adopted app: its route enum gets the feature's case.
        var insertsRouteCase: Bool?
        /// An adopted app: the switch over its route enum gets that case's destination.
        var insertsRouteDestination: Bool?
        /// An adopted app: the feature's case in its route enum.
        var routeCase: String?
        /// An adopted app: the route its link and tab open.
        var entryRoute: String?
        /// An adopted app: the title of the feature's tab, a string literal.
        var tabTitle: String?
        /// An adopted app whose `@main` App is the composition root: `static ` before each member.
        var memberPrefix: String?
        /// An adopted app whose `@main` App is the composition root: the store is a static member of the extension.
        var staticStore: Bool?
    }

    /// A UseCase's factory in the root.
    struct UseCaseFactory: TemplateContext {
        /// The factory method.
        var factory: String
        /// What it returns, the UseCase's protocol.
        var type: String
        /// The UseCase's construction, as Swift.
        var construction: String
    }

    /// A view model's factory in the root.
    struct ViewModelFactory: TemplateContext {
        /// The factory method.
        var factory: String
        /// The view model's type.
        var type: String
        /// The factory's parameters (the form's entity).
        var parameters: String
        /// The view model's arguments, one a line.
        var arguments: [TemplateLine]
        /// It is the list's.
        var isList: Bool
        /// It is the form's.
        var isForm: Bool
        /// The root's property holding it where the root shares one (mvvm's list).
        var property: String
    }
}
