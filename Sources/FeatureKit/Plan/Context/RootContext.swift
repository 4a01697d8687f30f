import ScaffoldCore

/// The composition root (AppFactory, AppEnvironment, AppViewModels, AppDependencies, with `HomeView`'s links and
/// routes): `scaffold init` prints the names before `registration` too, so the text outside the markers is the same
/// whichever wrote the file. An adopted app's registration is `Adopted`'s.
struct RootContext: Encodable {
    /// The root's type.
    var rootType: String
    /// The root as a variable name.
    var rootVariable: String
    /// The feature's region of the root; absent where `scaffold init` prints the root alone.
    var registration: Registration?
    /// The home screen's title in the root's `#Preview("Home")`, as a Swift string literal: the app's name.
    var previewTitle: String

    /// The argument a test's or a preview's root is made with, under seed 002's constructor injection (Rule 3).
    static let testStores = "stores: .inMemory"
    static let previewStores = "stores: .preview"

    /// `title` is the app's name, which its home screen shows.
    init(root: CompositionRoot, title: String, registration: Registration? = nil) {
        (rootType, rootVariable, self.registration) = (root.typeName, Naming.lowerFirst(root.typeName), registration)
        previewTitle = SwiftLiteral.string(title)
    }

    /// A feature's wiring in a composition root (or, in an adopted app, the app's own container): its store, one
    /// factory per UseCase and view model, its screens by route, its link on the home screen. The constructions are
    /// Swift made here: which arguments each initializer takes follows the preset's injection and the rules.
    struct Registration: Encodable {
        /// The root's property holding the feature's repository.
        var repositoryVariable: String
        /// The store it starts with: the store's `shared` (an adopted app's container: made in its body).
        var repositoryDefault: String
        /// Clean: the `switch stores { … }` setting the repository for the app, a test and a preview, as lines; absent
        /// for a root that holds its store in a property.
        var storesSwitch: String?
        /// One factory per UseCase.
        var useCases: [UseCaseFactory]
        /// One factory per view model.
        var viewModels: [ViewModelFactory]
        /// The feature has a screen.
        var hasScreens: Bool
        /// The cases of the feature's screen builder.
        var destinations: [Plan.Destination]
        /// The home screen's link to the feature, as Swift; absent without a screen to link to.
        var homeLink: String?
        /// What the root view's routes call the screen builder on.
        var routesReceiver: String
        /// The screen builder's name.
        var screenBuilder: String
        /// Clean: the root's property holding the feature's coordinator; absent without one.
        var coordinatorProperty: String?
        /// Clean: the coordinator's initializer arguments, one a line; absent without one.
        var coordinatorArguments: [TemplateLine]?
        /// An adopted app: its container's type; absent for a root scaffold made, or an app without a container of its own.
        @Flagged var containerType: String?
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
        /// An adopted app: its tab selection enum gets the feature's case.
        var insertsTabCase: Bool?
        /// An adopted app: the tag of the feature's tab, where its `TabView` selects by that enum (`Tab.bookmark`).
        var tabTag: String?
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
        /// An adopted app's remote feature: the shared client and the feature's saved copy and repository in its body (the
        /// `@main` App's static members, the client in `<App>+Remote.swift`, where the App holds the stores).
        var adoptedRemote: RemoteWiring?
    }

    /// A UseCase's factory in the root.
    struct UseCaseFactory: Encodable {
        /// The factory method.
        var factory: String
        /// What it returns, the UseCase's protocol.
        var type: String
        /// The UseCase's construction, as Swift.
        var construction: String
    }

    /// A view model's factory in the root.
    struct ViewModelFactory: Encodable {
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
        /// The root's property holding it where the root shares one (mvvm's list).
        var property: String
    }
}

