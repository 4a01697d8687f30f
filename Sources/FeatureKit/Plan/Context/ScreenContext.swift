import ScaffoldCore

/// The feature's screens and how they are reached: the `Route`, what the list, row and form views show and how they own
/// their view models, the `#Preview`s (each screen built as the app builds it, over a fresh in-memory store holding one
/// sample entity), and seed 002's coordinator. The row's texts are Swift made here: which field reads as a title, a
/// subtitle or a trailing amount, and how each kind of value is formatted, are decisions a template cannot make.
struct ScreenContext: Encodable {
    /// The cases of the feature's `Route`, each after its doc comment line.
    var routeCases: [TemplateLine]
    /// The form creates a new entity.
    var canCreate: Bool
    /// The form edits an existing entity.
    var canEdit: Bool
    /// The feature has a list screen.
    var hasList: Bool
    /// A list row opens the record's detail screen (`DetailScreen`), not its form.
    var opensDetail: Bool
    /// The feature has a form screen.
    var hasForm: Bool
    /// Create is presented in a sheet over the list (no list: the home link pushes the form).
    var createsInSheet: Bool
    /// The list reads its view model from the environment as an `EnvironmentObject` (mvvm).
    var listFromEnvironmentObject: Bool
    /// The list reads its view model from the environment by type, under Observation (mvvm).
    var listFromEnvironment: Bool
    /// The list owns its view model (every preset but mvvm).
    var listOwnsViewModel: Bool
    /// The list's initializer parameters, comma-separated; absent when it has no initializer of its own.
    var listViewInitParameters: String?
    /// The list is given a closure making the create form it presents (every preset but clean).
    var makesCreateForm: Bool
    /// What a row pushes to open the record's details, as Swift (`BookmarkRoute.detail(bookmark.id)`; in an adopted
    /// app's typed path, its router's case around it: `Plan.pushedRoute`).
    var detailRoute: String
    /// What a row pushes to open the record's form, as Swift (`BookmarkRoute.edit(bookmark)`, or wrapped as above).
    var editRoute: String
    /// A row's title, as Swift: the first required text field, else the id.
    var rowTitle: String
    /// A row's subtitle, as Swift: the record a reference names, else another field a row can show; absent without one.
    var rowSubtitle: String?
    /// A row's trailing text, as Swift: an amount of money; absent without one.
    var rowTrailing: String?
    /// The state of each `Bool` an operation sets, as Swift ("On loan" / "Not on loan"), so running it from the list
    /// has a visible result (issue 35, M1); the row's subtitle is not repeated.
    var rowStates: [TemplateLine]
    /// The records a row's fields name, given to the row beside its entity, each found by the list view model.
    var rowRecords: [Plan.RowRecord]
    /// The views have previews (the feature has a screen and the app a composition root to build it).
    var hasPreviews: Bool = false
    /// The lines making the root over a fresh in-memory store holding the sample, one a line.
    var previewSetup: [TemplateLine]?
    /// The line making the root alone, for a preview that needs no stored sample (an adopted app's: every set-up line,
    /// the later ones indented).
    var previewRoot: String?
    /// What builds a screen for a route (`factory.walletScreen`), called as `{{previewScreen}}(for: .list)`.
    var previewScreen: String?
    /// The sample entity: the fixture's values, one argument a line.
    var previewSample: String?
    /// Clean: every dependency of the feature's view models, which the coordinator is given and hands on.
    var coordinatorDependencies: [Dependency] = []
    /// Clean: the coordinator's initializer parameters, one a line.
    var coordinatorInitParameters: [TemplateLine] = []
    /// Clean: the list view model's arguments, one a line.
    var listViewModelArguments: [TemplateLine] = []
    /// Clean: the form view model's arguments, one a line.
    var formViewModelArguments: [TemplateLine] = []
    /// Clean: the detail screen's view model's arguments, its `id` first, one a line; empty without a detail screen.
    var detailViewModelArguments: [TemplateLine] = []
    /// The feature has a detail screen (`DetailScreen`).
    var hasDetail: Bool
    /// Clean: the route `start()` pushes (`list`, or `new` without a list); absent without one.
    var startRoute: String?
    /// Clean: the cases of the coordinator's `view(for:)`.
    var destinations: [Plan.Destination] = []

