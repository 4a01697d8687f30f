import ScaffoldCore

/// How a feature's screens are reached: the cases of its `Route` (the list, a new entity's form, an edited
/// one's form), the screen each case shows, and the link the home screen gets. Value-based navigation with
/// one `NavigationStack(path:)` at the app's root (seed 001, Coordinator Pattern); in seed 002's preset the
/// feature's coordinator builds the screens and pushes the routes.
struct NavigationContext {
    let plan: Plan

    var hasList: Bool { plan.listViewModel != nil }
    var canCreate: Bool { formKinds.contains(.create) }
    var canEdit: Bool { formKinds.contains(.update) }
    var hasScreens: Bool { hasList || plan.formViewModel != nil }
    /// Create is presented in a sheet over the list; with no list, the home link pushes the form.
    var createsInSheet: Bool { hasList && canCreate }

    private var formKinds: [OperationKind] {
        ViewModelContext(plan: plan).operations(plan.formViewModel).map(\.kind)
    }

    /// The route a home link opens: the list, or a new entity's form when there is no list.
    var entryRoute: String? {
        if hasList { return "list" }
        if plan.formViewModel != nil && canCreate { return "new" }
        return nil
    }

    var values: [String: Any] { variables.values }

    /// The variables of the Route, ListView, FormView and Coordinator templates.
    var variables: Variables {
        Variables(
            routeCases: routeCases.map { TemplateLine(text: $0) },
            canCreate: canCreate, canEdit: canEdit, hasList: hasList, createsInSheet: createsInSheet,
            entityLabel: Naming.label(plan.names.entity).lowercased()
        )
    }

    /// What the navigation templates may print. Docs/Templates.md, "Navigation", lists them with an example each.
    struct Variables: TemplateContext {
        /// The cases of the feature's `Route`, each after its doc comment line.
        var routeCases: [TemplateLine]
        /// The form creates a new entity.
        var canCreate: Bool
        /// The form edits an existing entity.
        var canEdit: Bool
        /// The feature has a list screen.
        var hasList: Bool
        /// Create is presented in a sheet over the list (no list: the home link pushes the form).
        var createsInSheet: Bool
        /// The entity in words, lowercased.
        var entityLabel: String
    }

    /// `case list`, `case new`, `case edit(Wallet)`, each with its doc comment.
    private var routeCases: [String] {
        let names = plan.names
        let label = Naming.label(names.entity).lowercased()
        var cases: [String] = []
        if hasList { cases += ["/// The list of \(Naming.label(names.entities).lowercased()).", "case list"] }
        if canCreate {
            // With a list, Add presents the form in a sheet; the route stays for links and previews.
            let purpose = createsInSheet ? " when linked to (the list creates in a sheet)" : ""
            cases += ["/// The form for a new \(label)\(purpose).", "case new"]
        }
        if canEdit { cases += ["/// The form editing \(Naming.withArticle(label)).", "case edit(\(names.entity))"] }
        return cases
    }

    /// The `switch` cases of `view(for:)`: each route's screen, its view model made by the builder's factories;
    /// `builder` is `self.` in a class, whose methods an autoclosure (`@StateObject`) must call explicitly.
    func destinations(builder: String) -> [Destination] {
        let names = plan.names
        let entity = names.entityVariable
        let coordinator = plan.coordinator ? ", coordinator: self" : ""
        let listViewModel = builder + (plan.coordinator ? "makeListViewModel()" : "make\(names.listViewModel)()")
        let newForm = builder + (plan.coordinator ? "makeFormViewModel(for: nil)" : "make\(names.formViewModel)()")
        let editForm = builder + (plan.coordinator ? "makeFormViewModel(for: \(entity))" : "make\(names.formViewModel)(\(entity): \(entity))")
        // The list's sheet gets the new-entity form as a closure, spelled out: `walletScreen(for: .new)` there
        // would make the screen builder's opaque result type contain itself.
        let createForm = createsInSheet && !plan.coordinator
            ? ["makeCreateForm: { \(names.formView)(viewModel: \(newForm)) }"] : []
        var result: [Destination] = []
        if hasList {
            let list: String
            if plan.listViewModelFromEnvironment {
                let modifier = plan.style.observation == .observable ? "environment" : "environmentObject"
                list = "\(names.listView)(\(createForm.joined())).\(modifier)(\(builder)\(Naming.lowerFirst(names.listViewModel)))"
            } else {
                let arguments = ["viewModel: \(listViewModel)"] + (plan.coordinator ? ["coordinator: self"] : []) + createForm
                list = "\(names.listView)(\(arguments.joined(separator: ", ")))"
            }
            result.append(Destination(pattern: "case .list:", screen: list))
        }
        if canCreate {
            result.append(Destination(pattern: "case .new:", screen: "\(names.formView)(viewModel: \(newForm)\(coordinator))"))
        }
        if canEdit {
            result.append(Destination(pattern: "case .edit(let \(entity)):", screen: "\(names.formView)(viewModel: \(editForm)\(coordinator))"))
        }
        return result
    }

    /// One case of a screen builder's `switch` over the routes. Both are Swift made here: which factory builds
    /// each screen, with which arguments, depends on the preset's root and the view models' ownership.
    struct Destination: TemplateContext {
        /// The case (`case .edit(let wallet):`).
        var pattern: String
        /// The screen it shows.
        var screen: String
    }

    /// The home screen's link to the feature: a value link, or seed 002's coordinator `start()`.
    /// `router` wraps the route in a case of an adopted app's own route enum (`Route.bookmark(.list)`).
    func homeLink(receiver: String, router: (type: String, routeCase: String)? = nil) -> String {
        guard let entry = entryRoute else { return "" }
        if plan.coordinator {
            return "\(plan.frameworkNames.spell("Button"))(\(homeTitle)) { \(receiver).\(Naming.lowerFirst(plan.names.coordinator)).start() }"
        }
        let value = router.map { "\($0.type).\($0.routeCase)(.\(entry))" } ?? "\(plan.names.route).\(entry)"
        return "\(plan.frameworkNames.spell("NavigationLink"))(\(homeTitle), value: \(value))"
    }

    /// What the home link (or an adopted app's tab) says: the entities, or a new entity's form with no list.
    var homeTitle: String {
        SwiftLiteral.string(entryRoute == "list" ? Naming.label(plan.names.entities) : "New \(Naming.label(plan.names.entity).lowercased())")
    }
}
