import ScaffoldCore

/// One UseCase and its tests: its signature (by argument, or seed 001's `Input`), dependencies and body (`UseCaseBody`),
/// seed 000's data preparation and sorted list, and what its tests arrange and expect. Signatures, calls and statements
/// are Swift made here: they follow the preset's UseCase shape, its injection and the spec's rules.
struct UseCaseContext: Encodable {
    /// The UseCase's protocol.
    var useCaseProtocol: String
    /// Its implementation, the type the file declares.
    var useCaseType: String
    /// Its name before the preset's naming style, which its tests' type is named after.
    var useCaseBase: String
    /// The spec's operation.
    var operation: String
    /// The operation's name, capitalized, for a test's name.
    var testName: String
    /// What it does, one sentence for its documentation.
    var summary: String
    /// Why the operation is a UseCase, as the rules decided (seed 000, UseCase usage criteria): each a rule and a sentence.
    var reasons: [DecisionReason]
    /// The protocol's `execute` requirement.
    var requirement: String
    /// The implementation's `execute` declaration.
    var signature: String
    /// It takes an `Input` (seed 001's shape), conforming to `UseCase` too.
    var takesInput: Bool
    /// The stored properties of its `Input`, one a line.
    var inputFields: [TemplateLine]
    /// The repositories of other entities it reads or keeps whole.
    var otherRepositories: [OtherRepository]
    /// Its initializer parameters, one a line.
    var initParameters: [TemplateLine]
    /// The tests' arguments making it.
    var testArguments: String
    /// The parameters of the tests' factory.
    var makeParameters: String
    /// The tests' arguments to their factory: the repository and each referenced entity's mock.
    var makeArguments: String
    /// It validates before writing.
    var validates: Bool
    /// It sets a date from `now`.
    var usesClock: Bool
    /// The spec says what it does, so scaffold wrote its body; else the body is yours to write.
    var implemented: Bool
    /// Not written, and offered by the screens only once it is (`UnwrittenOffer`): it declares `isImplemented = false`,
    /// which its protocol's extension makes true for every other conforming type.
    var offeredOnceWritten: Bool
    /// The statements of `execute`, one a line.
    var bodyLines: [TemplateLine]
    /// The list of a remote feature: it hands on the repository's page (`RemoteArtifacts`).
    var pages: Bool
    /// The repository method it calls.
    var repositoryMethod: String
    /// It returns every record.
    var isFetchAll: Bool
    /// The list's load: it hands on what the persisting store could not show (`storageNotice()`), for the list to say.
    var forwardsNotice: Bool
    /// It returns one record by id.
    var isFetch: Bool
    /// It deletes by id.
    var isDelete: Bool
    /// It stores a record: create, update or a custom operation.
    var isWrite: Bool
    /// `execute` returns a value.
    var returnsValue: Bool
    /// The arguments of a call passing nothing.
    var executeNothing: String
    /// The arguments of a call passing the test's record.
    var executeEntity: String
    /// The arguments of a call passing `id`.
    var executeID: String
    /// The arguments of a call passing the id of the test's record (`entityVariable`), so a fetch test proves that
    /// id reaches the repository (issue 35 H3: a fresh `UUID()` never matched the fixture's).
    var executeEntityID: String
    /// The arguments of a call with a value for its kind: nothing, a sample id or a fixture.
    var executeDefault: String
    /// The arguments of a paging list's call asking for the page `next`: `page: next`, or `.init(page: next)` where
    /// seed 001's `Input` carries the page.
    var executeNextPage: String
    /// The same for the test's second page, `PageToken("2")`.
    var executeSecondPage: String
    /// What the stored record must hold beyond the record given (`sets:`), one a line.
    @Flagged var storedExpectations: [TemplateLine]
    /// What the test's record holds before the write, so it fails when the write leaves a field alone, one a line.
    @Flagged var startLines: [TemplateLine]
    /// How the store test binds its record: `var` only where the test changes it.
    var arrangeBinding: String
    /// How the store test binds what it expects: `var` only where the test changes it.
    var expectedBinding: String
    /// One entry per `reads:` reference the UseCase checks.
    @Flagged var references: [Reference]
    /// The entity the missing-reference test leaves out; absent without `reads:`.
    var missingEntity: String?
    /// The error that test expects, as Swift.
    var missingError: String?
    /// A validating write's test refusing an invalid record: the field, the value it sets and the error it expects;
    /// absent when it has none (no rule's value can be refused alone, on a field `sets:` does not overwrite).
    var refusal: ValidatorContext.Refusal?
    /// One test per reference a delete keeps whole.
    var keeps: [Keep]
    /// A delete that writes to other stores: the method undoing its writes when one fails; absent otherwise.
    var undo: Undo?
    /// Its tests over the fixtures' failing stores; absent otherwise.
    var spanning: Spanning?
    /// What it does besides deleting the record, for the list's confirmation; absent otherwise.
    var effect: Effect?
    /// The delete reads the record before writing (to put it back), so its mock-based tests stub `fetch(id:)`.
    var readsRecordFirst: Bool
    /// A write trims its text fields and stores empty optional text as nil before validating (seed 000, data preparation).
    var prepares: Bool
    /// The text fields a write prepares; empty when it does not prepare.
    var preparations: [Preparation]
    /// The UseCase's tests check the preparation.
    var hasPreparationTest: Bool
    /// The required text field the test pads with spaces and a newline.
    var probeField: String?
    /// That field's value once trimmed, as Swift.
    var probeValue: String?
    /// The optional text field the test blanks, expecting nil.
    var blankField: String?
    /// The field a list is returned sorted by; absent when the list is not sorted.
    var sortField: String?
    /// The same, capitalized, for a test's name.
    var sortFieldTitle: String?