    init(plan: Plan) {
        let names = plan.names
        let label = Naming.label(names.entity).lowercased()
        (canCreate, canEdit, hasList, hasForm, createsInSheet) = (plan.canCreate, plan.canEdit, plan.hasList, plan.formViewModel != nil, plan.createsInSheet)
        opensDetail = plan.hasList && plan.hasDetail
        hasDetail = plan.hasDetail
        routeCases = TemplateLine.lines(
            (hasList ? ["/// The list of \(Naming.label(names.entities).lowercased()).", "case list"] : [])
                // With a list, Add presents the form in a sheet; the route stays for links and previews.
                + (canCreate ? ["/// The form for a new \(label)\(createsInSheet ? " when linked to (the list creates in a sheet)" : "").", "case new"] : [])
                + (canEdit ? ["/// The form editing \(Naming.withArticle(label)).", "case edit(\(names.entity))"] : [])
                // By id: the screen loads the record, so it shows what is stored now (seed 002: `showDetail(for noteID:)`).
                + (plan.hasDetail ? ["/// One \(label)'s details, by id: the screen loads it, so it shows what is stored now.", "case detail(\(names.idType))"] : [])
        )
        // Seed 003 shares the list view model through the environment: as an EnvironmentObject, or by type under Observation.
        let shared = plan.listViewModelFromEnvironment, observable = plan.style.observation == .observable
        (listFromEnvironmentObject, listFromEnvironment, listOwnsViewModel) = (shared && !observable, shared && observable, !shared)
        // Value-navigating lists present a create form the composition root makes; seed 002's asks its coordinator.
        makesCreateForm = !plan.coordinator && createsInSheet
        let entityVariable = names.entityVariable
        (detailRoute, editRoute) = (plan.pushedRoute("detail(\(entityVariable).id)"), plan.pushedRoute("edit(\(entityVariable))"))
        let viewModel = observable ? "viewModel: \(names.listViewModel)" : "viewModel: @autoclosure @escaping () -> \(names.listViewModel)"
        let parameters = (shared ? [] : [viewModel]) + (plan.coordinator ? ["coordinator: \(names.coordinator)"] : [])
            + (makesCreateForm ? ["makeCreateForm: @escaping () -> CreateForm"] : [])
        listViewInitParameters = parameters.isEmpty ? nil : parameters.joined(separator: ", ")
        // The row: a title, then the record a reference names or another field that always has a value, and an amount
        // of money at the trailing edge, as finance apps show it.
        let entity = names.entityVariable, fields = plan.spec.fields
        let title = fields.first { FieldKind($0.type) == .string && !$0.type.isOptional }
        let trailing = fields.first { FieldMeaning.of($0) == .currency && $0.name != title?.name }
        rowRecords = plan.rowRecords(state: plan.statePrefix)
        let referenceFields = Set(plan.references.map(\.field))
        let candidates = fields.filter {
            $0.name != title?.name && $0.name != trailing?.name && $0.name != "id" && !referenceFields.contains($0.name)
                && Self.display($0, entity: entity, names: plan.frameworkNames) != nil
        }
        let subtitle = candidates.first { !$0.type.isOptional } ?? candidates.first
        rowTitle = title.map { "\(entity).\($0.name)" } ?? "\(plan.q("String"))(describing: \(entity).id)"
        rowSubtitle = rowRecords.first?.display ?? subtitle.flatMap { Self.display($0, entity: entity, names: plan.frameworkNames) }
        rowTrailing = trailing.flatMap { Self.display($0, entity: entity, names: plan.frameworkNames) }
        let operated = Set(plan.spec.operations.filter { $0.kind == .custom }.flatMap { ($0.sets ?? []).map(\.field) })
        let shown = rowRecords.isEmpty ? subtitle?.name : nil
        rowStates = TemplateLine.lines(fields.filter { field in
            operated.contains(field.name) && FieldKind(field.type) == .bool && !field.type.isOptional && field.name != shown
        }.compactMap { Self.display($0, entity: entity, names: plan.frameworkNames) })
        setPreviews(plan)
        if plan.coordinator { setCoordinator(plan) }
    }

    /// Each screen built by the composition root's own screen builder, as the app builds it, over a fresh in-memory
    /// store holding one sample entity, so the canvas never reads or writes what the app saved. Seed 002's root is made
    /// with its preview stores (`AppDependencies(stores: .preview)`); the others hold theirs in a property the preview
    /// assigns. An adopted app's container may need arguments scaffold cannot supply: each preview declares the
    /// feature's wiring locally instead.
    private mutating func setPreviews(_ plan: Plan) {
        let names = plan.names
        if plan.registration != nil {
            let declarations = RootContext.localDeclarations(plan, store: plan.sampleStore)
            previewSetup = TemplateLine.lines(declarations)
            // Printed where a template has room for one line: the later lines carry their own indentation.
            previewRoot = declarations.joined(separator: "\n    ")
            previewScreen = "\(names.entityVariable)Screen"
        } else if let root = plan.compositionRoot {
            let lines = plan.previewRootLines(root, fixedID: false)
            previewSetup = TemplateLine.lines(lines)
            previewRoot = plan.injection == .compositionRoot ? lines[0] : "let \(root.homeProperty) = \(root.typeName)()"
            previewScreen = plan.screenBuilder(on: root.homeProperty)
        } else {
            return
        }
        hasPreviews = plan.hasScreens
        previewSample = plan.sample(indent: 2)
    }