extension RootContext.Registration {
    /// The feature's region of `root`, whose views call it `root.homeProperty`.
    init(plan: Plan, root: CompositionRoot) {
        let names = plan.names, home = root.homeProperty
        let repositoryVariable = plan.repositoryVariable(names.entity)
        self.repositoryVariable = repositoryVariable
        // The roots that hold their store in a property (seed 000, 003, 004) start with its `shared` instance; seed
        // 002's root sets its stores in `init`.
        repositoryDefault = "\(names.repository).shared"
        storesSwitch = root.template == CompositionRoot.appDependencies.template ? Self.storesSwitch(plan) : nil
        let dependencies = { (wired: [String]?) -> [String] in
            var seen: Set<String> = []
            return plan.operations(wired).compactMap { operation in
                let call = OperationCall(operation: operation, plan: plan)
                guard seen.insert(call.variable).inserted else { return nil }
                return "\(call.variable): " + (call.useCase.map { "make\($0.baseName)()" } ?? repositoryVariable)
            }
        }
        // The list UseCases of the entities the feature's records name, made in their features' regions; they follow a
        // view model's own dependencies, as in its initializer.
        let references = plan.referenceDependencies.map { "\($0.variable): \($0.factory ?? "")()" }
        useCases = plan.useCases.map { useCase in
            // The feature's own repository and every other one it uses, each from its feature's region of this root;
            // where initializers have no production defaults (seed 002), the validator and the clock too.
            var arguments = ["repository: \(plan.repositoryVariable(names.entity))"]
                + useCase.repositories.dropFirst().map { "\(plan.repositoryVariable($0)): \(plan.repositoryVariable($0))" }
            if plan.injection == .compositionRoot {
                if useCase.validates { arguments.append("validator: \(names.validator)()") }
                if useCase.usesClock { arguments.append("now: { \(plan.q("Date"))() }") }
            }
            return RootContext.UseCaseFactory(
                factory: "make\(useCase.baseName)", type: "any \(useCase.protocolName)",
                construction: "\(useCase.implementationName)(" + arguments.joined(separator: ", ") + ")"
            )
        }
        let entity = names.entityVariable
        let factory = { (type: String, parameters: String, leading: [String], wired: [String]?, references: [String]) in
            RootContext.ViewModelFactory(
                factory: "make\(type)", type: type, parameters: parameters,
                arguments: TemplateLine.commaSeparated(leading + dependencies(wired) + references + Self.offers(plan, wired)),
                isList: type == names.listViewModel, property: Naming.lowerFirst(type)
            )
        }
        viewModels = (plan.hasList ? [factory(names.listViewModel, "", [], plan.listViewModel, references)] : [])
            + (plan.formViewModel != nil
                ? [factory(names.formViewModel, "\(entity): \(names.entity)? = nil", ["\(entity): \(entity)"], plan.formViewModel, references)] : [])
            // `<Entity>.ID`: a root may import SwiftUI alone, which does not bring Foundation's `UUID` on every platform.
            // The detail screen's fetch and operations, and the list UseCases of the records it names, as the list's.
            + (plan.hasDetail ? [factory(plan.detailViewModelName, "id: \(names.entity).ID", ["id: id"], plan.detailViewModel, references)] : [])
        hasScreens = plan.hasScreens
        // AppFactory is a struct; the other roots are classes, whose methods an autoclosure calls through `self`.
        destinations = plan.destinations(builder: root.typeName == CompositionRoot.appFactory.typeName ? "" : "self.")
        homeLink = plan.homeLink(receiver: home)
        routesReceiver = plan.coordinator ? "\(home).\(Naming.lowerFirst(names.coordinator))" : home
        // One name per feature (`walletScreen(for:)`): ten overloads of one name in HomeView's chain of
        // `navigationDestination`s would cost the type checker more than it allows.
        screenBuilder = plan.coordinator ? "view" : "\(entity)Screen"
        // Seed 002's coordinator, made once (`lazy`) over the app's navigation and every dependency of the feature's
        // view models, built from the root's own repository and UseCase factories.
        if plan.coordinator && plan.hasScreens {
            coordinatorProperty = Naming.lowerFirst(names.coordinator)
            var seen: Set<String> = []
            let arguments = (dependencies(plan.listViewModel) + dependencies(plan.formViewModel) + dependencies(plan.detailViewModel))
                .filter { seen.insert($0).inserted } + references
            coordinatorArguments = TemplateLine.commaSeparated(["navigation: appCoordinator"] + arguments)
        }
    }

    /// The flags of the operations a view model offers only once their UseCase is written, read from the team's file
    /// when the app is built (`UnwrittenOffer`): `offersWithdraw: WithdrawBookUseCase.isImplemented`.
    static func offers(_ plan: Plan, _ wired: [String]?) -> [String] {
        UnwrittenOffer.of(plan, wired).map { "\($0.variable): \($0.source)" }
    }

