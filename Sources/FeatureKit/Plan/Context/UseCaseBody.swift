import ScaffoldCore

/// The statements of a UseCase's `execute`, decided from the plan: the kind's repository call, and for writes the fields
/// `sets:` changes, the data preparation, the validation and the `reads:` checks, in that order (a change is validated,
/// and references are checked just before the write; a custom operation's `remote:` request is the write, `CustomRequest`); a delete keeps the references to it whole first (`DeleteRules`).
struct UseCaseBody {
    let plan: Plan
    let useCase: PlannedUseCase

    /// What "data transformation" means in a generated UseCase (seed 000: "Business logic: data preparation"): every
    /// write trims its text fields and stores empty optional text as nil before validating (`transformation: false`
    /// turns it off); a list with `transformation: true` is returned sorted by its first text field.
    private var transforms: Bool { plan.decision(for: useCase.operation)?.transforms == true && useCase.implemented }
    var prepares: Bool { transforms && [.create, .update, .custom].contains(useCase.kind) && !plan.spec.textFields.isEmpty }
    var sortField: String? {
        // A remote list is in the server's order, a page at a time: sorting one page would not sort the list.
        guard transforms, useCase.kind == .fetchAll, !pages else { return nil }
        return plan.spec.textFields.first { !$0.type.isOptional }?.name
    }

    /// A remote list, read a page at a time (`RemoteArtifacts`).
    private var pages: Bool { useCase.kind == .fetchAll && RemoteArtifacts.supports(plan) }

    /// The entity variable the body works on, and where its value comes from (`input.wallet` under seed 001).
    private var entity: String { plan.names.entityVariable }

    var lines: [String] {
        let idSource = plan.useCaseInput ? "input.id" : "id"
        guard useCase.implemented else {
            let why = plan.decision(for: useCase.operation)?.unwritten ?? "the spec states no effect for \(useCase.operation)"
            let flagged = Self.flagsUnwritten(useCase)
            return [
                "// Yours to write: \(why), so scaffold does not guess.",
                "// It created this file once and never overwrites it: replace this line with what `\(useCase.operation)` does,",
                flagged ? "// delete `isImplemented` above, and replace the tests that say it is not written yet with tests of what it does."
                    : "// and the tests that say it is not written yet with tests of what it does.",
                "throw \(plan.names.operationError).notImplemented(operation: \(SwiftLiteral.string(useCase.operation)))",
            ]
        }
        switch useCase.kind {
        case .fetchAll where pages: return ["try await repository.fetchPage(\(plan.useCaseInput ? "input.page" : "page"))"]
        case .fetchAll: return [sortField.map { "return try await repository.fetchAll().sorted { $0.\($0) < $1.\($0) }" } ?? "try await repository.fetchAll()"]
        case .fetch: return ["try await repository.fetch(id: \(idSource))"]
        case .delete: return DeleteRules(plan: plan, useCase: useCase).lines(id: idSource)
        case .create, .update, .custom: return writeLines
        }
    }

    private var writeLines: [String] {
        var result: [String] = []
        let source = plan.useCaseInput ? "input.\(entity)" : entity
        if !useCase.sets.isEmpty || prepares {
            result.append("var \(entity) = \(source)")
        } else if plan.useCaseInput {
            result.append("let \(entity) = \(source)")
        }
        result += useCase.sets.map { $0.statement(on: entity, now: "now()") }
        // The guard comes first: a record the operation does not apply to is refused before anything changes.
        let bound = result.isEmpty ? 0 : 1
        result = Array(result.prefix(bound)) + availabilityGuard + result.dropFirst(bound)
        if prepares { result.append("\(entity) = prepare(\(entity))") }
        if useCase.validates { result.append("try validator.validate(\(entity))") }
        for reference in useCase.reads { result += check(reference) }
        // A custom operation that is a request sends it (`CustomRequest`): the server's answer is what is kept, not a PUT.
        let method = useCase.kind == .create ? "create" : plan.customRequest(useCase.operation)?.name ?? "update"
        result.append("return try await repository.\(method)(\(entity))")
        return result
    }

