import ScaffoldCore

/// What a UseCase's tests arrange and expect beyond the kind's basics: the refused value of a validating
/// write (on a field `sets:` does not overwrite), and per `reads:` entry the referenced entity's mock, the id
/// the entity names, and what must reach that mock.
struct UseCaseTestContext {
    let plan: Plan
    let useCase: PlannedUseCase

    var values: [String: Any] {
        let variables = useCase.reads.map { UseCaseContext.repositoryVariable($0.entity, plan: plan) }
        var values: [String: Any] = [
            "references": references, "hasReferences": !useCase.reads.isEmpty,
            "makeArguments": (["repository: repository"] + variables.map { "\($0): \($0)" }).joined(separator: ", "),
        ]
        let sets = Set(useCase.sets.map(\.field))
        let refusal = ValidatorContext.testCases(plan).lazy.compactMap { testCase -> [String: Any]? in
            guard let refused = testCase.refusal, !sets.contains(testCase.field) else { return nil }
            return ["field": testCase.field, "value": refused.value, "error": refused.error]
        }.first
        values["hasRefusal"] = useCase.validates && useCase.implemented && refusal != nil
        if let refusal { values["refusal"] = refusal }
        if let first = useCase.reads.first {
            values["missingEntity"] = first.entity
            values["missingError"] = ".referenceNotFound(\(UseCaseContext.referenceLabel(first.entity, plan: plan)))"
        }
        return values
    }

    /// One entry per `reads:` reference: how the test gives the entity an id to check, and the mock that answers.
    private var references: [[String: Any]] {
        let entity = plan.names.entityVariable
        return useCase.reads.compactMap { reference -> [String: Any]? in
            guard let field = plan.spec.fields.first(where: { $0.name == reference.field }) else { return nil }
            let idType = EffectValidator.referenceType(of: field.type) ?? "UUID"
            let id = "\(field.name)Value"
            let value = KnownTypes.isArray(field.type.unwrapped) ? "[\(id)]" : id
            return [
                "variable": UseCaseContext.repositoryVariable(reference.entity, plan: plan),
                "mock": plan.repositoryNames(for: reference.entity).protocolName + "Mock",
                "entity": reference.entity,
                "idLine": "let \(id) = \(SharedContext.idSample(1, type: idType, names: plan.frameworkNames))",
                "assignLine": "\(entity).\(field.name) = \(value)",
                "id": id,
            ]
        }
    }
}
