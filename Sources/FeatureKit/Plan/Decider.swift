import ScaffoldCore

/// Applies seed 000's UseCase criteria to every operation of a spec, and seed 002's rule where the preset
/// follows it (no presentation type reaches a repository).
public struct Decider: Sendable {
    /// Whether the preset forbids repository direct (`Preset.everyOperationThroughUseCase`).
    public var repositoryDirectForbidden = false
    /// Fields of the project's features that name the entity's records: its delete reads their repositories
    /// to keep them whole (`onDelete:`).
    public var incoming: [IncomingReference] = []
    /// View models of other features that show the entity's records, and so call its list.
    public var listUsers: [String] = []
    /// A fetch operation serves a detail screen (`DetailScreen`) rather than the form, unless its `usedBy` says.
    public var detailScreens = false
    /// The feature's server slice is generated (`RemoteSliceRule`): a custom operation's `remote:` request is its effect.
    public var sendsRequests = false

    /// What a delete of the entity must look after: the references to it, from every feature.
    public func keeps(_ operation: OperationSpec) -> [IncomingReference] {
        operation.kind == .delete ? incoming : []
    }

    /// The request a custom operation sends as its effect (issue 31: `POST /books/{id}/lend`), where the feature's server
    /// slice is generated; nil for every other operation.
    public func request(of operation: OperationSpec) -> RemoteRequest? {
        sendsRequests && operation.kind == .custom ? operation.remote : nil
    }

    /// The facts of an operation: stated values, or what its built-in kind implies; custom kinds imply nothing
    /// beyond their stated effect (`sets:` and `reads:` say it writes the entity and reads the named repositories).
    public func facts(for operation: OperationSpec, in spec: FeatureSpec) -> OperationFacts {
        let kind = operation.kind
        let entity = spec.entity
        let hasRules = spec.hasRules
        let read = (operation.reads ?? []).map(\.entity)
        let sets = (operation.sets ?? []).map(\.field)
        // Every write of text prepares it (seed 000: "Business logic: data preparation"), unless the spec says not.
        // A request alone sends no body (`CustomRequest`): nothing of the record to prepare.
        let statesEffect = operation.statesEffect || request(of: operation) != nil
        let writes = kind == .create || kind == .update || (kind == .custom && operation.statesEffect)
        let prepared = writes && operation.transformation != false ? spec.textFields.map(\.name) : []
        guard kind.isCRUD else {
            let stated = statesEffect
            let repositories = operation.repositories.map { Self.union($0, read) } ?? (stated ? Self.union([entity], read) : nil)
            return OperationFacts(
                name: operation.name, kind: kind, isPureCRUD: stated ? false : nil,
                hasValidation: operation.validation, hasTransformation: operation.transformation,
                repositories: repositories, usedBy: operation.usedBy, explicitUseCase: operation.useCase,
                sets: sets, preparedFields: prepared, request: request(of: operation), repositoryDirectForbidden: repositoryDirectForbidden
            )
        }
        // A delete reads the repositories of the records that refer to the entity; a list is called by the screens
        // of other features that show the entity's records.
        let referring = keeps(operation).map(\.entity).filter { $0 != entity }
        let otherUsers = kind == .fetchAll ? listUsers : []
        let user = kind == .fetch && detailScreens ? DetailScreen.viewModel(of: spec) : Naming.defaultViewModel(for: kind, entity: entity)
        return OperationFacts(
            name: operation.name, kind: kind, isPureCRUD: keeps(operation).isEmpty,
            hasValidation: operation.validation ?? (writes && hasRules),
            hasTransformation: operation.transformation ?? false,
            repositories: Self.union(Self.union(operation.repositories ?? [entity], read), referring),
            usedBy: Self.union(operation.usedBy ?? [user], otherUsers),
            explicitUseCase: operation.useCase,
            sets: sets, preparedFields: prepared, repositoryDirectForbidden: repositoryDirectForbidden
        )
    }

    /// `first` then the entries of `second` it lacks, in order.
    static func union(_ first: [String], _ second: [String]) -> [String] {
        var result = first
        for item in second where !result.contains(item) { result.append(item) }
        return result
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
        let repositories = facts.repositories ?? [spec.entity]
        let effect = OperationEffectSummary(
            operation: operation, entity: spec.entity, repositories: repositories, keeps: keeps(operation), request: request(of: operation)
        )
        return OperationDecision(
            operation: operation.name, kind: operation.kind, useCase: useCase, reasons: reasons,
            repositories: repositories, usedBy: facts.usedBy ?? [],
            validates: facts.hasValidation ?? spec.hasRules, transforms: facts.hasTransformation == true || !facts.preparedFields.isEmpty,
            implemented: effect.isImplemented, effect: effect.sentence, unwritten: effect.missing
        )
    }
}
