import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Decisions for whole operations, as `plan` reports them.
final class DeciderTests: XCTestCase {
    func testPureCRUDWithoutRulesGoesToTheRepositoryDirectly() throws {
        let plan = try Specs.plan(Specs.wallet(fields: [Specs.field("count", "Int")]))
        for decision in plan.decisions {
            XCTAssertFalse(decision.useCase, decision.operation)
            XCTAssertEqual(decision.reasons.map(\.rule), ["repositoryDirect"])
        }
        XCTAssertTrue(plan.useCases.isEmpty)
    }

    /// Seed 000's AddReminderUseCase prepares text ("Business logic: data preparation"): a write of text does too,
    /// which is a data transformation, so a UseCase — unless the spec says `transformation: false`.
    func testWritingTextPreparesItInAUseCase() throws {
        let plan = try Specs.plan(Specs.wallet(fields: [Specs.field("name", "String"), Specs.field("note", "String?")]))
        XCTAssertEqual(plan.decisions.map(\.useCase), [false, true, true, false])
        let create = try XCTUnwrap(plan.decision(for: "create"))
        XCTAssertEqual(create.reasons.map(\.rule), ["transformation"])
        XCTAssertTrue(create.reasons[0].sentence.contains("prepares `name` and `note` before storing"), create.reasons[0].sentence)

        // A `String` id says which record it is (a `let` of the model): it is never prepared.
        let identified = try Specs.plan(Specs.wallet(fields: [Specs.field("id", "String"), Specs.field("name", "String")]))
        let sentence = try XCTUnwrap(identified.decision(for: "create")?.reasons.first?.sentence)
        XCTAssertTrue(sentence.contains("prepares `name` before storing"), sentence)

        let stated = [Specs.op("list"), Specs.op("create", transformation: false, index: 1)]
        let direct = try Specs.plan(Specs.wallet(fields: [Specs.field("name", "String")], operations: stated))
        XCTAssertEqual(direct.decision(for: "create")?.reasons.map(\.rule), ["repositoryDirect"])
    }

    func testFieldRulesMakeCreateAndUpdateUseCases() throws {
        let plan = try Specs.plan(Specs.wallet())
        XCTAssertEqual(plan.decisions.map(\.useCase), [false, true, true, false])
        XCTAssertEqual(plan.decision(for: "create")?.reasons.map(\.rule), ["validation", "transformation"])
        XCTAssertEqual(plan.useCases.map(\.implementationName), ["CreateWalletUseCase", "UpdateWalletUseCase"])
        XCTAssertTrue(plan.useCases.allSatisfy(\.validates))
    }

    func testCustomOperationWithNothingStatedIsAUseCaseOutOfDoubt() throws {
        let plan = try Specs.plan(Specs.wallet(operations: Specs.crud + [Specs.op("archive", index: 4)]))
        let decision = try XCTUnwrap(plan.decision(for: "archive"))
        XCTAssertTrue(decision.useCase)
        XCTAssertEqual(decision.reasons.first?.rule, "doubt")
        XCTAssertTrue(decision.reasons[0].sentence.contains("doubt"))
        XCTAssertTrue(decision.reasons[0].sentence.contains("for archive, the spec does not say whether it validates"))
        XCTAssertEqual(plan.useCases.last?.implementationName, "ArchiveWalletUseCase")
    }

    func testReuseAcrossViewModelsRequiresAUseCase() throws {
        let delete = Specs.op("delete", usedBy: ["WalletList", "WalletDetail"], index: 3)
        let plan = try Specs.plan(Specs.wallet(operations: Array(Specs.crud.prefix(3)) + [delete]))
        let decision = try XCTUnwrap(plan.decision(for: "delete"))
        XCTAssertTrue(decision.useCase)
        XCTAssertEqual(decision.reasons.map(\.rule), ["reusedAcrossViewModels"])
        XCTAssertTrue(plan.notes.contains { $0.contains("WalletDetailViewModel") })
    }

