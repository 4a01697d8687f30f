import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 24's Ledger: a Category, and an Expense whose `categoryID` names one (`reads:`).
enum ReferenceFixture {
    static func category() -> FeatureSpec {
        FeatureSpec(feature: "Category", fields: [Specs.field("name", "String", [.nonEmpty])], operations: Specs.crud)
    }

    static func expense(onDelete: DeleteRule? = nil, categoryType: String = "UUID?") -> FeatureSpec {
        var category = Specs.field("categoryID", categoryType)
        category.onDelete = onDelete
        var amount = Specs.field("amount", "Decimal", [.min(0)])
        amount.meaning = .currency
        return FeatureSpec(
            feature: "Expense",
            fields: [
                Specs.field("title", "String", [.nonEmpty]), amount, Specs.field("date", "Date"), Specs.field("note", "String?"),
                Specs.field("isReimbursed", "Bool"), category,
            ],
            operations: Specs.crud.enumerated().map { index, operation in
                var operation = operation
                operation.index = index
                if operation.kind == .create || operation.kind == .update {
                    operation.reads = [EntityReference(field: "categoryID", entity: "Category")]
                }
                return operation
            } + [Specs.op("markReimbursed", sets: [FieldAssignment(field: "isReimbursed", value: .literal("true"))],
                          index: 4).with(usedBy: ["ExpenseList", "ExpenseForm"])]
        )
    }

    static func project(_ specs: FeatureSpec...) -> ProjectFeatures { ProjectFeatures(specs) }

    static func expensePlan(preset: Preset = .layered, onDelete: DeleteRule? = nil) throws -> Plan {
        try Planner(preset: preset, roots: ProjectRoots(module: "App"), knownEntities: ["Category"],
                    project: project(category())).plan(expense(onDelete: onDelete))
    }

    static func categoryPlan(preset: Preset = .layered, onDelete: DeleteRule? = nil) throws -> Plan {
        try Planner(preset: preset, roots: ProjectRoots(module: "App"), knownEntities: ["Expense"],
                    project: project(category(), expense(onDelete: onDelete))).plan(category())
    }
}

extension OperationSpec {
    func with(usedBy: [String]) -> OperationSpec {
        var copy = self
        copy.usedBy = usedBy
        return copy
    }
}

final class ReferencePlanTests: XCTestCase {
    func testAReferenceIsChosenThroughTheReferencedListUseCaseByItsDisplayField() throws {
        let plan = try ReferenceFixture.expensePlan()
        let reference = try XCTUnwrap(plan.references.first)
        XCTAssertEqual(reference.field, "categoryID")
        XCTAssertEqual(reference.entity, "Category")
        // No `display:`: the first non-optional String field.
        XCTAssertEqual(reference.display, "name")
        XCTAssertEqual(reference.listUseCase?.protocolName, "FetchCategoriesUseCaseProtocol")
    }

    func testTheReferencedListServesOtherScreensSoItIsAUseCase() throws {
        let plan = try ReferenceFixture.categoryPlan()
        let list = try XCTUnwrap(plan.decision(for: "list"))
        XCTAssertTrue(list.useCase)
        XCTAssertTrue(list.reasons.contains { $0.rule == "reusedAcrossViewModels" }, "\(list.reasons)")
        XCTAssertEqual(list.usedBy, ["CategoryList", "ExpenseList", "ExpenseForm"])
        // The other feature's view models are generated with it: no note asks the user to wire them.
        XCTAssertFalse(plan.notes.contains { $0.contains("ExpenseFormViewModel") }, "\(plan.notes)")
    }

    func testADeleteKeepsTheRecordsThatNameItWhole() throws {
        let plan = try ReferenceFixture.categoryPlan()
        let delete = try XCTUnwrap(plan.decision(for: "delete"))
        XCTAssertTrue(delete.useCase)
        XCTAssertEqual(delete.repositories, ["Category", "Expense"])
        XCTAssertTrue(delete.implemented)
        XCTAssertEqual(delete.effect, "keeps references whole: refused while an Expense.categoryID names it (restrict); then deletes the Category")
        let useCase = try XCTUnwrap(plan.useCases.first { $0.kind == .delete })
        XCTAssertEqual(useCase.keeps.map(\.onDelete), [.restrict])
        XCTAssertTrue(plan.artifacts.contains { $0.name == "CategoryOperationError" })
    }

    /// A delete that writes to another store runs in `DeleteOrder`'s order (issue 35, H1): everything read first, the
    /// record deleted, then the records naming it cleared, and those put back as they were when a step fails.
    func testTheDeleteStatementsReadFirstDeleteTheRecordThenClearAndUndoOnFailure() throws {
        let plan = try ReferenceFixture.categoryPlan(onDelete: .nullify)
        let useCase = try XCTUnwrap(plan.useCases.first { $0.kind == .delete })
        XCTAssertEqual(UseCaseBody(plan: plan, useCase: useCase).lines, [
            "// Everything read and checked before anything changes.",
            "guard let category = try await repository.fetch(id: id) else {",
            "    throw CategoryRepositoryError.notFound(id)",
            "}",
            "let expenses = try await expenseRepository.fetchAll()",
            "// The category first: should a later step fail and undoing it fail too, what is left names a category the",
            "// screens show as deleted, never records gone while their category stays (seed 000: \"Manage transactions\").",
            "try await repository.delete(id: id)",
            "var clearedExpenses: [Expense] = []",
            "do {",
            "    for var expense in expenses where expense.categoryID == id {",
            "        let stored = expense",
            "        expense.categoryID = nil",
            "        _ = try await expenseRepository.update(expense)",
            "        clearedExpenses.append(stored)",
            "    }",
            "} catch {",
            "    await undoDelete(of: category, clearedExpenses: clearedExpenses)",
            "    throw error",
            "}",
        ])
    }

    func testARestrictOnlyDeleteChecksThenDeletesItsOwnRecord() throws {
        let plan = try ReferenceFixture.categoryPlan(onDelete: .restrict)
        let useCase = try XCTUnwrap(plan.useCases.first { $0.kind == .delete })
        XCTAssertEqual(UseCaseBody(plan: plan, useCase: useCase).lines.last, "try await repository.delete(id: id)")
        XCTAssertEqual(UseCaseBody(plan: plan, useCase: useCase).lines.first, "let expenses = try await expenseRepository.fetchAll()")
    }

    func testAReferencedEntityWithoutAListCannotOfferChoices() {
        var category = ReferenceFixture.category()
        category.operations = [Specs.op("create")]
        XCTAssertThrowsError(try Planner(preset: .layered, roots: ProjectRoots(module: "App"), knownEntities: ["Category"],
                                         project: ReferenceFixture.project(category)).plan(ReferenceFixture.expense())) { error in
            guard case ScaffoldError.invalidSpec(let diagnostics) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(diagnostics.contains { $0.message.contains("Category has no list operation") }, "\(diagnostics)")
        }
    }
}
