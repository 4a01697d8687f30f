import ScaffoldCore

/// Previews in an adopted app: the app's own container may need arguments scaffold cannot supply, so each preview
/// declares the feature's wiring locally — the same store, factories and screen builder the container's extension
/// has (`CompositionRootContext.registration`), over a fresh in-memory store holding one sample entity.
struct AdoptedPreviewContext {
    let plan: Plan

    /// The previews' variables: the local declarations stand where a root's set-up would.
    var variables: PreviewContext.Variables {
        let base = PreviewContext(plan: plan)
        let declarations = localDeclarations(store: base.sampleStore)
        return PreviewContext.Variables(
            hasPreviews: NavigationContext(plan: plan).hasScreens,
            previewSetup: declarations.map { TemplateLine(text: $0) },
            // Printed where a template has room for one line: the later lines carry their own indentation.
            previewRoot: declarations.joined(separator: "\n    "),
            previewScreen: "\(plan.names.entityVariable)Screen",
            names: base
        )
    }

    /// The store, then each factory and the screen builder as local declarations of the preview's body.
    func localDeclarations(store: String) -> [String] {
        let root = CompositionRoot(typeName: "", template: "", ownership: .stored, homeProperty: "")
        let wiring = CompositionRootContext(plan: plan).registration(root: root)
        let q = plan.frameworkNames
        var result = ["let \(wiring.repositoryVariable): \(wiring.repositoryType) = \(store)"] + otherDeclarations
        for useCase in wiring.useCases {
            result += ["func \(useCase.factory)() -> \(useCase.type) {", "    \(useCase.construction)", "}"]
        }
        for viewModel in wiring.viewModels {
            let type = viewModel.type
            // A local function does not take the preview's main-actor isolation: it says it itself.
            result += [
                "@\(q.spell("MainActor"))",
                "func \(viewModel.factory)(\(viewModel.parameters)) -> \(type) {", "    \(type)(",
            ]
            result += viewModel.arguments.map { "        \($0.text)" }
            result += ["    )", "}"]
        }
        if NavigationContext(plan: plan).hasScreens {
            result += [
                "@\(q.spell("MainActor")) @\(q.spell("ViewBuilder"))",
                "func \(wiring.screenBuilder)(for route: \(plan.names.route)) -> some \(q.spell("View")) {",
                "    switch route {",
            ]
            for destination in NavigationContext(plan: plan).destinations(builder: "") {
                result += ["    \(destination.pattern)", "        \(destination.screen)"]
            }
            result += ["    }", "}"]
        }
        return result
    }

    /// What the wiring names of other features, declared so the preview builds alone: each other entity's store,
    /// empty (the records a UseCase reads or keeps whole, the records a picker offers), and the list UseCase of each
    /// entity the feature's records name, which its view models load the choices through.
    private var otherDeclarations: [String] {
        var stores = plan.registration?.previewStores ?? [:]
        let references = ReferenceContext(plan: plan).presented.filter { $0.reference.entity != plan.names.entity }
        for item in references { stores[item.reference.entity] = stores[item.reference.entity] ?? item.reference.memoryStore }
        var lines = stores.keys.sorted().map { entity in
            "let \(UseCaseContext.repositoryVariable(entity, plan: plan)): any \(plan.repositoryNames(for: entity).protocolName) = \(stores[entity] ?? "")"
        }
        var seen: Set<String> = []
        for item in references where seen.insert(item.reference.entity).inserted {
            let useCase = item.useCase
            lines += [
                "func make\(useCase.baseName)() -> any \(useCase.protocolName) {",
                "    \(useCase.implementationName)(repository: \(UseCaseContext.repositoryVariable(item.reference.entity, plan: plan)))",
                "}",
            ]
        }
        return lines
    }
}
