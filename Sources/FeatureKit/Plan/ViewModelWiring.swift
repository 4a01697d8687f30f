/// Which generated view model calls which operation: the list view model exists when there is a
/// fetchAll operation, the form view model when there is a create or update; each calls the operations
/// whose `usedBy` names it (stated, or implied by the kind; custom operations default to the list).
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
        for (operation, decision) in zip(spec.operations, decisions) {
            let users = operation.usedBy ?? (operation.kind == .custom ? [listName] : decision.usedBy)
            if users.contains(listName) { listOps.append(operation.name) }
            if users.contains(formName) { formOps.append(operation.name) }
            if users.contains(detailName) || users.contains(detailName + "ViewModel") { detailOps.append(operation.name) }
            for user in users where user != listName && user != formName && !otherFeaturesUsers.contains(user) {
                // The fetch the detail screen loads by is generated there (below); the screen runs no other operation yet,
                // so another one naming it gets the note.
                if detailScreens, operation.kind == .fetch, user == detailName || user == detailName + "ViewModel" { continue }
                notes.append("\(operation.name) is used by \(user)ViewModel, which this feature does not generate: inject its \(decision.useCase ? "UseCase" : "repository") there")
            }
        }
        let kinds = Dictionary(uniqueKeysWithValues: spec.operations.map { ($0.name, $0.kind) })
        if listOps.contains(where: { kinds[$0] == .fetchAll }) {
            list = listOps
        } else if !listOps.isEmpty {
            notes.append("no fetchAll operation, so no \(listName)ViewModel: \(listOps.joined(separator: ", ")) not wired to a list")
        }
        // A fetch the detail screen loads by (`DetailScreen`). The operations whose `usedBy` names the screen are not
        // run there yet: the screen runs the fetch alone.
        if detailScreens, let fetch = detailOps.first(where: { kinds[$0] == .fetch }) {
            detail = [fetch]
        }
        if formOps.contains(where: { kinds[$0] == .create || kinds[$0] == .update }) {
            form = formOps
        } else if !formOps.isEmpty {
            notes.append("no create or update operation, so no \(formName)ViewModel: \(formOps.joined(separator: ", ")) not wired to a form")
        }
    }
}
