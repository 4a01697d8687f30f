import ScaffoldCore

/// How generated code calls one operation — through its UseCase or straight on the repository, as the plan decided —
/// and how its tests stub and read the mock standing in for it. UseCases take their value as an argument (seed 000's
/// `execute(_:)`), or wrapped in the UseCase's own `Input` where the preset follows seed 001.
struct OperationCall {
    let operation: OperationSpec
    /// The dependency: its stored property (`createWalletUseCase`, `repository`), type, production default and mock.
    let dependency: Dependency
    /// The mock's member prefix: `execute` for UseCases, the repository method otherwise.
    let member: String
    /// The UseCase's `Input` type when it takes one (seed 001).
    let input: String?
    /// What the call passes: the entity (`wallet`), an id (`id`), or nothing (a list).
    let label: String?
    /// The UseCase called, if any.
    let useCase: PlannedUseCase?
    /// A remote list: the repository's `fetchPage(_:)`, or a list UseCase's `execute(page:)`, a page at a time
    /// (`RemoteArtifacts`).
    let pages: Bool

    init(operation: OperationSpec, plan: Plan) {
        self.operation = operation
        let names = plan.names
        label = Self.label(for: operation.kind, names: names)
        useCase = plan.useCases.first { $0.operation == operation.name }
        pages = operation.kind == .fetchAll && RemoteArtifacts.supports(plan)
        if let useCase {
            dependency = Dependency(useCase)
            member = "execute"
            input = plan.useCaseInput ? "\(useCase.implementationName).Input" : nil
        } else {
            dependency = Dependency(
                variable: "repository", type: "any \(names.repositoryProtocol)", defaultValue: "\(names.repository).shared",
                mockType: names.repositoryProtocol + "Mock"
            )
            member = pages ? "fetchPage" : Self.repositoryMethod(for: operation.kind)
            input = nil
        }
    }

    var variable: String { dependency.variable }

    /// `try await …` passing `value` (an entity or id expression; for a list the page, the first when empty).
    func expression(_ value: String) -> String { "try await \(variable).\(member)(\(arguments(value)))" }

    /// The argument list for `value`: `wallet`, `id: id`, `.init(wallet: wallet)`, a page (`nil`, `page: nil`), or
    /// nothing.
    func arguments(_ value: String) -> String {
        let page = value.isEmpty ? "nil" : value
        if input != nil {
            if pages { return ".init(page: \(page))" }
            return ".init(" + (label.map { "\($0): \(value)" } ?? "") + ")"
        }
        switch operation.kind {
        case .fetchAll: return pages ? (useCase == nil ? page : "page: \(page)") : ""
        case .fetch, .delete: return "id: \(value)"
        case .create, .update, .custom: return value
        }
    }

    /// A mock handler returning `value` (`{ wallets }`, or `{ _ in wallets }` when the member takes an argument).
    func handler(returning value: String) -> String {
        if pages { return "{ _ in Listing(items: \(value)) }" }
        return input != nil || operation.kind != .fetchAll ? "{ _ in \(value) }" : "{ \(value) }"
    }

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

    /// The action this call offers a screen: `expression` is the call as the view model makes it.
    func action(_ plan: Plan, expression: String) -> Action {
        let names = plan.names
        let verb = Wording.action(operation.name, entity: names.entity), entityLabel = Naming.label(names.entity)
        // Not a title a screen's own button has ("Cancel" is "Cancel session"), nor a dialog's (`OperationTitles`).
        let title = OperationTitles.title(verb, entityLabel: entityLabel)
        let doing = Wording.doing(operation.name, entity: names.entity)
        return Action(
            name: operation.name, member: member, error: "\(member)Error", variable: variable,
            passThrough: input == nil ? "{ $0 }" : "{ $0.\(label ?? "") }",
            received: input == nil ? "\(member)ArgValues" : "\(member)ArgValues.map(\\.\(label ?? ""))",
            testName: Naming.upperFirst(operation.name), identifier: operation.name, title: SwiftLiteral.string(title), confirms: operation.confirms,
            // "Archive this expense?" with a destructive "Archive": what the dialog asks and the button that does it.
            question: SwiftLiteral.string("\(verb) this \(entityLabel.lowercased())?"),
            dismiss: OperationTitles.dismiss(forTitle: title, entityLabel: entityLabel).map(SwiftLiteral.string),
            call: expression, failure: plan.failureMessage(doing),
            expectedFailure: plan.failureMessage(doing, error: "\(names.entity)TestError.failed")
        )
    }
}

/// One thing a view model is given: a UseCase (or the repository, as decided), as an init parameter, a stored property
/// and a test double.
struct Dependency: Encodable, Hashable {
    /// The parameter and property name.
    var variable: String
    /// Its type.
    var type: String
    /// The production value it defaults to where the preset gives defaults.
    var defaultValue: String
    /// The test double's type.
    var mockType: String
    /// The composition root's factory of a referenced entity's list UseCase; absent for the view model's own.
    var factory: String?
    /// The test double as a list view model's tests make it: `FetchWalletsUseCaseProtocolMock()`, or — for a
    /// server-backed entity's paging list UseCase, whose mock has no empty `Listing` of its own — one answering an
    /// empty page (`stubsEmptyPage`).
    var mockValue: String

    init(variable: String, type: String, defaultValue: String, mockType: String, factory: String? = nil) {
        (self.variable, self.type, self.defaultValue, self.mockType, self.factory) = (variable, type, defaultValue, mockType, factory)
        mockValue = mockType + "()"
    }

    /// The same double answering an empty page to `execute(page:)`.
    func stubsEmptyPage() -> Dependency {
        var copy = self
        copy.mockValue = "{ let mock = \(mockType)(); mock.executeReturnValue = Listing(items: []); return mock }()"
        return copy
    }

    /// A UseCase, held by the property named after it (`fetchCategoriesUseCase`).
    init(_ useCase: PlannedUseCase, factory: String? = nil) {
        self.init(
            variable: Naming.lowerFirst(useCase.baseName), type: "any \(useCase.protocolName)",
            defaultValue: "\(useCase.implementationName)()", mockType: useCase.protocolName + "Mock", factory: factory
        )
    }
}

/// One operation a screen runs on a record, and how its tests stub and read the call behind it.
struct Action: Encodable {
    /// The operation's name, which is the view model's method.
    var name: String
    /// The test double's member the call reaches: `{{member}}Handler` is the handler to stub.
    var member: String
    /// The test double's error to set.
    var error: String
    /// The dependency the view model calls.
    var variable: String
    /// A handler handing back what it was given.
    var passThrough: String
    /// What the test double received.
    var received: String
    /// The operation's name, capitalized, for a test's name.
    var testName: String
    /// The accessibility identifier's last word.
    var identifier: String
    /// The button's title, as a person says it, a string literal.
    var title: String
    /// The button asks first (a destructive operation).
    var confirms: Bool
    /// What it asks, a string literal.
    var question: String
    /// The confirmation's dismiss button where the system's Cancel would read as the action ("Keep session"), a string
    /// literal; absent otherwise (`OperationTitles`).
    var dismiss: String?
    /// The call, as the view model makes it.
    var call: String
    /// The message shown when it fails.
    var failure: String
    /// That message for the tests' error.
    var expectedFailure: String
    /// The list test's handler handing back a changed copy, so the test sees the list show what came back.
    var returnsChanged: String?
    /// The form test's handler returning the test's entity.
    var returns: String?
    /// The form test's handler tapping again while its call is in flight, then handing back what it was given.
    var tapsAgain: String?
    /// When the screen offers it (`OperationGate`); absent when it always does.
    var gate: OperationGate?
}