    /// The registration of an adopted app (`Registration`): the same wiring, printed into the app's own container
    /// (which may be a class: an autoclosure calls its methods through `self`, in a static member the type); `roles`
    /// choose which of the regions where the app navigates the root view template prints.
    init(plan: Plan, adopted registration: Registration, roles: Set<RegistrationSites.Site.Role> = []) {
        self.init(plan: plan, root: CompositionRoot(
            typeName: registration.container ?? "", template: RegistrationArtifacts.extensionTemplate, ownership: .stored,
            homeProperty: registration.rootProperty
        ))
        destinations = plan.destinations(builder: "self.")
        let names = plan.names
        // The store the app's container holds, made once in its body: seed 002's repository over its local data source
        // (the JSON file's over the real Application Support folder, on its own lines: one line would run to ~150
        // columns), else the store's `shared` instance.
        switch plan.storage {
        case .dataSource: repositoryDefault = "\(names.repository)(dataSource: \(names.dataSource)())"
        case .jsonDataSource:
            repositoryDefault = "\(names.repository)(\n        dataSource: \(plan.fileDataSource)(folder: \(plan.fileDataSource).defaultFolder)\n    )"
        case .inMemory, .userDefaults, .jsonFile: break
        }
        containerType = registration.container
        let routeCase = Registration.routeCase(feature: plan.spec.feature)
        if let router = registration.router { homeLink = plan.homeLink(receiver: registration.rootProperty, router: (router, routeCase)) }
        let entry = plan.entryRoute != nil, toolbar = registration.linksInToolbar
        (insertsLink, insertsToolbarLink) = (roles.contains(.link) && entry && !toolbar, roles.contains(.link) && entry && toolbar)
        (insertsRoutes, insertsTab) = (roles.contains(.routes) && plan.hasScreens, roles.contains(.tab) && entry)
        (insertsRouteCase, insertsRouteDestination) = (roles.contains(.routeCase) && plan.hasScreens, roles.contains(.routeDestination) && plan.hasScreens)
        (self.routeCase, entryRoute, tabTitle) = (routeCase, plan.entryRoute, plan.homeTitle)
        (insertsTabCase, tabTag) = (roles.contains(.tabCase) && entry, registration.tabTag)
        (memberPrefix, staticStore) = (registration.staticMembers ? "static " : nil, registration.staticMembers)
        adoptedRemote = RemoteWiring(plan: plan)
    }

    /// The roles of an adopted app's root view regions: a site's insertion prints its own (the artifact's subject is
    /// its role), else the link and the routes, as the configured anchors say.
    static func roles(_ artifact: Artifact, _ registration: Registration) -> Set<RegistrationSites.Site.Role> {
        if let role = artifact.subject.flatMap(RegistrationSites.Site.Role.init(rawValue:)) { return [role] }
        guard artifact.template == RegistrationArtifacts.rootViewTemplate else { return [] }
        return Set((registration.insertsLink ? [.link] : []) + (registration.insertsRoutes ? [.routes] : []))
    }

    /// Seed 002's composition root gives every store by constructor (Rule 3: Constructor Injection): a feature's region
    /// of `AppDependencies.init(stores:)` sets its repository for each kind of stores — the app's, a test's (empty, in
    /// memory), a preview's (in memory, holding the sample entity) — so no Presentation file names a Data type.
    static func storesSwitch(_ plan: Plan) -> String {
        let names = plan.names
        let variable = plan.repositoryVariable(names.entity)
        if RemoteArtifacts.supports(plan) { return remoteStoresSwitch(plan) }
        let memory = "\(names.repository)(dataSource: \(names.dataSource)())"
        var lines = ["        switch stores {"]
        if plan.storage == .jsonDataSource {
            lines += [
                "        case .app:", "            \(variable) = \(names.repository)(",
                "                dataSource: \(plan.fileDataSource)(folder: \(plan.fileDataSource).defaultFolder)", "            )",
                "        case .inMemory:", "            \(variable) = \(memory)",
            ]
        } else {
            // The local data source keeps entities in memory, the app's too (`persistence: memory`).
            lines += ["        case .app, .inMemory:", "            \(variable) = \(memory)"]
        }
        return (lines + [
            "        case .preview:", "            \(variable) = \(names.repository)(dataSource: \(names.dataSource)(records: [",
            "                \(names.mapper).dto(from: \(plan.sample(indent: 4, fixedID: true))),", "            ]))", "        }",
        ]).joined(separator: "\n")
    }
}

