/// The list view model, its view and its tests: the load, the delete and the operations a row offers (`usedBy` names
/// the list), each as its tests stub and read it, and the records of other entities it keeps by id to name a row's.
struct ListContext: Encodable {
    /// The records of referenced entities it keeps by id.
    var lookups: [Lookup]
    /// The load; absent without a list operation.
    var load: Action?
    /// A remote list's call for the page after the first, from `page`; absent for a list that does not page.
    var nextPageCall: String?
    /// What a paging list's test handler takes: the page (`page`), or seed 001's `Input` holding it (`input`).
    var pageHandlerArgument = "page"
    /// The page in it (`page`, `input.page`).
    var pageAsked = "page"
    /// The pages the double was asked for, after its member's name: `ArgValues`, or `ArgValues.map(\.page)`.
    var pagesAsked = "ArgValues"
    /// The load's test handler returning the test's records.
    var loadReturnsAll: String?
    /// The load's test handler returning the test's one record.
    var loadReturnsOne: String?
    /// The message shown when loading fails.
    var loadFailure: String
    /// The message shown when loading a remote list's next page fails; absent for a list on the device.
    var loadMoreFailure: String?
    /// That message for the tests' error.
    var expectedLoadFailure: String
    /// The load asks the store what it could not show (`storageNotice()`) and the list says it: the store persists.
    var showsNotice: Bool
    /// The load is a UseCase the team owns, whose protocol may not declare `storageNotice()`: the list view model's file
    /// gives it a default (nil); absent otherwise.
    var noticeDefault: TeamOwnedLoadNotice?
    /// The list's tests stub the notice: the load's protocol is scaffold's, so it surely declares `storageNotice()`.
    var testsNotice: Bool
    /// The delete, on a row's id; absent without a delete operation.
    @Flagged var delete: Action?
    /// The list asks the delete what else goes, for its confirmation ("Also deletes 2 books."): the call, as Swift;
    /// absent when the delete writes to its own store only (`DeleteRules.effect`).
    var deleteEffect: String?
    /// The test's effect for the delete's double to hand back, and the message it reads as, as Swift.
    var deleteEffectSample: String?
    /// The message that effect reads as.
    var deleteEffectMessage: String?
    /// How the test reads the ids the double was asked about: nothing, or seed 001's `.map(\.id)` of its inputs.
    var effectArgument: String?
    /// The record the delete tests delete, one it applies to (`deleteFixtures`).
    var deletedRecord: String
    /// The two records the delete tests load, as a Swift array.
    var deletedRecords: String
    /// The message shown when a delete fails.
    var deleteFailure: String
    /// That message for the tests' error.
    var expectedDeleteFailure: String
    /// The operations a row offers besides delete.
    @Flagged var actions: [Action]
    /// A row has a menu: actions or delete.
    var hasRowMenu: Bool
    /// The list's search (`ListSearch`); absent when its records have no text to search.
    var search: Search?

    /// What the list searches and how its tests prove it (`ListSearch`).
    struct Search: Encodable {
        /// The view model's property holding the records the list shows (`visibleBooks`).
        var visibleRecords: String
        /// A record's texts as one Swift array, over the record's variable.
        var searchTexts: String
        /// The field the tests put the searched text in: the first text field of the entity's own; absent when it
        /// searches only the records its fields name.
        var searchField: String?
        /// The second record of the search test, holding a text no sample holds in `searchField`: a fixture call with
        /// its arguments in the fixture's order (an `id` field may come after the others).
        var searchFixture: String?
    }

    /// The records of one referenced entity a screen keeps by id, to name the records its records name (the list's rows,
    /// the detail screen's record).
    struct Lookup: Encodable {
        /// The state property's declaration.
        var declaration: String
        /// The lines loading it through the entity's list UseCase.
        var loadLines: [TemplateLine]
    }

    init(plan: Plan) {
        let names = plan.names
        let entity = names.entityVariable
        let calls = plan.operations(plan.listViewModel).map { OperationCall(operation: $0, plan: plan) }
        lookups = plan.referenceLookups
        let load = calls.first { $0.operation.kind == .fetchAll }
        self.load = load?.action(plan, expression: load?.expression("") ?? "")
        nextPageCall = load?.pages == true ? load?.expression("page") : nil
        if load?.pages == true, load?.input != nil {
            (pageHandlerArgument, pageAsked, pagesAsked) = ("input", "input.page", "ArgValues.map(\\.page)")
        }
        showsNotice = load != nil && plan.migration != nil
        noticeDefault = showsNotice ? TeamOwnedLoadNotice(plan: plan) : nil
        testsNotice = showsNotice && noticeDefault == nil
        loadReturnsAll = load?.handler(returning: names.entitiesVariable)
        loadReturnsOne = load?.handler(returning: "[\(entity)]")
        let failed = "\(names.entity)TestError.failed", loading = "load \(Naming.label(names.entities).lowercased())"
        (loadFailure, expectedLoadFailure) = (plan.failureMessage(loading), plan.failureMessage(loading, error: failed))
        loadMoreFailure = RemoteArtifacts.supports(plan) ? plan.failureMessage("load more \(Naming.label(names.entities).lowercased())") : nil
        let delete = calls.first { $0.operation.kind == .delete }
        var deleteAction = delete?.action(plan, expression: delete?.expression("\(entity).id") ?? "")
        // A delete's `enabledWhen:` (issue 35): the rows offer Delete only where it holds, and `delete(_:)` refuses
        // elsewhere — the UseCase takes an id alone, so the view model, which has the record, is where it is enforced.
        deleteAction?.gate = delete.flatMap { OperationGate.list($0, plan: plan) }
        self.delete = deleteAction
        (deletedRecord, deletedRecords) = Self.deleteFixtures(deleteAction?.gate, plan: plan)
        let effect = delete?.useCase.flatMap { DeleteRules(plan: plan, useCase: $0).effect }
        deleteEffect = effect.flatMap { _ in delete.map { call in
            "try? await \(call.variable)." + (plan.useCaseInput ? "effect(.init(id: \(entity).id))" : "effect(ofDeleting: \(entity).id)")
        } }
        (deleteEffectSample, deleteEffectMessage) = (effect?.summaryChecks.last?.value, effect?.summaryChecks.last?.sentence)
        effectArgument = plan.useCaseInput ? ".map(\\.id)" : nil
        let deleting = Wording.doing("delete", entity: names.entity)
        (deleteFailure, expectedDeleteFailure) = (plan.failureMessage(deleting), plan.failureMessage(deleting, error: failed))
        let actions = calls.filter { [.create, .update, .custom].contains($0.operation.kind) }.map { call in
            var action = call.action(plan, expression: call.expression(entity))
            // The double hands back a changed copy, so the test sees the list show what came back.
            action.returnsChanged = call.handler(returning: "returned")
            action.gate = OperationGate.list(call, plan: plan)
            return action
        }
        self.actions = actions
        hasRowMenu = !actions.isEmpty || deleteAction != nil
        search = Self.search(plan)
    }