    /// The repository of another entity a UseCase reads (`reads:`) or keeps whole (`onDelete:`).
    struct OtherRepository: Encodable {
        /// The UseCase's property holding it.
        var variable: String
        /// Its protocol.
        var protocolName: String
        /// The production repository.
        var implementation: String
        /// The protocol's test double.
        var mock: String
    }

    /// A referenced entity the UseCase checks exists before writing (`reads:`), as its tests arrange it.
    struct Reference: Encodable {
        /// The UseCase's property holding the entity's repository, and the tests' mock of it: `repository` where the
        /// field names the feature's own records (a category's `parentID`), whose mock the test has declared already.
        var variable: String
        /// Whether the test declares the mock: false for the feature's own entity (sweep fixture `self-reference`).
        var declaresMock: Bool
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

    /// A record the operation applies to (`OperationAvailability`), which its tests start from: the fixture with the
    /// test's id, in the state the operation's availability needs.
    var startingRecord: String
    /// A record it does not apply to, and the error refusing it; absent for an operation always available.
    var unavailable: Unavailable?

    /// A record an operation does not apply to, and how its UseCase refuses it.
    struct Unavailable: Encodable {
        /// The record, as Swift.
        var record: String
        /// The error it is refused with, as Swift (after the error type).
        var error: String
    }

    /// One text field a write prepares.
    struct Preparation: Encodable {
        /// The field's name.
        var field: String
        /// It is optional text: empty becomes nil; else it is required text, trimmed.
        var optional: Bool
    }

