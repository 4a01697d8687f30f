import ScaffoldCore

/// Context of one UseCase and its tests: signature, dependencies and body, per operation kind.
struct UseCaseContext {
    let plan: Plan
    let useCase: PlannedUseCase

    var values: [String: Any] {
        let names = plan.names
        let entity = names.entityVariable
        let signature = UseCaseSignature(kind: useCase.kind, names: names)
        let others = useCase.repositories.dropFirst().map { other -> [String: Any] in
            let repository = plan.repositoryNames(for: other)
            return [
                "variable": "\(Naming.lowerFirst(other))\(plan.repositoryRole)",
                "protocolName": repository.protocolName,
                "implementation": repository.implementation,
                "mock": repository.protocolName + "Mock",
            ]
        }
        let defaults = plan.injection == .initializerDefaults
        var parameters = ["repository: any \(names.repositoryProtocol)" + (defaults ? " = \(names.repository).shared" : "")]
        parameters += others.map { "\($0["variable"]!): any \($0["protocolName"]!)" + (defaults ? " = \($0["implementation"]!).shared" : "") }
        if useCase.validates { parameters.append("validator: \(names.validator) = \(names.validator)()") }
        var testArguments = ["repository: repository"] + others.map { "\($0["variable"]!): \($0["variable"]!)" }
        if useCase.validates { testArguments.append("validator: \(names.validator)()") }
        let decision = plan.decision(for: useCase.operation)
        let refusal = ValidatorContext(plan: plan).testCases().compactMap { testCase -> [String: Any]? in
            guard let refused = testCase["refusal"] as? [String: Any] else { return nil }
            return ["field": testCase["field"]!, "value": refused["value"]!, "error": refused["error"]!]
        }.first
        return [
            "useCaseProtocol": useCase.protocolName,
            "useCaseType": useCase.implementationName,
            "useCaseMock": useCase.protocolName + "Mock",
            "useCaseBase": useCase.baseName,
            "operation": useCase.operation,
            "summary": UseCaseContext.summary(kind: useCase.kind, operation: useCase.operation, names: names),
            "reasons": (decision?.reasons ?? []).map { ["rule": $0.rule, "sentence": $0.sentence] },
            "signature": signature.declaration,
            "otherRepositories": others,
            "hasOtherRepositories": !others.isEmpty,
            "initParameters": commaSeparatedLines(parameters),
            "testArguments": testArguments.joined(separator: ", "),
            "validates": useCase.validates,
            "validateLine": "try validator.validate(\(entity))",
            "body": signature.body,
            "repositoryMethod": signature.repositoryMethod,
            "isFetchAll": useCase.kind == .fetchAll,
            "isFetch": useCase.kind == .fetch,
            "isDelete": useCase.kind == .delete,
            "isWrite": [.create, .update, .custom].contains(useCase.kind),
            "hasRefusal": useCase.validates && refusal != nil,
        ].merging(refusal.map { ["refusal": $0] } ?? [:])
            .merging(TransformationContext(plan: plan, useCase: useCase).values)
    }

    static func summary(kind: OperationKind, operation: String, names: TypeNames) -> String {
        switch kind {
        case .fetchAll: return "Loads every \(Naming.label(names.entity).lowercased())."
        case .fetch: return "Loads one \(Naming.label(names.entity).lowercased()) by id."
        case .create: return "Creates a \(Naming.label(names.entity).lowercased())."
        case .update: return "Saves changes to a \(Naming.label(names.entity).lowercased())."
        case .delete: return "Deletes a \(Naming.label(names.entity).lowercased())."
        case .custom: return "Performs \(operation) on a \(Naming.label(names.entity).lowercased())."
        }
    }
}

/// The `execute` signature and body of a UseCase, and the repository method it reaches, per kind.
struct UseCaseSignature {
    let declaration: String
    let body: String
    let repositoryMethod: String

    init(kind: OperationKind, names: TypeNames) {
        let entity = names.entityVariable
        switch kind {
        case .fetchAll:
            declaration = "func execute() async throws -> [\(names.entity)]"
            body = "try await repository.fetchAll()"
            repositoryMethod = "fetchAll"
        case .fetch:
            declaration = "func execute(id: \(names.idType)) async throws -> \(names.entity)?"
            body = "try await repository.fetch(id: id)"
            repositoryMethod = "fetch"
        case .create:
            declaration = "func execute(_ \(entity): \(names.entity)) async throws -> \(names.entity)"
            body = "return try await repository.create(\(entity))"
            repositoryMethod = "create"
        case .update, .custom:
            declaration = "func execute(_ \(entity): \(names.entity)) async throws -> \(names.entity)"
            body = "return try await repository.update(\(entity))"
            repositoryMethod = "update"
        case .delete:
            declaration = "func execute(id: \(names.idType)) async throws"
            body = "try await repository.delete(id: id)"
            repositoryMethod = "delete"
        }
    }
}