    /// Seed 002's coordinator: given every dependency of the feature's view models by the composition root, it builds
    /// each screen and pushes the routes on the app's navigation.
    private mutating func setCoordinator(_ plan: Plan) {
        let entity = plan.names.entityVariable
        let (list, form, detail) = (plan.listViewModel, plan.formViewModel, plan.detailViewModel)
        // The list UseCases of the entities the feature's records name serve both view models.
        let dependencies = [list, form, detail].flatMap { ViewModelContext.dependencies(plan, $0) }
        coordinatorDependencies = ViewModelContext.unique(dependencies) + plan.referenceDependencies
        coordinatorInitParameters = TemplateLine.commaSeparated(["navigation: AppCoordinator"] + coordinatorDependencies.map { "\($0.variable): \($0.type)" })
        // An operation waiting for its UseCase: the coordinator reads the UseCase's flag as it makes the view model.
        let arguments = { (wired: [String]?) in
            (ViewModelContext.dependencies(plan, wired) + plan.referenceDependencies).map { "\($0.variable): \($0.variable)" }
                + RootContext.Registration.offers(plan, wired)
        }
        listViewModelArguments = TemplateLine.commaSeparated(arguments(list))
        formViewModelArguments = TemplateLine.commaSeparated(["\(entity): \(entity)"] + arguments(form))
        // The detail screen's fetch and the operations it runs (seed 002: `makeNoteDetailViewController(noteID:)`), and
        // the list UseCases of the records it names, as the list's rows name them.
        if plan.hasDetail { detailViewModelArguments = TemplateLine.commaSeparated(["id: id"] + arguments(detail)) }
        startRoute = plan.entryRoute
        destinations = plan.destinations(builder: "self.")
    }

    /// A `String` expression showing a field in a row; nil for kinds a row does not show. An optional field shows "—"
    /// when it has no value, so the row keeps its shape; money shows with its currency (`€12.50`), an identifier number
    /// without grouping (`1000`, not `1,000`), a day without a time and any other date with its time.
    static func display(_ field: FieldSpec, entity: String, names: FrameworkNames = .plain) -> String? {
        let value = "\(entity).\(field.name)"
        // Money with its currency, an identifier (`cardNumber`) without grouping separators, as people write them.
        let format = FieldMeaning.of(field) == .currency || IdentifierNumbers.contains(field)
            ? ".formatted(\(EditorTraits(field: field, names: names).numberFormat))" : ".formatted()"
        // A day (`kind: date`) reads without a time; any other date is a moment, whose time is part of it.
        let time = FieldMeaning.of(field) == .date ? ".omitted" : ".shortened"
        switch (FieldKind(field.type), field.type.isOptional) {
        case (.string, true): return "\(value) ?? \"—\""
        case (.integer, true), (.floating, true), (.decimal, true): return "\(value)?\(format) ?? \"—\""
        case (.date, true): return "\(value)?.formatted(date: .abbreviated, time: \(time)) ?? \"—\""
        case (.url, true): return "\(value)?.absoluteString ?? \"—\""
        case (.string, false): return value
        case (.integer, false), (.floating, false), (.decimal, false): return "\(value)\(format)"
        case (.date, false): return "\(value).formatted(date: .abbreviated, time: \(time))"
        case (.bool, false):
            let (yes, no) = stateWords(field.name)
            return "\(value) ? \(SwiftLiteral.string(yes)) : \(SwiftLiteral.string(no))"
        case (.url, false): return "\(value).absoluteString"
        default: return nil
        }
    }

    /// How a row says a Bool field's two states, from the field's name: `isDone` reads "Done" / "Not done",
    /// `hasAttachments` "Has attachments" / "No attachments", `archived` "Archived" / "Not archived".
    static func stateWords(_ name: String) -> (yes: String, no: String) {
        let label = Naming.label(name)
        let words = label.split(separator: " ", maxSplits: 1).map(String.init)
        if words.count == 2, words[0] == "Is" { return (Naming.upperFirst(words[1]), "Not " + words[1]) }
        if words.count == 2, words[0] == "Has" { return (label, "No " + words[1]) }
        return (label, "Not " + label.lowercased())
    }
}
