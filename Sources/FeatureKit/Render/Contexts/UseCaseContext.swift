import ScaffoldCore

/// Context of one UseCase and its tests: signature (by argument, or seed 001's `Input`), dependencies,
/// body (see `UseCaseBody`), and what its tests arrange and expect.
struct UseCaseContext {
    let plan: Plan
    let useCase: PlannedUseCase

    /// What the UseCase and its tests render: its variables, its tests' (`UseCaseTestContext`) and the
    /// transformation's (`TransformationContext`), whose names do not overlap.
    var values: [String: Any] {
        variables.values
            .merging(UseCaseTestContext(plan: plan, useCase: useCase).values)
            .merging(TransformationContext(plan: plan, useCase: useCase).values)
    }

    /// What the UseCase and UseCaseTests templates may print of the operation itself.
    var variables: Variables {
        let names = plan.names
        let q = plan.frameworkNames
        let entity = names.entityVariable
        let others = useCase.repositories.dropFirst().map { other in
            let repository = plan.repositoryNames(for: other)
            return OtherRepository(
                variable: Self.repositoryVariable(other, plan: plan),
                protocolName: repository.protocolName,
                implementation: repository.implementation,
                mock: repository.protocolName + "Mock"
            )
        }
        let defaults = plan.injection == .initializerDefaults
        var parameters = ["repository: any \(names.repositoryProtocol)" + (defaults ? " = \(names.repository).shared" : "")]
        parameters += others.map { "\($0.variable): any \($0.protocolName)" + (defaults ? " = \($0.implementation).shared" : "") }
        if useCase.validates { parameters.append("validator: \(names.validator)" + (defaults ? " = \(names.validator)()" : "")) }
        if useCase.usesClock { parameters.append("now: @escaping @\(q.spell("Sendable")) () -> \(q.spell("Date"))" + (defaults ? " = { \(q.spell("Date"))() }" : "")) }
        var testArguments = ["repository: repository"] + others.map { "\($0.variable): \($0.variable)" }
        if useCase.validates { testArguments.append("validator: \(names.validator)()") }
        if useCase.usesClock { testArguments.append("now: { Self.now }") }
        let decision = plan.decision(for: useCase.operation)
        let body = UseCaseBody(plan: plan, useCase: useCase)
        let signature = Signature(plan: plan, useCase: useCase)
        let method = useCase.kind == .create ? "create" : OperationCall.repositoryMethod(for: useCase.kind)
        return Variables(
            useCaseProtocol: useCase.protocolName,
            useCaseType: useCase.implementationName,
            useCaseMock: useCase.protocolName + "Mock",
            useCaseBase: useCase.baseName,
            operation: useCase.operation,
            summary: summary,
            reasons: (decision?.reasons ?? []).map { Reason(rule: $0.rule, sentence: $0.sentence) },
            conformances: useCase.protocolName + (plan.useCaseInput ? ", UseCase" : ""),
            requirement: signature.requirement,
            signature: signature.implementation,
            inputFields: TemplateLine.lines(signature.inputFields),
            takesInput: plan.useCaseInput,
            otherRepositories: others,
            initParameters: TemplateLine.commaSeparated(parameters),
            testArguments: testArguments.joined(separator: ", "),
            makeParameters: (["repository: \(names.repositoryProtocol)Mock"] + others.map { "\($0.variable): \($0.mock) = \($0.mock)()" })
                .joined(separator: ", "),
            validates: useCase.validates,
            usesClock: useCase.usesClock,
            implemented: useCase.implemented,
            notImplemented: !useCase.implemented,
            bodyLines: TemplateLine.lines(body.lines),
            repositoryMethod: method,
            isFetchAll: useCase.kind == .fetchAll && useCase.implemented,
            isFetch: useCase.kind == .fetch && useCase.implemented,
            isDelete: useCase.kind == .delete && useCase.implemented,
            isWrite: [.create, .update, .custom].contains(useCase.kind) && useCase.implemented,
            executeNothing: signature.arguments(nil),
            executeEntity: signature.arguments(entity),
            executeFixture: signature.arguments("\(names.entity).fixture()"),
            executeID: signature.arguments("id"),
            executeSampleID: signature.arguments(SharedContext.idSample(1, plan: plan)),
            executeDefault: defaultArguments(signature),
            executeFailing: defaultArguments(signature),
            returnsValue: useCase.kind != .delete,
            untouched: method + "CallCount",
            operationLiteral: SwiftLiteral.string(useCase.operation),
            testName: Naming.upperFirst(useCase.operation),
            storedExpectations: TemplateLine.lines(expectations),
            hasExpectations: !expectations.isEmpty,
            startLines: TemplateLine.lines(startLines),
            hasStartLines: !startLines.isEmpty,
            // `var` only where the test changes the value, so tests compile with warnings as errors.
            arrangeBinding: useCase.reads.isEmpty && startLines.isEmpty ? "let" : "var",
            expectedBinding: expectations.isEmpty ? "let" : "var",
            keeps: DeleteRulesContext(plan: plan, useCase: useCase).tests,
            hasKeeps: !useCase.keeps.isEmpty
        )
    }

