/// Which generated view model calls which operation: the list view model exists when there is a
/// fetchAll operation, the form view model when there is a create or update; each calls the operations
/// whose `usedBy` names it (stated, or implied by the kind; custom operations default to the list). The detail screen
/// (`DetailScreen`) runs its fetch and the custom operations whose `usedBy` names it, on the record it shows.
struct ViewModelWiring {
    var list: [String]?
    var form: [String]?
    var detail: [String]?
    var notes: [String] = []

    /// `otherFeaturesUsers`: view models of other features (their pickers and rows) that call the list; they are
    /// generated with their own feature, so they are no note here.
    /// `detailScreens`: the preset makes a detail screen for a fetch operation (`DetailScreen.generated`).
    init(spec: FeatureSpec, decisions: [OperationDecision], otherFeaturesUsers: Set<String> = [], detailScreens: Bool = false) {
        let listName = "\(spec.entity)List"
        let formName = "\(spec.entity)Form"
        let detailName = DetailScreen.viewModel(of: spec)
        var listOps: [String] = []
        var formOps: [String] = []
        var detailOps: [String] = []
        let isDetail = { (user: String) in user == detailName || user == detailName + "ViewModel" }
        let usersOf = { (operation: OperationSpec, decision: OperationDecision) in
            operation.usedBy ?? (operation.kind == .custom ? [listName] : decision.usedBy)
        }
        // The screen exists when a fetch loads it; then it runs the custom operations that name it too.
        let hasDetail = detailScreens && zip(spec.operations, decisions).contains { $0.kind == .fetch && usersOf($0, $1).contains(where: isDetail) }
        for (operation, decision) in zip(spec.operations, decisions) {
            let users = usersOf(operation, decision)
            if users.contains(listName) { listOps.append(operation.name) }
            if users.contains(formName) { formOps.append(operation.name) }
            if users.contains(where: isDetail) { detailOps.append(operation.name) }
            for user in users where user != listName && user != formName && !otherFeaturesUsers.contains(user) {
                // The detail screen runs its fetch and custom operations (below); a create, update or delete naming it
                // gets the note (Edit and the form do those).
                if hasDetail, isDetail(user), [.fetch, .custom].contains(operation.kind) { continue }
                notes.append("\(operation.name) is used by \(user)ViewModel, which this feature does not generate: inject its \(decision.useCase ? "UseCase" : "repository") there")
            }
        }
        let kinds = Dictionary(uniqueKeysWithValues: spec.operations.map { ($0.name, $0.kind) })
        if listOps.contains(where: { kinds[$0] == .fetchAll }) {
            list = listOps
        } else if !listOps.isEmpty {
            notes.append("no fetchAll operation, so no \(listName)ViewModel: \(listOps.joined(separator: ", ")) not wired to a list")
        }
        // A fetch the detail screen loads by (`DetailScreen`), then the custom operations it runs on the record shown.
        if hasDetail, let fetch = detailOps.first(where: { kinds[$0] == .fetch }) {
            detail = [fetch] + detailOps.filter { kinds[$0] == .custom }
        }
        if formOps.contains(where: { kinds[$0] == .create || kinds[$0] == .update }) {
            form = formOps
        } else if !formOps.isEmpty {
            notes.append("no create or update operation, so no \(formName)ViewModel: \(formOps.joined(separator: ", ")) not wired to a form")
        }
    }
}