    init(plan: Plan, useCase: PlannedUseCase) {
        let names = plan.names, body = UseCaseBody(plan: plan, useCase: useCase)
        let entity = names.entityVariable
        (useCaseProtocol, useCaseType, useCaseBase) = (useCase.protocolName, useCase.implementationName, useCase.baseName)
        (operation, testName, summary) = (useCase.operation, Naming.upperFirst(useCase.operation), body.summary)
        reasons = plan.decision(for: useCase.operation)?.reasons ?? []
        // A remote list pages (`RemoteArtifacts`): the UseCase hands on the repository's page.
        let pages = useCase.kind == .fetchAll && RemoteArtifacts.supports(plan)
        let returns = (pages ? "Listing<\(names.entity)>" : Self.output(useCase.kind, names: names)).map { " -> \($0)" } ?? ""
        let parameter: String
        switch useCase.kind {
        case .fetchAll: parameter = pages ? "page: PageToken?" : ""
        case .fetch, .delete: parameter = "id: \(names.idType)"
        case .create, .update, .custom: parameter = "_ \(entity): \(names.entity)"
        }
        takesInput = plan.useCaseInput
        requirement = takesInput ? "func execute(_ input: \(useCase.implementationName).Input) async throws\(returns)" : "func execute(\(parameter)) async throws\(returns)"
        signature = takesInput ? "func execute(_ input: Input) async throws\(returns)" : requirement
        inputFields = TemplateLine.lines(parameter.isEmpty ? [] : ["let " + parameter.replacingOccurrences(of: "_ ", with: "")])
        otherRepositories = useCase.repositories.dropFirst().map { other in
            let repository = plan.repositoryNames(for: other)
            return OtherRepository(
                variable: plan.repositoryVariable(other), protocolName: repository.protocolName,
                implementation: repository.implementation, mock: repository.protocolName + "Mock"
            )
        }
        // A remote store has no production default (`Plan.initializerDefaults`); the validator and the clock keep theirs.
        let defaults = plan.injection == .initializerDefaults
        let value = { (text: String) in defaults ? " = \(text)" : "" }
        let store = { (text: String) in plan.initializerDefaults ? " = \(text)" : "" }
        initParameters = TemplateLine.commaSeparated(
            ["repository: any \(names.repositoryProtocol)" + store("\(names.repository).shared")]
                + otherRepositories.map { "\($0.variable): any \($0.protocolName)" + store("\($0.implementation).shared") }
                + (useCase.validates ? ["validator: \(names.validator)" + value("\(names.validator)()")] : [])
                + (useCase.usesClock ? ["now: @escaping @\(plan.q("Sendable")) () -> \(plan.q("Date"))" + value("{ \(plan.q("Date"))() }")] : [])
        )
        testArguments = (["repository: repository"] + otherRepositories.map { "\($0.variable): \($0.variable)" }
            + (useCase.validates ? ["validator: \(names.validator)()"] : []) + (useCase.usesClock ? ["now: { Self.now }"] : [])).joined(separator: ", ")
        // A delete that spans stores is also tested over the fixtures' failing stores, so its factory takes any store.
        let deletes = DeleteRules(plan: plan, useCase: useCase)
        let anyStore = useCase.implemented && deletes.spansStores
        makeParameters = ([anyStore ? "repository: any \(names.repositoryProtocol)" : "repository: \(names.repositoryProtocol)Mock"]
            + otherRepositories.map { "\($0.variable): \(anyStore ? "any \($0.protocolName)" : $0.mock) = \($0.mock)()" })
            .joined(separator: ", ")
        // A reference to the feature's own records is checked in `repository`, which the UseCase holds already.
        makeArguments = (["repository: repository"] + useCase.reads.filter { $0.entity != names.entity }
            .map { "\(plan.repositoryVariable($0.entity)): \(plan.repositoryVariable($0.entity))" })
            .joined(separator: ", ")
        (validates, usesClock, implemented) = (useCase.validates, useCase.usesClock, useCase.implemented)
        offeredOnceWritten = UseCaseBody.flagsUnwritten(useCase)
        bodyLines = TemplateLine.lines(body.lines)
        repositoryMethod = useCase.kind == .create ? "create" : pages ? "fetchPage"
            : plan.customRequest(useCase.operation)?.name ?? OperationCall.repositoryMethod(for: useCase.kind)
        self.pages = pages && implemented
        (isFetchAll, isFetch) = (useCase.kind == .fetchAll && implemented, useCase.kind == .fetch && implemented)
        forwardsNotice = useCase.kind == .fetchAll && plan.migration != nil
        (isDelete, isWrite) = (useCase.kind == .delete && implemented, [.create, .update, .custom].contains(useCase.kind) && implemented)
        returnsValue = useCase.kind != .delete
        // The tests call it as the screens do (`OperationCall.arguments`): seed 001's `Input` carries what the call
        // passes; a paging list's, the page (nil: the first).
        let operationSpec = plan.spec.operations.first { $0.name == useCase.operation } ?? OperationSpec(name: useCase.operation, kind: useCase.kind)
        let call = OperationCall(operation: operationSpec, plan: plan)
        let arguments = { (value: String?) in call.arguments(value ?? "") }
        // The fetch test asks for the fixture's own id: `idSample` of a UUID is `UUID()`, a fresh id each time it runs,
        // so asking with a second one expected another record's id (issue 35 H3; Tests/Fixtures/Sweep/fetch-usecase-test).
        (executeNothing, executeEntity, executeID) = (arguments(nil), arguments(entity), arguments("id"))
        executeEntityID = arguments("\(names.entityVariable).id")
        (executeNextPage, executeSecondPage) = (arguments("next"), arguments("PageToken(\"2\")"))
        switch useCase.kind {
        case .fetchAll: executeDefault = arguments(nil)
        case .fetch, .delete: executeDefault = arguments(plan.idSample(1))
        case .create, .update, .custom: executeDefault = arguments(plan.fixtureCall(AvailabilityContext.availableValues(operationSpec, plan: plan)))
        }
        storedExpectations = TemplateLine.lines(useCase.sets.map { $0.statement(on: "expected", now: "Self.now") })
        // Where the operation applies (`AvailabilityContext`): the tests' record starts there, in the state its
        // `enabledWhen:` names; a field that state holds is not the one a test breaks or pads.
        let available = AvailabilityContext.availableValues(operationSpec, plan: plan)
        let idName = plan.spec.idField?.name ?? "id"
        startingRecord = plan.fixtureCall(available.merging([idName: plan.idSample(1)]) { _, id in id })
        let required = Set((operationSpec.enabledWhen ?? []).map(\.field))
        unavailable = useCase.implemented && !body.availabilityGuard.isEmpty
            ? Unavailable(
                record: plan.fixtureCall(AvailabilityContext.unavailableValues(operationSpec, plan: plan)),
                error: ".notAvailable(operation: \(plan.q("String"))(localized: \(SwiftLiteral.string(Wording.action(operationSpec.name, entity: names.entity)))))"
            ) : nil
        // Where a `sets:` test starts: each field the operation sets holds something else first, so the test fails when
        // the operation leaves the field alone, whatever the fixture's defaults are.
        var startLines = TemplateLine.lines(useCase.sets.compactMap { assignment in
            guard let field = plan.spec.fields.first(where: { $0.name == assignment.field }) else { return nil }
            let fixture = plan.fixtureDefault(field)
            let start: String
            switch assignment.value {
            case .literal(let literal): start = literal == fixture ? plan.alternative(field) : fixture
            // The tests' clock says 1_700_000_000; the record starts before it, or without a date.
            case .now: start = field.type.isOptional ? "nil" : "\(plan.q("Date"))(timeIntervalSince1970: 0)"
            case .toggle: start = fixture
            case .clear: start = plan.alternative(field)
            }
            return "\(entity).\(field.name) = \(start)"
        })
        let setFields = Set(useCase.sets.map(\.field))
        startLines += TemplateLine.lines((operationSpec.enabledWhen ?? []).compactMap { entry in
            guard !setFields.contains(entry.field), let value = available[entry.field] else { return nil }
            return "\(entity).\(entry.field) = \(value)"
        })
        // `var` only where the test changes the value, so tests compile with warnings as errors.
        self.startLines = startLines
        arrangeBinding = useCase.reads.isEmpty && startLines.isEmpty ? "let" : "var"
        expectedBinding = useCase.sets.isEmpty ? "let" : "var"
        references = useCase.reads.compactMap { reference in
            guard let field = plan.spec.fields.first(where: { $0.name == reference.field }) else { return nil }
            let id = "\(field.name)Value", own = reference.entity == names.entity
            return Reference(
                variable: own ? "repository" : plan.repositoryVariable(reference.entity), declaresMock: !own,
                mock: plan.repositoryNames(for: reference.entity).protocolName + "Mock",
                entity: reference.entity, idLine: "let \(id) = \(plan.idSample(1, type: EffectValidator.referenceType(of: field.type) ?? "UUID"))",
                assignLine: "\(entity).\(field.name) = \(KnownTypes.isArray(field.type.unwrapped) ? "[\(id)]" : id)", id: id
            )
        }
        missingEntity = useCase.reads.first?.entity
        missingError = useCase.reads.first.map { ".referenceNotFound(\(plan.localizedLabel($0.entity)))" }
        let sets = Set(useCase.sets.map(\.field)).union(required)
        refusal = useCase.validates && useCase.implemented
            ? ValidatorContext.broken(ValidatorContext.testCases(plan)).first { !sets.contains($0.field) } : nil
        keeps = deletes.tests
        undo = useCase.implemented ? deletes.undo : nil
        spanning = deletes.spanningTests
        effect = deletes.effect
        readsRecordFirst = spanning != nil
        // Seed 000's "data preparation" on a write: the test pads a required text field and blanks an optional one, then
        // reads what reached the repository.
        (prepares, sortField) = (body.prepares, body.sortField)
        sortFieldTitle = sortField.map(Naming.upperFirst)
        let text = plan.spec.textFields
        preparations = prepares ? text.map { Preparation(field: $0.name, optional: $0.type.isOptional) } : []
        let requiredText = prepares ? text.first { !$0.type.isOptional && !sets.contains($0.name) } : nil
        let sample = requiredText.flatMap { field in plan.samples.first { $0.field == field.name }?.valid }
        (probeField, probeValue) = sample == nil ? (nil, nil) : (requiredText?.name, sample)
        blankField = prepares ? text.first { $0.type.isOptional && !sets.contains($0.name) }?.name : nil
        hasPreparationTest = probeField != nil || blankField != nil
    }

    /// What `execute` returns for a kind; nil for a delete.
    static func output(_ kind: OperationKind, names: TypeNames) -> String? {
        switch kind {
        case .fetchAll: return "[\(names.entity)]"
        case .fetch: return "\(names.entity)?"
        case .delete: return nil
        case .create, .update, .custom: return names.entity
        }
    }
}