    /// The arguments of a call with a fixture value for the kind: nothing, an id, or a fixture entity.
    private func defaultArguments(_ signature: Signature) -> String {
        switch useCase.kind {
        case .fetchAll: return signature.arguments(nil)
        case .fetch, .delete: return signature.arguments(SharedContext.idSample(1, plan: plan))
        case .create, .update, .custom: return signature.arguments("\(plan.names.entity).fixture()")
        }
    }

    /// What the write must store beyond the entity given: `expected.isDone = true` per `sets:` entry.
    private var expectations: [String] {
        useCase.sets.map { assignment in
            switch assignment.value {
            case .literal(let literal): return "expected.\(assignment.field) = \(literal)"
            case .now: return "expected.\(assignment.field) = Self.now"
            case .toggle: return "expected.\(assignment.field).toggle()"
            case .clear: return "expected.\(assignment.field) = nil"
            }
        }
    }

    /// Where a `sets:` test starts: each field the operation sets holds something else first (`reminder.isDone =
    /// false`), so the test fails when the operation leaves the field alone, whatever the fixture's defaults are.
    private var startLines: [String] {
        let entity = plan.names.entityVariable
        return useCase.sets.compactMap { assignment in
            guard let field = plan.spec.fields.first(where: { $0.name == assignment.field }) else { return nil }
            let fixture = ModelContext.fixtureDefault(field, plan: plan)
            let start: String
            switch assignment.value {
            case .literal(let literal): start = literal == fixture ? ModelContext.alternative(field, plan: plan) : fixture
            // The tests' clock says 1_700_000_000; the record starts before it, or without a date.
            case .now: start = field.type.isOptional ? "nil" : "\(plan.frameworkNames.spell("Date"))(timeIntervalSince1970: 0)"
            case .toggle: start = fixture
            case .clear: start = ModelContext.alternative(field, plan: plan)
            }
            return "\(entity).\(field.name) = \(start)"
        }
    }

    private var summary: String {
        let entity = Naming.label(plan.names.entity).lowercased()
        switch useCase.kind {
        case .fetchAll: return "Loads every \(entity)."
        case .fetch: return "Loads one \(entity) by id."
        case .create: return "Creates \(Naming.withArticle(entity))."
        case .update: return "Saves changes to \(Naming.withArticle(entity))."
        case .delete:
            guard !useCase.keeps.isEmpty, let effect = plan.decision(for: useCase.operation)?.effect else {
                return "Deletes \(Naming.withArticle(entity))."
            }
            return "Deletes \(Naming.withArticle(entity)); \(effect)."
        case .custom:
            guard useCase.implemented, let effect = plan.decision(for: useCase.operation)?.effect else {
                return "`\(useCase.operation)` on \(Naming.withArticle(entity)): not written yet, the spec states no effect."
            }
            return "`\(useCase.operation)` on \(Naming.withArticle(entity)): \(effect)."
        }
    }

    /// `reminderListRepository`: the property holding another entity's repository.
    static func repositoryVariable(_ entity: String, plan: Plan) -> String {
        "\(Naming.lowerFirst(entity))\(plan.repositoryRole)"
    }

    /// `String(localized: "reminder list")`: how a missing reference names its entity to the user.
    static func referenceLabel(_ entity: String, plan: Plan) -> String {
        "\(plan.frameworkNames.spell("String"))(localized: \(SwiftLiteral.string(Naming.label(entity).lowercased())))"
    }

    /// The `execute` declarations per shape: seed 000's argument, or seed 001's `Input`.
    struct Signature {
        let plan: Plan
        let useCase: PlannedUseCase

        private var output: String? {
            let names = plan.names
            switch useCase.kind {
            case .fetchAll: return "[\(names.entity)]"
            case .fetch: return "\(names.entity)?"
            case .delete: return nil
            case .create, .update, .custom: return names.entity
            }
        }

        private var returns: String { output.map { " -> \($0)" } ?? "" }

        private var parameter: String {
            let names = plan.names
            switch useCase.kind {
            case .fetchAll: return ""
            case .fetch, .delete: return "id: \(names.idType)"
            case .create, .update, .custom: return "_ \(names.entityVariable): \(names.entity)"
            }
        }

        var requirement: String {
            plan.useCaseInput
                ? "func execute(_ input: \(useCase.implementationName).Input) async throws\(returns)"
                : "func execute(\(parameter)) async throws\(returns)"
        }

        var implementation: String {
            plan.useCaseInput ? "func execute(_ input: Input) async throws\(returns)" : requirement
        }

        /// The stored properties of seed 001's `Input`.
        var inputFields: [String] {
            parameter.isEmpty ? [] : ["let " + parameter.replacingOccurrences(of: "_ ", with: "")]
        }

        /// The arguments of a call passing `value` (nil for a list).
        func arguments(_ value: String?) -> String {
            let label = OperationCall.label(for: useCase.kind, names: plan.names)
            if plan.useCaseInput { return ".init(" + (label.map { "\($0): \(value ?? "")" } ?? "") + ")" }
            switch useCase.kind {
            case .fetchAll: return ""
            case .fetch, .delete: return "id: \(value ?? "")"
            case .create, .update, .custom: return value ?? ""
            }
        }
    }
}
