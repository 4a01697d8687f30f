import MockKit

/// The generated protocols of a plan as `MockableProtocol` values, so `scaffold feature` and
/// `scaffold mocks` share one mock renderer and produce the same mock for the same protocol. The templates declare
/// each `nonisolated protocol` (`RepositoryProtocol.mustache`, `UseCase.mustache`), as the models say.
struct ProtocolModels {
    let plan: Plan

    func model(named name: String) -> MockableProtocol? {
        let names = plan.names
        var model: MockableProtocol
        if name == names.repositoryProtocol {
            model = repository
        } else if RemoteArtifacts.supports(plan), name == "HTTPClient" {
            model = httpClient
        } else if RemoteArtifacts.supports(plan), name == "TokenProvider" {
            model = tokenProvider
        } else if let useCase = plan.useCases.first(where: { $0.protocolName == name }) {
            model = self.useCase(useCase)
        } else {
            return nil
        }
        model.isNonisolated = true
        return model
    }

    var repository: MockableProtocol {
        let names = plan.names
        let entity = names.entity
        let value = MockParameter(label: "_", name: names.entityVariable, type: .named(entity))
        let id = MockParameter(name: "id", type: .named(names.idType))
        return MockableProtocol(
            name: names.repositoryProtocol,
            inheritedTypes: [sendable],
            members: [
                fetchAll,
                .method(MockMethod(name: "fetch", parameters: [id], isAsync: true, throwing: .throwing, returnType: .optional(.named(entity)))),
                .method(MockMethod(name: "create", parameters: [value], isAsync: true, throwing: .throwing, returnType: .named(entity))),
                .method(MockMethod(name: "update", parameters: [value], isAsync: true, throwing: .throwing, returnType: .named(entity))),
                .method(MockMethod(name: "delete", parameters: [id], isAsync: true, throwing: .throwing)),
            ] + storageNotice + customRequests
        )
    }

    /// A remote feature's custom requests (`CustomRequest`): `lend(_:)`, as the protocol declares it.
    private var customRequests: [MockMember] {
        let value = MockParameter(label: "_", name: plan.names.entityVariable, type: .named(plan.names.entity))
        return CustomRequest.all(plan).map {
            .method(MockMethod(name: $0.name, parameters: [value], isAsync: true, throwing: .throwing, returnType: .named(plan.names.entity)))
        }
    }

    /// A persisting store's `storageNotice()`, which the repository and the list's fetch UseCase declare (issue 33).
    private var storageNotice: [MockMember] {
        guard plan.migration != nil else { return [] }
        return [.method(MockMethod(name: "storageNotice", isAsync: true, returnType: .optional(.named(plan.names.storageNotice))))]
    }

    /// The list: all at once, or a server's page at a time (`Listing`, `PageToken`).
    private var fetchAll: MockMember {
        guard RemoteArtifacts.supports(plan) else {
            return .method(MockMethod(name: "fetchAll", isAsync: true, throwing: .throwing, returnType: .array(.named(plan.names.entity))))
        }
        let page = MockParameter(label: "_", name: "page", type: .optional(.named("PageToken")))
        let listing = SwiftType.named("Listing", arguments: [.named(plan.names.entity)])
        return .method(MockMethod(name: "fetchPage", parameters: [page], isAsync: true, throwing: .throwing, returnType: listing))
    }

    /// The app's HTTP client (`NetworkHTTPClient.mustache`).
    var httpClient: MockableProtocol {
        let request = MockParameter(label: "_", name: "request", type: .named("HTTPRequest"))
        let method = MockMethod(name: "request", parameters: [request], isAsync: true, throwing: .throwing, returnType: .named("HTTPResponse"))
        return MockableProtocol(name: "HTTPClient", inheritedTypes: [sendable], members: [.method(method)])
    }

    /// The token provider the composition root supplies (`NetworkTokenProvider.mustache`).
    var tokenProvider: MockableProtocol {
        let token = MockMethod(name: "token", isAsync: true, returnType: .optional(.named("String")))
        let rejected = MockMethod(
            name: "tokenWasRejected", parameters: [MockParameter(label: "_", name: "token", type: .named("String"))], isAsync: true
        )
        return MockableProtocol(name: "TokenProvider", inheritedTypes: [sendable], members: [.method(token), .method(rejected)])
    }

    /// The UseCase's one `execute`: by argument (seed 000), or taking the UseCase's `Input` (seed 001); a remote list's
    /// takes the page and returns a `Listing` (`RemoteArtifacts`).
    func useCase(_ useCase: PlannedUseCase) -> MockableProtocol {
        let names = plan.names
        let pages = useCase.kind == .fetchAll && RemoteArtifacts.supports(plan)
        let returnType: SwiftType?
        switch useCase.kind {
        case .fetchAll where pages: returnType = .named("Listing", arguments: [.named(names.entity)])
        case .fetchAll: returnType = .array(.named(names.entity))
        case .fetch: returnType = .optional(.named(names.entity))
        case .delete: returnType = nil
        case .create, .update, .custom: returnType = .named(names.entity)
        }
        let parameters: [MockParameter]
        if plan.useCaseInput {
            parameters = [MockParameter(label: "_", name: "input", type: .member(.named(useCase.implementationName), "Input"))]
        } else {
            switch useCase.kind {
            case .fetchAll: parameters = pages ? [MockParameter(name: "page", type: .optional(.named("PageToken")))] : []
            case .fetch, .delete: parameters = [MockParameter(name: "id", type: .named(names.idType))]
            case .create, .update, .custom: parameters = [MockParameter(label: "_", name: names.entityVariable, type: .named(names.entity))]
            }
        }
        let method = MockMethod(name: "execute", parameters: parameters, isAsync: true, throwing: .throwing, returnType: returnType)
        let notice = useCase.kind == .fetchAll ? storageNotice : []
        // A delete that spans stores says what else it changes, for the list's confirmation (`DeleteRules.effect`).
        let effect = useCase.kind == .delete && useCase.implemented && DeleteOrder(keeping: useCase.keeps).spansStores
            ? [MockMember.method(MockMethod(
                name: "effect",
                parameters: plan.useCaseInput ? parameters : [MockParameter(label: "ofDeleting", name: "id", type: .named(names.idType))],
                isAsync: true, throwing: .throwing, returnType: .named("\(names.entity)DeletionEffect")
            ))]
            : []
        return MockableProtocol(name: useCase.protocolName, inheritedTypes: [sendable], members: [.method(method)] + effect + notice)
    }

    private var sendable: SwiftType { .named(plan.frameworkNames.spell("Sendable")) }
}