    /// The records a delete's tests load: fixtures by id, in the state its `enabledWhen:` asks for when it has one (the
    /// record, and a list of two).
    static func deleteFixtures(_ gate: OperationGate?, plan: Plan) -> (String, String) {
        let entity = plan.names.entity, idName = plan.spec.idField?.name ?? "id"
        guard gate != nil else {
            return ("\(entity).fixture(id: \(plan.idSample(1)))", "[\(entity).fixture(id: \(plan.idSample(1))), \(entity).fixture(id: \(plan.idSample(2)))]")
        }
        let operation = plan.spec.operations.first { $0.kind == .delete }
        let values = operation.map { AvailabilityContext.availableValues($0, plan: plan) } ?? [:]
        let record = { (n: Int) in plan.fixtureCall(values.merging([idName: plan.idSample(n)]) { _, id in id }) }
        return (record(1), "[\(record(1)), \(record(2))]")
    }

    /// The list's search, from `ListSearch` over the entity's fields and the records a row names.
    static func search(_ plan: Plan) -> Search? {
        let references = Dictionary(plan.presented.map { ($0.field.name, $0.reference.display) }, uniquingKeysWith: { first, _ in first })
        let terms = ListSearch.terms(of: plan.spec, references: references)
        guard let texts = ListSearch.texts(terms, of: plan.names.entityVariable) else { return nil }
        let own = terms.first { if case .reference = $0 { return false } else { return true } }
        let sample: String? = own.map { term in
            if case .texts = term { return "[\"Quokka\"]" }
            return "\"Quokka\""
        }
        let idName = plan.spec.idField?.name ?? "id"
        let fixture = own.flatMap { term in sample.map { plan.fixtureCall([idName: plan.idSample(2), term.field: $0]) } }
        return Search(visibleRecords: "visible\(plan.names.entities)", searchTexts: texts, searchField: own?.field, searchFixture: fixture)
    }

    /// A remote list's state: the saved copy shown, a retry offered, the next page (`RemoteArtifacts`).
    static let remoteState: [(String, Bool)] = [
        ("/// The list shows the copy saved on the device: the server could not be reached.", false),
        ("var isShowingSavedCopy = false", false),
        ("/// The last load failed in a way that may pass (offline, a server fault): the list offers to try again.", false),
        ("var canRetry = false", false),
        ("/// Where the next page starts; nil once the list is complete.", false),
        ("var nextPage: PageToken?", false),
        ("var isLoadingNextPage = false", false),
    ]

    /// The list view model's declarations: its records, loading state and message, and the referenced records by id.
    static func viewModel(_ plan: Plan) -> ViewModelContext {
        let names = plan.names
        let lookups = plan.referenceLookups.map { ($0.declaration, false) }
        return ViewModelContext(
            plan: plan, name: names.listViewModel,
            state: [
                ("var \(names.entitiesVariable): [\(names.entity)] = []", false), ("var isLoading = false", false),
                ("var errorMessage: \(plan.q("String"))?", plan.style.state == .flat),
            ] + notice(plan) + (RemoteArtifacts.supports(plan) ? remoteState : []) + lookups + searchState(plan),
            dependencies: ViewModelContext.dependencies(plan, plan.listViewModel) + plan.referenceDependencies,
            offers: UnwrittenOffer.of(plan, plan.listViewModel)
        )
    }

    /// The search field's text, which the view sets (`ListSearch`); none without a search.
    private static func searchState(_ plan: Plan) -> [(String, Bool)] {
        guard search(plan) != nil else { return [] }
        let entities = Naming.label(plan.names.entities).lowercased()
        return [("/// What the search field holds; the list shows the \(entities) whose text contains it.", false), ("var searchText = \"\"", true)]
    }

    /// The state holding what the store could not show, with its documentation; none when the list does not show it.
    private static func notice(_ plan: Plan) -> [(String, Bool)] {
        guard ListContext(plan: plan).showsNotice else { return [] }
        let entities = Naming.label(plan.names.entities).lowercased()
        return [
            ("/// Saved \(entities) the last load could not show, said to the user; nil when it showed them all.", false),
            ("var storageNotice: \(plan.names.storageNotice)?", false),
        ]
    }
}
