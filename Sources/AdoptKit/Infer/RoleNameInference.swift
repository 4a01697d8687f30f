/// Names the app gives its roles where they differ from the documents' (`…ViewModel`, `…UseCase`, `…Repository`):
/// screen state in `…Store` or `…Presenter` types, UseCases called `…Interactor`, data access called `…Service`.
/// No key maps them (scaffold generates the documents' names); adopt reports them with their evidence so the
/// person knows what it read.
struct RoleNameInference {
    let inventory: Inventory

    func infer() -> Findings {
        let types = inventory.types.filter { !$0.isTest }
        var observations: [String] = []
        let screenState = types.filter {
            $0.fact.kind == .class && $0.isObservable && !$0.name.hasSuffix("ViewModel")
                && ["Store", "Presenter", "ViewState", "Model"].contains(where: $0.name.hasSuffix)
        }
        if !screenState.isEmpty {
            observations.append(line("screen state is held by \(screenState.count) observable …Store/…Presenter types", screenState, "…ViewModel"))
        }
        let interactors = types.filter { $0.name.hasSuffix("Interactor") }
        if !interactors.isEmpty {
            observations.append(line("\(interactors.count) UseCases are named …Interactor", interactors, "…UseCase"))
        }
        let services = types.filter { $0.isProtocol && $0.name.hasSuffix("Service") || $0.name.hasSuffix("ServiceProtocol") }
        if !services.isEmpty {
            observations.append(line("\(services.count) data-access protocols are named …Service", services, "…Repository"))
        }
        return Findings(observations: observations)
    }

    private func line(_ what: String, _ types: [DeclaredType], _ scaffolds: String) -> String {
        let examples = types.prefix(3).map { "\($0.name) (\($0.file):\($0.line))" }.joined(separator: ", ")
        return "\(what): \(examples); features are generated with the documents' \(scaffolds) names"
    }
}