extension RootContext.Registration {
    /// A remote feature's stores (`RemoteArtifacts`): the saved copy in the app's folder for the app, in a fresh folder of
    /// its own for a test's and a preview's root (which reach no server until one is assigned), and a preview's
    /// repository holding the sample in memory; the repository itself is made on first use, from `httpClient`.
    static func remoteStoresSwitch(_ plan: Plan) -> String {
        let names = plan.names, entity = names.entityVariable
        let store = RemoteArtifacts.localStore(plan), local = "\(entity)LocalStore", preview = "\(entity)PreviewRepository"
        let fresh = "\(store)(folder: \(plan.q("FileManager")).default.temporaryDirectory\n                .appending(path: "
            + "\"\(plan.spec.feature)-\\(\(plan.q("UUID"))().uuidString)\", directoryHint: .isDirectory))"
        return [
            "        switch stores {",
            "        case .app:",
            "            \(local) = \(store)(folder: \(store).defaultFolder)",
            "            \(preview) = nil",
            "        case .inMemory:",
            "            \(local) = \(fresh)",
            "            \(preview) = nil",
            "        case .preview:",
            "            \(local) = \(fresh)",
            "            \(preview) = \(plan.previewRepository)(\(names.entitiesVariable): [",
            "                \(plan.sample(indent: 4, fixedID: true)),",
            "            ])",
            "        }",
        ].joined(separator: "\n")
    }
}

extension RootContext {
    /// An adopted app's previews: the store, then each factory and the screen builder as local declarations of the
    /// preview's body — the same wiring the container's extension has, over `store`.
    static func localDeclarations(_ plan: Plan, store: String) -> [String] {
        let wiring = Registration(plan: plan, root: CompositionRoot(typeName: "", template: "", ownership: .stored, homeProperty: ""))
        let main = "@\(plan.q("MainActor"))"
        var result = ["let \(wiring.repositoryVariable): any \(plan.names.repositoryProtocol) = \(store)"]
        // What the wiring names of other features, declared so the preview builds alone: each other entity's store,
        // empty (the records a UseCase reads or keeps whole, the records a picker offers), and the list UseCase of each
        // entity the feature's records name, which its view models load the choices through.
        var stores = plan.registration?.previewStores ?? [:]
        let references = plan.presented.filter { $0.entity != plan.names.entity }
        for item in references { stores[item.entity] = stores[item.entity] ?? item.reference.memoryStore }
        result += stores.keys.sorted().map { "let \(plan.repositoryVariable($0)): any \(plan.repositoryNames(for: $0).protocolName) = \(stores[$0] ?? "")" }
        var seen: Set<String> = []
        for item in references where seen.insert(item.entity).inserted {
            let useCase = item.useCase
            result += [
                "func make\(useCase.baseName)() -> any \(useCase.protocolName) {",
                "    \(useCase.implementationName)(repository: \(plan.repositoryVariable(item.entity)))", "}",
            ]
        }
        for useCase in wiring.useCases {
            result += ["func \(useCase.factory)() -> \(useCase.type) {", "    \(useCase.construction)", "}"]
        }
        for viewModel in wiring.viewModels {
            // A local function does not take the preview's main-actor isolation: it says it itself.
            result += [main, "func \(viewModel.factory)(\(viewModel.parameters)) -> \(viewModel.type) {", "    \(viewModel.type)("]
                + viewModel.arguments.map { "        \($0.text)" } + ["    )", "}"]
        }
        if plan.hasScreens {
            result += [
                "\(main) @\(plan.q("ViewBuilder"))",
                "func \(wiring.screenBuilder)(for route: \(plan.names.route)) -> some \(plan.q("View")) {", "    switch route {",
            ]
            for destination in plan.destinations(builder: "") { result += ["    \(destination.pattern)", "        \(destination.screen)"] }
            result += ["    }", "}"]
        }
        return result
    }
}
