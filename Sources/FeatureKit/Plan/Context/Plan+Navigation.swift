import ScaffoldCore

/// How a feature's screens are reached: the cases of its `Route` (the list, a new entity's form, an edited one's form),
/// the screen each shows, and the home screen's link. Value-based navigation with one `NavigationStack(path:)` at the
/// app's root (seed 001, Coordinator Pattern); in seed 002's preset the feature's coordinator builds the screens.
extension Plan {
    var hasList: Bool { listViewModel != nil }
    var canCreate: Bool { operations(formViewModel).contains { $0.kind == .create } }
    var canEdit: Bool { operations(formViewModel).contains { $0.kind == .update } }
    /// A detail screen shows one record, loaded by id (`DetailScreen`).
    var hasDetail: Bool { detailViewModel != nil }
    /// `MemberDetailViewModel`.
    var detailViewModelName: String { "\(names.entity)DetailViewModel" }
    /// `MemberDetailView`.
    var detailView: String { "\(names.entity)DetailView" }
    var hasScreens: Bool { hasList || formViewModel != nil || hasDetail }
    /// Create is presented in a sheet over the list; with no list, the home link pushes the form.
    var createsInSheet: Bool { hasList && canCreate }

    /// The route a home link opens: the list, or a new entity's form when there is no list.
    var entryRoute: String? {
        if hasList { return "list" }
        return formViewModel != nil && canCreate ? "new" : nil
    }

    /// One case of a screen builder's `switch` over the routes: which factory builds each screen, with which
    /// arguments, depends on the preset's root and the view models' ownership.
    struct Destination: Encodable {
        /// The case (`case .edit(let wallet):`).
        var pattern: String
        /// The screen it shows, as Swift.
        var screen: String
    }

    /// The `switch` cases of `view(for:)`: each route's screen, its view model made by the builder's factories;
    /// `builder` is `self.` in a class, whose methods an autoclosure (`@StateObject`) must call explicitly.
    func destinations(builder: String) -> [Destination] {
        let entity = names.entityVariable
        let coordinator = self.coordinator ? ", coordinator: self" : ""
        let listViewModel = builder + (self.coordinator ? "makeListViewModel()" : "make\(names.listViewModel)()")
        let newForm = builder + (self.coordinator ? "makeFormViewModel(for: nil)" : "make\(names.formViewModel)()")
        let editForm = builder + (self.coordinator ? "makeFormViewModel(for: \(entity))" : "make\(names.formViewModel)(\(entity): \(entity))")
        // The list's sheet gets the new-entity form as a closure, spelled out: `walletScreen(for: .new)` there would
        // make the screen builder's opaque result type contain itself.
        let createForm = createsInSheet && !self.coordinator ? ["makeCreateForm: { \(names.formView)(viewModel: \(newForm)) }"] : []
        var result: [Destination] = []
        if hasList {
            var list = "\(names.listView)(" + (["viewModel: \(listViewModel)"] + (self.coordinator ? ["coordinator: self"] : []) + createForm).joined(separator: ", ") + ")"
            if listViewModelFromEnvironment {
                let modifier = style.observation == .observable ? "environment" : "environmentObject"
                list = "\(names.listView)(\(createForm.joined())).\(modifier)(\(builder)\(Naming.lowerFirst(names.listViewModel)))"
            }
            result.append(Destination(pattern: "case .list:", screen: list))
        }
        if canCreate { result.append(Destination(pattern: "case .new:", screen: "\(names.formView)(viewModel: \(newForm)\(coordinator))")) }
        if canEdit {
            result.append(Destination(pattern: "case .edit(let \(entity)):", screen: "\(names.formView)(viewModel: \(editForm)\(coordinator))"))
        }
        if hasDetail {
            let detail = self.coordinator ? "makeDetailViewModel(for: id)" : "make\(detailViewModelName)(id: id)"
            result.append(Destination(pattern: "case .detail(let id):", screen: "\(detailView)(viewModel: \(builder)\(detail)\(coordinator))"))
        }
        return result
    }

    /// A route value the feature's own screens push (`BookmarkRoute.detail(bookmark.id)`, from `routeCase`
    /// `detail(bookmark.id)`). In an adopted app whose `NavigationStack` keeps a typed path of its router's enum
    /// (`[Route]`), that path holds nothing else: the value goes wrapped in the router's case for the feature
    /// (`Route.bookmark(.detail(bookmark.id))`), which the router's switch shows through the feature's screen builder.
    func pushedRoute(_ routeCase: String) -> String {
        guard let registration, registration.pushesThroughRouter, let router = registration.router else { return "\(names.route).\(routeCase)" }
        return "\(router).\(Registration.routeCase(feature: spec.feature))(.\(routeCase))"
    }

    /// The home screen's link to the feature: a value link, or seed 002's coordinator `start()`; nil without a screen.
    /// `router` wraps the route in a case of an adopted app's own route enum (`Route.bookmark(.list)`).
    func homeLink(receiver: String, router: (type: String, routeCase: String)? = nil) -> String? {
        guard let entry = entryRoute else { return nil }
        if coordinator { return "\(q("Button"))(\(homeTitle)) { \(receiver).\(Naming.lowerFirst(names.coordinator)).start() }" }
        return "\(q("NavigationLink"))(\(homeTitle), value: \(router.map { "\($0.type).\($0.routeCase)(.\(entry))" } ?? "\(names.route).\(entry)"))"
    }

    /// What the home link (or an adopted app's tab) says: the entities, or a new entity's form with no list.
    var homeTitle: String {
        SwiftLiteral.string(entryRoute == "list" ? Naming.label(names.entities) : "New \(Naming.label(names.entity).lowercased())")
    }
}
