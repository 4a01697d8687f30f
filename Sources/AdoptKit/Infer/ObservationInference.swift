/// How the app's view models publish state: `@Observable` (seeds 001, 004) or `ObservableObject` with `@Published`
/// (seeds 000, 002, 003), by count; and whether they keep it in a nested `State` struct (seed 004). Only the types the
/// screens use as view models vote (`DeclaredType.isUsedAsViewModel`); an app with none is read from its other
/// observable classes, saying so.
struct ObservationInference {
    let inventory: Inventory
    let sources: String

    func infer() -> Findings {
        let observables = inventory.ownTypes(under: sources).filter { $0.fact.kind == .class && $0.isViewModel }
        let used = observables.filter(\.isUsedAsViewModel)
        let fallback = used.isEmpty && !observables.isEmpty
        let viewModels = fallback ? observables : used
        let observable = viewModels.filter { $0.fact.attributes.contains("Observable") }
        let object = viewModels.filter { $0.fact.inherited.contains("ObservableObject") }
        var findings = Findings()
        if observable.count + object.count > 0 {
            let (value, chosen) = observable.count > object.count ? ("observable", observable) : ("observableObject", object)
            findings.inferences.append(Inference(
                key: "style.observation", value: value,
                reason: fallback
                    ? "no view model (no type named …ViewModel or held by a view as its state); the app's other observable types: "
                        + "\(observable.count) @Observable and \(object.count) ObservableObject"
                    : "\(observable.count) @Observable and \(counted(object.count, "ObservableObject view model"))",
                evidence: chosen.prefix(3).map(\.evidence)
            ))
        }
        let nested = viewModels.filter { $0.fact.nestedTypes.contains("State") }
        if !viewModels.isEmpty {
            let value = nested.count * 2 > viewModels.count ? "nested" : "flat"
            findings.inferences.append(Inference(
                key: "style.state", value: value,
                reason: "\(nested.count) of \(viewModels.count) \(fallback ? "observable types" : "view models") keep their state in a nested `State`",
                evidence: (value == "nested" ? nested : viewModels).prefix(2).map(\.evidence)
            ))
        }
        return findings
    }
}