    func testSeveralRepositoriesRequireAUseCase() throws {
        let transfer = Specs.op("transfer", validation: false, transformation: false, repositories: ["Wallet", "Transaction"], usedBy: ["WalletList"], index: 4)
        let plan = try Specs.plan(Specs.wallet(operations: Specs.crud + [transfer]), known: ["Transaction"])
        let decision = try XCTUnwrap(plan.decision(for: "transfer"))
        XCTAssertEqual(decision.reasons.map(\.rule), ["doubt", "multipleRepositories"])
        XCTAssertEqual(plan.useCases.last?.repositories, ["Wallet", "Transaction"])
    }

    func testTransformationRequiresAUseCase() throws {
        let list = Specs.op("list", transformation: true)
        let plan = try Specs.plan(Specs.wallet(fields: [Specs.field("name", "String")], operations: [list]))
        XCTAssertEqual(plan.decision(for: "list")?.reasons.map(\.rule), ["transformation"])
        XCTAssertEqual(plan.useCases.map(\.implementationName), ["FetchWalletsUseCase"])
    }

    func testExplicitUseCaseTrueIsAlwaysAllowed() throws {
        let plan = try Specs.plan(Specs.wallet(fields: [Specs.field("name", "String")], operations: [Specs.op("list", useCase: true)]))
        XCTAssertEqual(plan.decision(for: "list")?.reasons.map(\.rule), ["explicit"])
        XCTAssertTrue(plan.decision(for: "list")?.useCase ?? false)
    }

    func testUseCaseFalseAgainstARequiredRuleIsAnErrorNamingTheRule() {
        let create = Specs.op("create", transformation: false, useCase: false, index: 1)
        XCTAssertThrowsError(try Specs.plan(Specs.wallet(operations: [Specs.op("list"), create]))) { error in
            guard case .invalidSpec(let diagnostics)? = error as? ScaffoldError else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.count, 1)
            XCTAssertTrue(diagnostics[0].message.contains("rule 'validation'"), diagnostics[0].message)
            XCTAssertEqual(diagnostics[0].keyPath, "operations[1].useCase")
            XCTAssertNotNil(diagnostics[0].hint)
        }
    }

    func testUseCaseFalseOnACustomOperationNamesPureCRUD() {
        let custom = Specs.op("archive", validation: false, transformation: false, repositories: ["Wallet"], usedBy: ["WalletList"], useCase: false)
        XCTAssertThrowsError(try Specs.plan(Specs.wallet(fields: [Specs.field("name", "String")], operations: [Specs.op("list"), custom]))) { error in
            XCTAssertTrue((error as? ScaffoldError)?.diagnostics.first?.message.contains("rule 'pureCRUD'") ?? false)
        }
    }

    func testUseCaseFalseWhereTheRulesAllowIsKept() throws {
        let plan = try Specs.plan(Specs.wallet(operations: [Specs.op("list", useCase: false)]))
        XCTAssertEqual(plan.decision(for: "list")?.reasons.map(\.rule), ["repositoryDirect", "explicit"])
    }

    func testEveryContradictionIsReportedAtOnce() {
        let create = Specs.op("create", transformation: false, useCase: false, index: 1)
        let update = Specs.op("update", transformation: false, useCase: false, index: 2)
        XCTAssertThrowsError(try Specs.plan(Specs.wallet(operations: [Specs.op("list"), create, update]))) { error in
            XCTAssertEqual((error as? ScaffoldError)?.diagnostics.count, 2)
        }
    }

    func testTwoOperationsOfOneCRUDKindAreRefused() {
        let spec = Specs.wallet(operations: [Specs.op("list"), Specs.op("all", .fetchAll, index: 1)])
        XCTAssertThrowsError(try Specs.plan(spec)) { error in
            XCTAssertEqual((error as? ScaffoldError)?.diagnostics.first?.keyPath, "operations[1].kind")
        }
    }

    func testPlanIsCodableData() throws {
        let plan = try Specs.plan(Specs.wallet())
        let data = try JSONEncoder().encode(plan)
        XCTAssertEqual(try JSONDecoder().decode(Plan.self, from: data), plan)
    }
}