    /// The refusal of a record the operation does not apply to (`OperationAvailability`, `<Entity>+Availability.swift`):
    /// the screens offer it only where it does, and a record changed elsewhere since they showed it is refused here.
    var availabilityGuard: [String] {
        guard [.update, .custom].contains(useCase.kind), let operation = plan.spec.operations.first(where: { $0.name == useCase.operation }),
              let availability = AvailabilityContext.conditional(operation, plan: plan) else { return [] }
        let title = SwiftLiteral.string(Wording.action(operation.name, entity: plan.names.entity))
        return [
            "guard \(entity).\(availability.property) else {",
            "    throw \(plan.names.operationError).notAvailable(operation: \(plan.q("String"))(localized: \(title)))",
            "}",
        ]
    }

    /// `guard` that the referenced entity exists, for a plain, optional or list field; in `repository` where the field
    /// names the feature's own records (a category's `parentID`): the UseCase holds its own repository under that name
    /// and no second one (sweep fixture `self-reference`).
    private func check(_ reference: EntityReference) -> [String] {
        guard let field = plan.spec.fields.first(where: { $0.name == reference.field }) else { return [] }
        let repository = reference.entity == plan.names.entity ? "repository" : plan.repositoryVariable(reference.entity)
        let error = "throw \(plan.names.operationError).referenceNotFound(\(plan.localizedLabel(reference.entity)))"
        let value = "\(entity).\(field.name)"
        let guardLines = { (id: String, indent: String) in
            ["\(indent)guard try await \(repository).fetch(id: \(id)) != nil else {", "\(indent)    \(error)", "\(indent)}"]
        }
        if KnownTypes.isArray(field.type.unwrapped) {
            return ["for id in \(value)\(field.type.isOptional ? " ?? []" : "") {"] + guardLines("id", "    ") + ["}"]
        }
        if field.type.isOptional { return ["if let id = \(value) {"] + guardLines("id", "    ") + ["}"] }
        return guardLines(value, "")
    }

    /// Whether the UseCase, not written, declares `isImplemented = false` for the screens that offer its operation
    /// (`UnwrittenOffer`: a custom operation, which a screen shows as a button).
    static func flagsUnwritten(_ useCase: PlannedUseCase) -> Bool {
        !useCase.implemented && useCase.kind == .custom
    }

    /// What it does, one sentence for its documentation.
    var summary: String {
        let entity = Naming.label(plan.names.entity).lowercased()
        let effect = plan.decision(for: useCase.operation)?.effect
        switch useCase.kind {
        case .fetchAll where pages: return "Loads the \(Naming.label(plan.names.entities).lowercased()), a page at a time."
        case .fetchAll: return "Loads every \(entity)."
        case .fetch: return "Loads one \(entity) by id."
        case .create: return "Creates \(Naming.withArticle(entity))."
        case .update: return "Saves changes to \(Naming.withArticle(entity))."
        case .delete:
            guard !useCase.keeps.isEmpty, let effect else { return "Deletes \(Naming.withArticle(entity))." }
            return "Deletes \(Naming.withArticle(entity)); \(effect)."
        case .custom:
            guard useCase.implemented, let effect else {
                return "`\(useCase.operation)` on \(Naming.withArticle(entity)): not written yet, the spec states no effect."
            }
            return "`\(useCase.operation)` on \(Naming.withArticle(entity)): \(effect)."
        }
    }
}

extension FieldAssignment {
    /// The statement applying it to `record`, `now` being the date it sets for `now`: `book.isOnLoan = true`,
    /// `book.lentAt = now()`, `book.isDone.toggle()`, `book.note = nil` (the UseCase's body, and what its tests expect).
    func statement(on record: String, now: String) -> String {
        let target = "\(record).\(field)"
        switch value {
        case .literal(let literal): return "\(target) = \(literal)"
        case .now: return "\(target) = \(now)"
        case .toggle: return "\(target).toggle()"
        case .clear: return "\(target) = nil"
        }
    }
}
