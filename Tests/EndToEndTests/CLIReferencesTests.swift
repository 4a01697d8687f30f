import Foundation
import XCTest

/// Features that refer to each other are generated together: a feature whose field names another's records
/// regenerates that one (its delete keeps the references whole, its list serves the picker), and `destroy`
/// regenerates it without them.
final class CLIReferencesTests: XCTestCase {
    static let category = """
    feature: Category
    fields:
      - { name: name, type: String, rules: [nonEmpty] }

    """

    static let expense = """
    feature: Expense
    fields:
      - { name: title, type: String, rules: [nonEmpty] }
      - { name: categoryID, type: "UUID?", onDelete: nullify }
    operations:
      - { name: list, kind: fetchAll }
      - { name: create, kind: create, reads: { categoryID: Category } }
      - { name: update, kind: update, reads: { categoryID: Category } }
      - { name: delete, kind: delete }

    """

    private let deleteCategory = "Sources/App/UseCases/DeleteCategoryUseCase.swift"
    private let fetchCategories = "Sources/App/UseCases/FetchCategoriesUseCase.swift"

    func testAReferenceRegeneratesTheReferencedFeatureAndDestroyUndoesIt() throws {
        let workspace = try Workspace("references")
        XCTAssertEqual(try workspace.feature(spec: try workspace.writeSpec(Self.category, named: "Category.yml")).exitCode, 0)
        XCTAssertNil(try workspace.projectSnapshot().text(deleteCategory), "alone, Category's delete is plain CRUD")

        let output = try workspace.feature(spec: try workspace.writeSpec(Self.expense, named: "Expense.yml"))

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(output.stdout.contains("create     \(deleteCategory)"), output.transcript)
        XCTAssertTrue(output.stdout.contains("create     \(fetchCategories)"), output.transcript)
        XCTAssertFalse(output.stdout.contains("identical"), "unchanged files of Category are not listed:\n\(output.transcript)")
        let snapshot = try workspace.projectSnapshot()
        XCTAssertTrue(try XCTUnwrap(snapshot.text(deleteCategory)).contains("expense.categoryID = nil"), "nullify")
        XCTAssertNotNil(snapshot.text(".scaffold/specs/Category.json"))
        XCTAssertNotNil(snapshot.text(".scaffold/specs/Expense.json"))

        let destroy = try workspace.run(["destroy", "feature", "Expense", "--root", "project"])

        XCTAssertEqual(destroy.exitCode, 0, destroy.transcript)
        let after = try workspace.projectSnapshot()
        XCTAssertNil(after.text(deleteCategory), "Category's delete is plain CRUD again:\n\(destroy.transcript)")
        XCTAssertNil(after.text(fetchCategories))
        XCTAssertFalse(after.paths.contains { path in (after.text(path) ?? "").contains("ExpenseRepository") && path.hasPrefix("Sources/") },
                       "nothing left names Expense's repository")
    }
}
