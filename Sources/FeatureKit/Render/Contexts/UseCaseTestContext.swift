import ScaffoldCore

/// What a UseCase's tests arrange and expect beyond the kind's basics: the refused value of a validating
/// write (on a field `sets:` does not overwrite), and per `reads:` entry the referenced entity's mock, the id
/// the entity names, and what must reach that mock.
struct UseCaseTestContext {
    let plan: Plan
    let useCase: PlannedUseCase

    var values: [String: Any] { variables.values }

    /// What the UseCase's tests arrange and expect beyond the kind's basics.
    var variables: Variables {
        let variables = useCase.reads.map { UseCaseContext.repositoryVariable($0.entity, plan: plan) }
        let sets = Set(useCase.sets.map(\.field))
        let refusal = ValidatorContext.testCases(plan).lazy.compactMap { testCase -> Refusal? in
            guard let refused = testCase.refusal, !sets.contains(testCase.field) else { return nil }
            return Refusal(field: testCase.field, value: refused.value, error: refused.error)
        }.first
        let missing = useCase.reads.first
        return Variables(
            references: references,
            hasReferences: !useCase.reads.isEmpty,
            makeArguments: (["repository: repository"] + variables.map { "\($0): \($0)" }).joined(separator: ", "),
            hasRefusal: useCase.validates && useCase.implemented && refusal != nil,
            refusal: refusal,
            missingEntity: missing?.entity,
            missingError: missing.map { ".referenceNotFound(\(UseCaseContext.referenceLabel($0.entity, plan: plan)))" }
        )
    }

    /// One entry per `reads:` reference: how the test gives the entity an id to check, and the mock that answers.
    private var references: [Reference] {
        let entity = plan.names.entityVariable
        return useCase.reads.compactMap { reference -> Reference? in
            guard let field = plan.spec.fields.first(where: { $0.name == reference.field }) else { return nil }
            let idType = EffectValidator.referenceType(of: field.type) ?? "UUID"
            let id = "\(field.name)Value"
            let value = KnownTypes.isArray(field.type.unwrapped) ? "[\(id)]" : id
            return Reference(
                variable: UseCaseContext.repositoryVariable(reference.entity, plan: plan),
                mock: plan.repositoryNames(for: reference.entity).protocolName + "Mock",
                entity: reference.entity,
                idLine: "let \(id) = \(SharedContext.idSample(1, type: idType, names: plan.frameworkNames))",
                assignLine: "\(entity).\(field.name) = \(value)",
                id: id
            )
        }
    }

    /// What the UseCaseTests template may print of the refused value and the references. Docs/Templates.md,
    /// "UseCase tests", lists them with an example each.
    struct Variables: TemplateContext {
        /// One entry per `reads:` reference the UseCase checks.
        var references: [Reference]
        /// There is at least one.
        var hasReferences: Bool
        /// The tests' arguments to their factory: the repository and each referenced entity's mock.
        var makeArguments: String
        /// A validating write has a test refusing an invalid record.
        var hasRefusal: Bool
        /// The value that test sets and the error it expects; absent when no rule's value can be refused alone.
        var refusal: Refusal?
        /// The entity the missing-reference test leaves out; absent without `reads:`.
        var missingEntity: String?
        /// The error that test expects, as Swift.
        var missingError: String?
    }

    /// A field the validating write refuses, on a field `sets:` does not overwrite.
    struct Refusal: TemplateContext {
        /// The field the test breaks.
        var field: String
        /// The refused value, as Swift.
        var value: String
        /// The error the validator throws, as Swift.
        var error: String
    }

    /// A referenced entity the UseCase checks exists before writing (`reads:`), as its tests arrange it.
    struct Reference: TemplateContext {
        /// The UseCase's property holding the entity's repository, and the tests' mock of it.
        var variable: String
        /// The mock's type.
        var mock: String
        /// The referenced entity.
        var entity: String
        /// The line declaring the id the test's record names.
        var idLine: String
        /// The line making the record name it.
        var assignLine: String
        /// That id's variable.
        var id: String
    }
}
