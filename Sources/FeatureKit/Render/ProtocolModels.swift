import MockKit

/// The generated protocols of a plan as `MockableProtocol` values, so `scaffold feature` and
/// `scaffold mocks` share one mock renderer and produce the same mock for the same protocol.
struct ProtocolModels {
    let plan: Plan

    func model(named name: String) -> MockableProtocol? {
        let names = plan.names
        if name == names.repositoryProtocol { return repository }
        guard let useCase = plan.useCases.first(where: { $0.protocolName == name }) else { return nil }
        return self.useCase(useCase)
    }

    var repository: MockableProtocol {
        let names = plan.names
        let entity = names.entity
        let value = MockParameter(label: "_", name: names.entityVariable, type: .named(entity))
        let id = MockParameter(name: "id", type: .named(names.idType))
        return MockableProtocol(
            name: names.repositoryProtocol,
            inheritedTypes: [.named("Sendable")],
            members: [
                .method(MockMethod(name: "fetchAll", isAsync: true, throwing: .throwing, returnType: .array(.named(entity)))),
                .method(MockMethod(name: "fetch", parameters: [id], isAsync: true, throwing: .throwing, returnType: .optional(.named(entity)))),
                .method(MockMethod(name: "create", parameters: [value], isAsync: true, throwing: .throwing, returnType: .named(entity))),
                .method(MockMethod(name: "update", parameters: [value], isAsync: true, throwing: .throwing, returnType: .named(entity))),
                .method(MockMethod(name: "delete", parameters: [id], isAsync: true, throwing: .throwing)),
            ]
        )
    }

    func useCase(_ useCase: PlannedUseCase) -> MockableProtocol {
        let names = plan.names
        let method: MockMethod
        switch useCase.kind {
        case .fetchAll:
            method = MockMethod(name: "execute", isAsync: true, throwing: .throwing, returnType: .array(.named(names.entity)))
        case .fetch:
            method = MockMethod(name: "execute", parameters: [MockParameter(name: "id", type: .named(names.idType))], isAsync: true, throwing: .throwing, returnType: .optional(.named(names.entity)))
        case .delete:
            method = MockMethod(name: "execute", parameters: [MockParameter(name: "id", type: .named(names.idType))], isAsync: true, throwing: .throwing)
        case .create, .update, .custom:
            method = MockMethod(
                name: "execute", parameters: [MockParameter(label: "_", name: names.entityVariable, type: .named(names.entity))],
                isAsync: true, throwing: .throwing, returnType: .named(names.entity)
            )
        }
        return MockableProtocol(name: useCase.protocolName, inheritedTypes: [.named("Sendable")], members: [.method(method)])
    }
}
