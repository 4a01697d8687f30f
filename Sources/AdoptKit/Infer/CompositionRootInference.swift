/// The app's composition root (seed 002, Rule 5: "All concrete types are wired in ONE place"): the type whose name
/// says it holds dependencies (`…Container`, `…Dependencies`, `…Assembly`, …), that makes objects (`make…`
/// methods, stored repositories and services) and that the `@main` App or the root view holds. A feature gets an
/// extension of it, so the root stays the one place.
struct CompositionRootInference {
    let inventory: Inventory
    let sources: String

    struct Candidate {
        var type: DeclaredType
        var score: Int
        var reasons: [String]
        var evidence: [Evidence]
    }

    private static let dependencyRoles = ["Repository", "UseCase", "Service", "DataSource", "Client", "Store", "Manager", "Interactor"]
    /// `make…` methods the frameworks call, not the app: a `UIViewControllerRepresentable`'s `makeUIViewController` and
    /// `makeCoordinator` make no objects for the app (vadimbelyaev/TbilisiCleanups@3805686's
    /// `ReportLocationMapRepresentable`, used by three screens, was taken for the composition root).
    static let requirements: Set<String> = [
        "makeUIView", "makeUIViewController", "makeNSView", "makeNSViewController", "makeCoordinator", "makeBody", "makeIterator", "makeAsyncIterator",
    ]
    private static let frameworks = ["Factory", "FactoryKit", "Swinject", "Resolver", "Needle", "Cleanse", "Dependencies"]

    func candidates() -> [Candidate] {
        let types = inventory.types
        // The App first: the app holding the root is the strongest sign of it.
        let holders = types.filter(\.isApp) + types.filter(\.isView)
        return types.compactMap { type -> Candidate? in
            guard type.isConcrete, !type.isView, !type.isApp, !type.isTest, !type.isViewModel || isNamedLikeRoot(type) else { return nil }
            // A test's helpers make objects too (`TestFixtures.makeUser()`), but the app never holds them.
            guard !LayoutInference.isInTestFolder(type.file), !LayoutInference.isTestDouble(type) else { return nil }
            var score = 0
            var reasons: [String] = []
            if isNamedLikeRoot(type) {
                score += 3
                reasons.append("named like a container")
            }
            let makers = type.fact.functions.filter { ($0.name.hasPrefix("make") || $0.name.hasPrefix("resolve")) && !Self.requirements.contains($0.name) }
            if !makers.isEmpty {
                score += min(makers.count, 10)
                reasons.append(counted(makers.count, "make… factory", "make… factories"))
            }
            let held = type.fact.properties.filter { property in
                let names = [property.typeName] + (property.initializer.map { [$0.first] } ?? [])
                return names.compactMap { $0 }.contains { name in Self.dependencyRoles.contains { name.contains($0) } }
            }
            if !held.isEmpty {
                score += min(held.count, 10)
                reasons.append(counted(held.count, "stored dependency", "stored dependencies"))
            }
            var evidence = [type.evidence]
            for holder in holders where holder.fact.references.contains(where: { $0.text == type.name }) {
                score += holder.isApp ? 3 : 2
                reasons.append("used by \(holder.name)")
                evidence.append(Evidence(file: holder.file, line: holder.fact.references.first { $0.text == type.name }?.position.line,
                                         detail: "\(holder.name) uses \(type.name)"))
            }
            guard score >= 4, isNamedLikeRoot(type) || makers.count >= 2 else { return nil }
            return Candidate(type: type, score: score, reasons: reasons, evidence: evidence)
        }
        .sorted { ($0.score, $1.type.name) > ($1.score, $0.type.name) }
    }

    private func isNamedLikeRoot(_ type: DeclaredType) -> Bool {
        DeclaredType.containerWords.contains { type.name.hasSuffix($0) } || type.name.hasSuffix("CompositionRoot")
    }

    func infer() -> Findings {
        var findings = Findings()
        let imported = Set(inventory.files.flatMap { $0.facts.imports.map(\.text) }).intersection(Self.frameworks)
        if !imported.isEmpty {
            findings.observations.append(
                "the app imports \(imported.sorted().joined(separator: ", ")) for dependency injection; scaffold registers features as plain "
                    + "stored properties and methods of the composition root, not with that library")
        }
        let all = candidates()
        guard let best = all.first else {
            findings.questions.append(Question(
                key: "compositionRoot",
                question: "which type is the app's composition root? No type named like a container (…Container, …Dependencies, …Assembly) "
                    + "makes the app's objects. Name the type that builds the app's screens (the root view may: it then calls its own screen "
                    + "builders); without one, `feature` makes each feature's store and factories static members of the App it starts from (`@main`, or launched by main.swift)",
                suggestion: ["compositionRoot:", "  type: AppContainer", "  file: \(sources)/AppContainer.swift", "  property: container"]
            ))
            return findings
        }
        let reason = best.reasons.joined(separator: ", ") + (all.count > 1 ? " (of \(all.count) candidates: \(all.prefix(3).map(\.type.name).joined(separator: ", ")))" : "")
        findings.inferences.append(Inference(key: "compositionRoot.type", value: best.type.name, reason: reason, evidence: best.evidence))
        findings.inferences.append(Inference(
            key: "compositionRoot.file", value: best.type.file, reason: "where \(best.type.name) is declared", evidence: [best.type.evidence]))
        if best.type.fact.kind == .enum {
            findings.observations.append(
                "\(best.type.name) is an enum: the store scaffold adds is an instance property, so make it a class or struct the app creates once")
        }
        if best.type.folder != sources && !best.type.folder.hasPrefix(sources + "/") {
            findings.questions.append(Question(
                key: "compositionRoot",
                question: "\(best.type.name) is declared outside the module features go into (\(best.type.file)); its extension for each feature "
                    + "must be in its own module, which scaffold does not write to"
            ))
        }
        return findings
    }
}
