extension UseCaseContext {
    /// What the UseCase and UseCaseTests templates may print of the operation itself (its tests' arrangements are
    /// `UseCaseTestContext`'s, its data preparation `TransformationContext`'s). Docs/Templates.md, "UseCase", lists
    /// them with an example each. Signatures, calls and statements are Swift made here: they follow the preset's
    /// UseCase shape (seed 000's argument or seed 001's `Input`), its injection and the spec's rules.
    struct Variables: TemplateContext {
        /// The UseCase's protocol.
        var useCaseProtocol: String
        /// Its implementation, the type the file declares.
        var useCaseType: String
        /// The protocol's test double.
        var useCaseMock: String
        /// Its name before the preset's naming style (`CreateWalletUseCase`), which its tests' type is named after.
        var useCaseBase: String
        /// The spec's operation.
        var operation: String
        /// What it does, one sentence for its documentation.
        var summary: String
        /// Why the operation is a UseCase, as the rules decided.
        var reasons: [Reason]
        /// What the implementation conforms to.
        var conformances: String
        /// The protocol's `execute` requirement.
        var requirement: String
        /// The implementation's `execute` declaration.
        var signature: String
        /// The stored properties of its `Input`, one a line.
        var inputFields: [TemplateLine]
        /// It takes an `Input` (seed 001's shape).
        var takesInput: Bool
        /// The repositories of other entities it reads or keeps whole.
        var otherRepositories: [OtherRepository]
        /// Its initializer parameters, one a line.
        var initParameters: [TemplateLine]
        /// The tests' arguments making it.
        var testArguments: String
        /// The parameters of the tests' factory.
        var makeParameters: String
        /// It validates before writing.
        var validates: Bool
        /// It sets a date from `now`.
        var usesClock: Bool
        /// The spec says what it does, so scaffold wrote its body.
        var implemented: Bool
        /// The spec states no effect: its body is yours to write.
        var notImplemented: Bool
        /// The statements of `execute`, one a line.
        var bodyLines: [TemplateLine]
        /// The repository method it calls.
        var repositoryMethod: String
        /// It returns every record.
        var isFetchAll: Bool
        /// It returns one record by id.
        var isFetch: Bool
        /// It deletes by id.
        var isDelete: Bool
        /// It stores a record: create, update or a custom operation.
        var isWrite: Bool
        /// The arguments of a call passing nothing.
        var executeNothing: String
        /// The arguments of a call passing the test's record.
        var executeEntity: String
        /// The arguments of a call passing a fixture.
        var executeFixture: String
        /// The arguments of a call passing `id`.
        var executeID: String
        /// The arguments of a call passing a sample id.
        var executeSampleID: String
        /// The arguments of a call with a value for its kind: nothing, a sample id or a fixture.
        var executeDefault: String
        /// The same, for the test of a repository failure.
        var executeFailing: String
        /// `execute` returns a value.
        var returnsValue: Bool
        /// The repository mock's call count that stays 0 while the UseCase is not written.
        var untouched: String
        /// The operation's name, a string literal.
        var operationLiteral: String
        /// The operation's name, capitalized, for a test's name.
        var testName: String
        /// What the stored record must hold beyond the record given, one a line.
        var storedExpectations: [TemplateLine]
        /// There is at least one.
        var hasExpectations: Bool
        /// What the test's record holds before the write, so it fails when the write leaves a field alone.
        var startLines: [TemplateLine]
        /// There is at least one.
        var hasStartLines: Bool
        /// How the store test binds its record: `var` only where the test changes it.
        var arrangeBinding: String
        /// How the store test binds what it expects: `var` only where the test changes it.
        var expectedBinding: String
        /// One test per reference a delete keeps whole.
        var keeps: [DeleteRulesContext.Keep]
        /// There is at least one.
        var hasKeeps: Bool
    }

    /// One reason the rules made the operation a UseCase (seed 000, UseCase usage criteria).
    struct Reason: TemplateContext {
        /// The rule's name.
        var rule: String
        /// What it says about this operation.
        var sentence: String
    }

    /// The repository of another entity a UseCase reads (`reads:`) or keeps whole (`onDelete:`).
    struct OtherRepository: TemplateContext {
        /// The UseCase's property holding it.
        var variable: String
        /// Its protocol.
        var protocolName: String
        /// The production repository.
        var implementation: String
        /// The protocol's test double.
        var mock: String
    }
}
