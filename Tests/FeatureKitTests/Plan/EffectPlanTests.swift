import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What a custom operation does is what its spec says (design.md): `sets:` and `reads:` become a UseCase
/// scaffold writes; an unstated effect becomes a UseCase that is the team's to write, and says so.
final class EffectPlanTests: XCTestCase {
    private func reminder(_ operations: [OperationSpec]) -> FeatureSpec {
        FeatureSpec(
            feature: "Reminder",
            fields: [
                Specs.field("title", "String", [.nonEmpty]), Specs.field("isDone", "Bool"),
                Specs.field("doneAt", "Date?"), Specs.field("listID", "UUID?"),
            ],
            operations: [Specs.op("list"), Specs.op("create", index: 1)] + operations
        )
    }

    func testAStatedEffectIsWrittenAndSaidInThePlan() throws {
        let complete = Specs.op("complete", sets: [FieldAssignment(field: "isDone", value: .literal("true")), FieldAssignment(field: "doneAt", value: .now)], index: 2)
        let plan = try Specs.plan(reminder([complete]))
        let decision = try XCTUnwrap(plan.decision(for: "complete"))
        XCTAssertTrue(decision.implemented)
        XCTAssertEqual(decision.effect, "sets isDone = true, doneAt = now; then writes the Reminder")
        XCTAssertTrue(decision.reasons.map(\.rule).contains("transformation"))
        let useCase = try XCTUnwrap(plan.useCases.first { $0.operation == "complete" })
        XCTAssertTrue(useCase.usesClock)
        let body = UseCaseBody(plan: plan, useCase: useCase).lines
        XCTAssertEqual(body, [
            // The guard (a Bool it sets already has that value: nothing to do), the change, then data preparation (the
            // text it writes), validation, and the write.
            "var reminder = reminder", "guard reminder.canComplete else {",
            "    throw ReminderOperationError.notAvailable(operation: String(localized: \"Complete\"))", "}",
            "reminder.isDone = true", "reminder.doneAt = now()", "reminder = prepare(reminder)",
            "try validator.validate(reminder)", "return try await repository.update(reminder)",
        ])
        XCTAssertEqual(plan.artifacts.first { $0.subject == "complete" && $0.kind == .useCase }?.mode, .regenerate)
    }

    func testAReadChecksTheOtherRepositoryBeforeTheWrite() throws {
        let move = Specs.op("move", reads: [EntityReference(field: "listID", entity: "ReminderList")], index: 2)
        let plan = try Specs.plan(reminder([move]), known: ["ReminderList"])
        let decision = try XCTUnwrap(plan.decision(for: "move"))
        XCTAssertTrue(decision.implemented)
        XCTAssertEqual(decision.repositories, ["Reminder", "ReminderList"])
        XCTAssertTrue(decision.reasons.map(\.rule).contains("multipleRepositories"))
        let useCase = try XCTUnwrap(plan.useCases.first { $0.operation == "move" })
        XCTAssertEqual(useCase.repositories, ["Reminder", "ReminderList"])
        let body = UseCaseBody(plan: plan, useCase: useCase).lines
        XCTAssertEqual(Array(body.suffix(6)), [
            "if let id = reminder.listID {",
            "    guard try await reminderListRepository.fetch(id: id) != nil else {",
            "        throw ReminderOperationError.referenceNotFound(String(localized: \"reminder list\"))",
            "    }",
            "}",
            "return try await repository.update(reminder)",
        ])
        XCTAssertTrue(plan.artifacts.contains { $0.name == "ReminderOperationError" })
    }

    func testAnUnstatedEffectIsTheTeamsToWriteAndThePlanSaysSo() throws {
        let plan = try Specs.plan(reminder([Specs.op("archive", index: 2)]))
        let decision = try XCTUnwrap(plan.decision(for: "archive"))
        XCTAssertFalse(decision.implemented)
        XCTAssertEqual(decision.unwritten, "the spec states no effect for archive (no `sets:` or `reads:`)")
        XCTAssertTrue(decision.effect?.contains("throws notImplemented and is yours to write") == true)
        let useCase = try XCTUnwrap(plan.useCases.first { $0.operation == "archive" })
        XCTAssertEqual(UseCaseBody(plan: plan, useCase: useCase).lines.last,
                       "throw ReminderOperationError.notImplemented(operation: \"archive\")")
        // Created once and never overwritten: the team writes the body and its tests.
        let files = plan.artifacts.filter { $0.subject == "archive" }
        XCTAssertEqual(Set(files.map(\.kind)), [.useCase, .test])
        XCTAssertTrue(files.allSatisfy { $0.mode == .createOnly })
    }

    func testARepositoryWhoseUseIsUnstatedLeavesTheUseCaseToTheTeam() throws {
        let transfer = Specs.op("transfer", repositories: ["Reminder", "Ledger"], index: 2)
        let plan = try Specs.plan(reminder([transfer]), known: ["Ledger"])
        let decision = try XCTUnwrap(plan.decision(for: "transfer"))
        XCTAssertFalse(decision.implemented)
        XCTAssertTrue(decision.unwritten?.contains("does not say how transfer uses Ledger") == true, decision.unwritten ?? "")
    }

    func testTheWiringTestNeedsAListAndACreateThatScaffoldWrites() throws {
        XCTAssertTrue(try Specs.plan(Specs.wallet()).hasWiringTest)
        XCTAssertTrue(try Specs.plan(Specs.wallet()).artifacts.contains { $0.name == "WalletWiringTests" })
        XCTAssertFalse(try Specs.plan(Specs.wallet(operations: [Specs.op("list")])).hasWiringTest)
    }

    func testShadowingAFrameworkNameIsANoteWhenOtherFeaturesExist() throws {
        let task = FeatureSpec(feature: "Task", fields: [Specs.field("title", "String")], operations: Specs.crud)
        XCTAssertEqual(try Specs.plan(task).notes, [])
        let notes = try Specs.plan(task, known: ["Wallet"]).notes
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes[0].contains("entity Task shadows Swift's `Task`"), notes[0])
        XCTAssertTrue(notes[0].contains("the features generated before that name it are regenerated with Task"), notes[0])
        XCTAssertTrue(notes[0].contains("write `Swift.Task` where you mean Swift's"), notes[0])
    }
}
