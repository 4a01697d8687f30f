/// Which generated view model calls which operation: the list view model exists when there is a
/// fetchAll operation, the form view model when there is a create or update; each calls the operations
/// whose `usedBy` names it (stated, or implied by the kind; custom operations default to the list).
struct ViewModelWiring {
    var list: [String]?
    var form: [String]?
    var notes: [String] = []

    /// `otherFeaturesUsers`: view models of other features (their pickers and rows) that call the list; they are
    /// generated with their own feature, so they are no note here.
    init(spec: FeatureSpec, decisions: [OperationDecision], otherFeaturesUsers: Set<String> = []) {
        let listName = "\(spec.entity)List"
        let formName = "\(spec.entity)Form"
        var listOps: [String] = []
        var formOps: [String] = []
        for (operation, decision) in zip(spec.operations, decisions) {
            let users = operation.usedBy ?? (operation.kind == .custom ? [listName] : decision.usedBy)
            if users.contains(listName) { listOps.append(operation.name) }
            if users.contains(formName) { formOps.append(operation.name) }
            for user in users where user != listName && user != formName && !otherFeaturesUsers.contains(user) {
                notes.append("\(operation.name) is used by \(user)ViewModel, which this feature does not generate: inject its \(decision.useCase ? "UseCase" : "repository") there")
            }
        }
        let kinds = Dictionary(uniqueKeysWithValues: spec.operations.map { ($0.name, $0.kind) })
        if listOps.contains(where: { kinds[$0] == .fetchAll }) {
            list = listOps
        } else if !listOps.isEmpty {
            notes.append("no fetchAll operation, so no \(listName)ViewModel: \(listOps.joined(separator: ", ")) not wired to a list")
        }
        if formOps.contains(where: { kinds[$0] == .create || kinds[$0] == .update }) {
            form = formOps
        } else if !formOps.isEmpty {
            notes.append("no create or update operation, so no \(formName)ViewModel: \(formOps.joined(separator: ", ")) not wired to a form")
        }
    }
}
