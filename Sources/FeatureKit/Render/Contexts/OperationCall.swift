import ScaffoldCore

/// How generated code calls one operation — through its UseCase or straight on the repository, as the
/// plan decided — and how its tests stub and read the mock that stands in for it.
///
/// UseCases take their value as an argument (seed 000's `execute(_:)`), or wrapped in the UseCase's own
/// `Input` where the preset follows seed 001 (`execute(.init(wallet: wallet))`).
struct OperationCall {
    let operation: OperationSpec
    /// The dependency's stored property (`createWalletUseCase`, `repository`).
    let variable: String
    let type: String
    /// The production default of an initializer parameter (presets that keep them).
    let defaultValue: String
    let mockType: String
    /// The mock's member prefix: `execute` for UseCases, the repository method otherwise.
    let member: String
    /// The UseCase's `Input` type when it takes one (seed 001).
    let input: String?
    /// What the call passes: the entity (`wallet`), an id (`id`), or nothing (a list).
    let label: String?

    init(operation: OperationSpec, plan: Plan) {
        self.operation = operation
        let names = plan.names
        label = Self.label(for: operation.kind, names: names)
        if let useCase = plan.useCases.first(where: { $0.operation == operation.name }) {
            variable = Naming.lowerFirst(useCase.baseName)
            type = "any \(useCase.protocolName)"
            defaultValue = "\(useCase.implementationName)()"
            mockType = useCase.protocolName + "Mock"
            member = "execute"
            input = plan.useCaseInput ? "\(useCase.implementationName).Input" : nil
        } else {
            variable = "repository"
            type = "any \(names.repositoryProtocol)"
            defaultValue = "\(names.repository).shared"
            mockType = names.repositoryProtocol + "Mock"
            member = Self.repositoryMethod(for: operation.kind)
            input = nil
        }
    }

    /// `try await …` passing `value` (an entity or id expression; ignored for a list).
    func expression(_ value: String) -> String {
        "try await \(variable).\(member)(\(arguments(value)))"
    }

    /// The argument list for `value`: `wallet`, `id: id`, `.init(wallet: wallet)`, or nothing.
    func arguments(_ value: String) -> String {
        if input != nil { return ".init(" + (label.map { "\($0): \(value)" } ?? "") + ")" }
        switch operation.kind {
        case .fetchAll: return ""
        case .fetch, .delete: return "id: \(value)"
        case .create, .update, .custom: return value
        }
    }

    /// A mock handler returning `value` (`{ wallets }`, or `{ _ in wallets }` when the member takes an argument).
    func handler(returning value: String) -> String {
        takesArgument ? "{ _ in \(value) }" : "{ \(value) }"
    }

    /// A mock handler returning the entity it was given (`{ $0 }`, `{ $0.wallet }`).
    var passThrough: String {
        input == nil ? "{ $0 }" : "{ $0.\(label ?? "") }"
    }

    /// The values the mock received, as plain entities or ids (`createArgValues`, `executeArgValues.map(\.wallet)`).
    var received: String {
        input == nil ? "\(member)ArgValues" : "\(member)ArgValues.map(\\.\(label ?? ""))"
    }

    private var takesArgument: Bool { input != nil || operation.kind != .fetchAll }

    static func label(for kind: OperationKind, names: TypeNames) -> String? {
        switch kind {
        case .fetchAll: return nil
        case .fetch, .delete: return "id"
        case .create, .update, .custom: return names.entityVariable
        }
    }

    static func repositoryMethod(for kind: OperationKind) -> String {
        switch kind {
        case .fetchAll: return "fetchAll"
        case .fetch: return "fetch"
        case .create: return "create"
        case .update, .custom: return "update"
        case .delete: return "delete"
        }
    }
}
