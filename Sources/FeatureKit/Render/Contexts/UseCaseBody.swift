import ScaffoldCore

/// The statements of a UseCase's `execute`, decided from the plan: the kind's repository call, and for
/// writes the fields `sets:` changes, the data preparation, the validation, and the `reads:` checks, in
/// that order (a change is validated, and references are checked just before the write).
struct UseCaseBody {
    let plan: Plan
    let useCase: PlannedUseCase

    /// The entity variable the body works on, and where its value comes from (`input.wallet` under seed 001).
    var entity: String { plan.names.entityVariable }
    var source: String { plan.useCaseInput ? "input.\(entity)" : entity }
    var idSource: String { plan.useCaseInput ? "input.id" : "id" }

    var prepares: Bool { TransformationContext(plan: plan, useCase: useCase).prepares }

    var lines: [String] {
        guard useCase.implemented else {
            let why = plan.decision(for: useCase.operation)?.unwritten ?? "the spec states no effect for \(useCase.operation)"
            return [
                "// Yours to write: \(why), so scaffold does not guess.",
                "// It created this file once and never overwrites it: replace this line with what `\(useCase.operation)` does,",
                "// and the tests that say it is not written yet with tests of what it does.",
                "throw \(plan.names.operationError).notImplemented(operation: \(SwiftLiteral.string(useCase.operation)))",
            ]
        }
        switch useCase.kind {
        case .fetchAll:
            let sort = TransformationContext(plan: plan, useCase: useCase).sortField
            return [sort.map { "return try await repository.fetchAll().sorted { $0.\($0) < $1.\($0) }" } ?? "try await repository.fetchAll()"]
        case .fetch: return ["try await repository.fetch(id: \(idSource))"]
        case .delete:
            return DeleteRulesContext(plan: plan, useCase: useCase).lines(id: idSource) + ["try await repository.delete(id: \(idSource))"]
        case .create, .update, .custom: return writeLines
        }
    }

    private var writeLines: [String] {
        var result: [String] = []
        let changes = !useCase.sets.isEmpty || prepares
        if changes {
            result.append("var \(entity) = \(source)")
        } else if plan.useCaseInput {
            result.append("let \(entity) = \(source)")
        }
        for assignment in useCase.sets {
            let target = "\(entity).\(assignment.field)"
            switch assignment.value {
            case .literal(let literal): result.append("\(target) = \(literal)")
            case .now: result.append("\(target) = now()")
            case .toggle: result.append("\(target).toggle()")
            case .clear: result.append("\(target) = nil")
            }
        }
        if prepares { result.append("\(entity) = prepare(\(entity))") }
        if useCase.validates { result.append("try validator.validate(\(entity))") }
        for reference in useCase.reads {
            result += check(reference)
        }
        let method = useCase.kind == .create ? "create" : "update"
        result.append("return try await repository.\(method)(\(entity))")
        return result
    }

    /// `guard` that the referenced entity exists, for a plain, optional or list field.
    private func check(_ reference: EntityReference) -> [String] {
        guard let field = plan.spec.fields.first(where: { $0.name == reference.field }) else { return [] }
        let repository = UseCaseContext.repositoryVariable(reference.entity, plan: plan)
        let error = "throw \(plan.names.operationError).referenceNotFound(\(UseCaseContext.referenceLabel(reference.entity, plan: plan)))"
        let value = "\(entity).\(field.name)"
        let guardLines = { (id: String, indent: String) in
            ["\(indent)guard try await \(repository).fetch(id: \(id)) != nil else {", "\(indent)    \(error)", "\(indent)}"]
        }
        if KnownTypes.isArray(field.type.unwrapped) {
            let loop = field.type.isOptional ? "for id in \(value) ?? [] {" : "for id in \(value) {"
            return [loop] + guardLines("id", "    ") + ["}"]
        }
        if field.type.isOptional {
            return ["if let id = \(value) {"] + guardLines("id", "    ") + ["}"]
        }
        return guardLines(value, "")
    }
}
