import ScaffoldCore

/// Applies seed 000's UseCase criteria to every operation of a spec.
public struct Decider: Sendable {
    public init() {}

    /// The facts of an operation: stated values, or what its built-in kind implies; custom kinds imply nothing.
    public func facts(for operation: OperationSpec, in spec: FeatureSpec) -> OperationFacts {
        let kind = operation.kind
        let entity = spec.entity
        let hasRules = spec.fields.contains { !$0.rules.isEmpty }
        guard kind.isCRUD else {
            return OperationFacts(
                name: operation.name, kind: kind, isPureCRUD: nil,
                hasValidation: operation.validation, hasTransformation: operation.transformation,
                repositories: operation.repositories, usedBy: operation.usedBy, explicitUseCase: operation.useCase
            )
        }
        let writes = kind == .create || kind == .update
        return OperationFacts(
            name: operation.name, kind: kind, isPureCRUD: true,
            hasValidation: operation.validation ?? (writes && hasRules),
            hasTransformation: operation.transformation ?? false,
            repositories: operation.repositories ?? [entity],
            usedBy: operation.usedBy ?? [Naming.defaultViewModel(for: kind, entity: entity)],
            explicitUseCase: operation.useCase
        )
    }

    /// Decides one operation; a `useCase: false` that a rule contradicts becomes an error diagnostic.
    public func decide(_ operation: OperationSpec, in spec: FeatureSpec, diagnostics: inout DiagnosticCollector) -> OperationDecision {
        let facts = facts(for: operation, in: spec)
        var required: [(rule: any DecisionRule, sentence: String)] = []
        var unknowns: [(rule: any DecisionRule, what: String)] = []
        for rule in DecisionRules.required {
            switch rule.evaluate(facts) {
            case .requiresUseCase(let sentence): required.append((rule, sentence))
            case .unknown(let what): unknowns.append((rule, what))
            case .satisfied: break
            }
        }
        var reasons: [DecisionReason] = []
        if let doubt = DoubtRule().sentence(operation: operation.name, unknowns: unknowns.map(\.what)) {
            reasons.append(DecisionReason(rule: DoubtRule.id, sentence: doubt))
        }
        reasons += required.map { DecisionReason(rule: $0.rule.id, sentence: "UseCase required: \($0.sentence)") }
        // An unknown pure-CRUD fact and the four required criteria all forbid `useCase: false`.
        if facts.explicitUseCase == false {
            let blockers = required.map { ($0.rule, $0.sentence) }
                + unknowns.filter { $0.rule.id == PureCRUDRule().id }.map { ($0.rule, "scaffold cannot know \($0.what)") }
            for (rule, reason) in blockers {
                diagnostics.error(
                    ExplicitChoiceRule().contradiction(operation: operation.name, rule: rule, reason: reason),
                    at: operation.keyLocations["useCase"] ?? operation.location,
                    keyPath: "\(operation.keyPath).useCase",
                    hint: rule.id == PureCRUDRule().id
                        ? "remove `useCase: false`, or give the operation a CRUD kind (fetchAll, fetch, create, update, delete)"
                        : "remove `useCase: false`; seed 000 requires a UseCase here (\(rule.seedQuote))"
                )
            }
        }
        let useCase: Bool
        if facts.explicitUseCase == true {
            useCase = true
            reasons.insert(DecisionReason(rule: ExplicitChoiceRule.id, sentence: ExplicitChoiceRule().sentence(operation: operation.name)), at: 0)
        } else if !reasons.isEmpty {
            useCase = true
        } else {
            useCase = false
            reasons = [DecisionReason(rule: RepositoryDirectRule.id, sentence: RepositoryDirectRule().sentence(for: facts))]
            if facts.explicitUseCase == false {
                reasons.append(DecisionReason(rule: ExplicitChoiceRule.id, sentence: "\(operation.name) asks for repository direct (useCase: false), which the rules allow"))
            }
        }
        return OperationDecision(
            operation: operation.name, kind: operation.kind, useCase: useCase, reasons: reasons,
            repositories: facts.repositories ?? [spec.entity], usedBy: facts.usedBy ?? [],
            validates: facts.hasValidation ?? spec.fields.contains { !$0.rules.isEmpty }, transforms: facts.hasTransformation ?? false
        )
    }
}
