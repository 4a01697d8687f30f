import ScaffoldCore

/// How a feature of an adopted app (`ExistingApp`) reaches the app's own composition root and root view, instead of
/// a root, `AppCoordinator`, coordinator or `HomeView` of scaffold's: its UseCases, view models and screens go into
/// an extension of the app's container (a file scaffold owns), its store into the container's body, and its link and
/// routes (or tab, or route case) where the app navigates — each before scaffold's anchor line, which the app's files
/// hold or get where their code takes it (`sites`); printed to paste only where the app has no such file.
public struct Registration: Codable, Hashable, Sendable {
    /// The app's container type (`AppContainer`); nil when the app has none the configuration names.
    public var container: String?
    public var containerFile: String?
    /// The container's file has `// scaffold:insert features` (or the feature's region): the store is inserted there.
    public var insertsStore: Bool
    /// How the root view names the container (`container`).
    public var rootProperty: String
    public var rootView: String?
    public var rootViewFile: String?
    /// The root view's file has the links anchor (or the feature's link region), and the routes anchor (or region).
    public var insertsLink: Bool
    public var insertsRoutes: Bool
    /// Where each region goes, read from the app's files (`RegistrationSites`): the file, and the anchor line to add
    /// first where it has none. Empty where the configuration's anchors alone decide (`RegistrationAnchors`).
    public var sites: [RegistrationSites.Site] = []
    /// The container is the app's `@main` App: the feature's store and factories are static members of its
    /// extension, called on the type, since no view can reach the App's one instance.
    public var staticMembers = false
    /// The app's route enum the feature's route joins as a case (`Route`): its link pushes `Route.bookmark(.list)`.
    public var router: String?
    /// The app's stack keeps a typed path of that router's enum (`[Route]`): the feature's screens push their routes
    /// wrapped in its case (`Route.bookmark(.detail(id))`), the only values that path holds (`Plan.pushedRoute`).
    public var pushesThroughRouter = false
    /// The link is a toolbar item of the stack's content (its first screen has no row to add it beside).
    public var linksInToolbar = false
    /// A fresh in-memory store of each other entity the feature's UseCases use, by entity (`ReferencePlanner`): its
    /// previews declare them, as they declare their own store.
    public var previewStores: [String: String] = [:]
    /// The tag of the feature's tab where the app's `TabView` selects its tabs by its enum (`Tab.bookmark`).
    public var tabTag: String?
    /// Lines of the app's files rewritten for the feature's routes to push (`RegistrationSites.rewrites`).
    public var rewrites: [LineRewrite] = []
    /// What the run says about them, among its notes.
    public var notes: [String] = []

    public init(
        container: String? = nil, containerFile: String? = nil, insertsStore: Bool = false,
        rootProperty: String = ExistingApp.defaultRootProperty, rootView: String? = nil, rootViewFile: String? = nil,
        insertsLink: Bool = false, insertsRoutes: Bool = false
    ) {
        self.container = container
        self.containerFile = containerFile
        self.insertsStore = insertsStore
        self.rootProperty = rootProperty
        self.rootView = rootView
        self.rootViewFile = rootViewFile
        self.insertsLink = insertsLink
        self.insertsRoutes = insertsRoutes
    }

    /// The registration of `app`, given which anchors its files hold (`RegistrationAnchors`).
    public init(app: ExistingApp, anchors: RegistrationAnchors) {
        // A root view that is its own composition root calls its screen builders on itself.
        let holdsItself = app.compositionRoot != nil && app.compositionRoot?.type == app.rootView?.type
        self.init(
            container: app.compositionRoot?.type, containerFile: app.compositionRoot?.file, insertsStore: anchors.store,
            rootProperty: holdsItself ? "self" : app.rootProperty ?? ExistingApp.defaultRootProperty,
            rootView: app.rootView?.type, rootViewFile: app.rootView?.file,
            insertsLink: anchors.link, insertsRoutes: anchors.routes
        )
    }

    /// The registration of `app` where the app's own files say (`RegistrationSites`, read by AdoptKit): the container
    /// found (the configured one, else the `@main` App), and a site for each region.
    public init(app: ExistingApp, sites found: RegistrationSites) {
        let container = found.container ?? app.compositionRoot
        let roles = Set(found.sites.map(\.role))
        self.init(
            container: container?.type, containerFile: container?.file,
            insertsStore: roles.contains(.store) || found.containerIsApp,
            rootProperty: found.receiver ?? app.rootProperty ?? ExistingApp.defaultRootProperty,
            rootView: app.rootView?.type, rootViewFile: app.rootView?.file,
            insertsLink: roles.contains(.link) || roles.contains(.tab), insertsRoutes: roles.contains(.routes) || roles.contains(.tab)
        )
        sites = found.sites
        staticMembers = found.containerIsApp
        router = found.router
        pushesThroughRouter = found.router != nil && found.pushesThroughRouter
        linksInToolbar = found.linksInToolbar
        (rewrites, notes, tabTag) = (found.rewrites, found.notes, found.tabTag)
    }

    /// The case a feature's route is in the app's route enum: `bookmark(BookmarkRoute)`.
    public static func routeCase(feature: String) -> String {
        Naming.lowerFirst(feature)
    }

    /// The extension of the container holding the feature's factories (`AppContainer+Wallet`).
    func extensionName(feature: String) -> String? {
        container.map { "\($0)+\(feature)" }
    }
}

/// Which of scaffold's insertion points the adopted app's files hold for one feature: the anchor line, or the
/// feature's region from an earlier run.
public struct RegistrationAnchors: Codable, Hashable, Sendable {
    public var store: Bool
    public var link: Bool
    public var routes: Bool

    public init(store: Bool = false, link: Bool = false, routes: Bool = false) {
        self.store = store
        self.link = link
        self.routes = routes
    }
}

extension Preset {
    /// The preset for an app scaffold did not create: its own root and navigation stay, so no composition root,
    /// per-feature coordinator or app-wide list view models of scaffold's.
    var adopted: Preset {
        var preset = self
        preset.coordinator = false
        preset.listViewModelFromEnvironment = false
        preset.compositionRoot = nil
        return preset
    }
}
