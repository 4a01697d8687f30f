/// How the app's view models publish state: `@Observable` (seeds 001, 004) or `ObservableObject` with `@Published`
/// (seeds 000, 002, 003), by count; and whether they keep it in a nested `State` struct (seed 004).
struct ObservationInference {
    let inventory: Inventory
    let sources: String

    func infer() -> Findings {
        let viewModels = inventory.ownTypes(under: sources).filter { $0.fact.kind == .class && $0.isViewModel }
        let observable = viewModels.filter { $0.fact.attributes.contains("Observable") }
        let object = viewModels.filter { $0.fact.inherited.contains("ObservableObject") }
        var findings = Findings()
        if observable.count + object.count > 0 {
            let (value, chosen) = observable.count > object.count ? ("observable", observable) : ("observableObject", object)
            findings.inferences.append(Inference(
                key: "style.observation", value: value,
                reason: "\(observable.count) @Observable and \(counted(object.count, "ObservableObject view model"))",
                evidence: chosen.prefix(3).map(\.evidence)
            ))
        }
        let nested = viewModels.filter { $0.fact.nestedTypes.contains("State") }
        if !viewModels.isEmpty {
            let value = nested.count * 2 > viewModels.count ? "nested" : "flat"
            findings.inferences.append(Inference(
                key: "style.state", value: value,
                reason: "\(nested.count) of \(viewModels.count) view models keep their state in a nested `State`",
                evidence: (value == "nested" ? nested : viewModels).prefix(2).map(\.evidence)
            ))
        }
        return findings
    }
}
