import Foundation
import ScaffoldCore
import XCTest

/// A feature regenerated with another (`ChangeSet.adding(companion:)`): its files keep their own group, are
/// written only where the run changes what scaffold last wrote, and share the composition root's regions.
final class WriterCompanionTests: WriteTestCase {
    private let rootPath = "Sources/App/App/AppEnvironment.swift"

    private func root(_ regions: [(String, String)]) -> String {
        "final class AppEnvironment {\n"
            + regions.map { "    // scaffold:begin feature:\($0.0)\n    \($0.1)\n    // scaffold:end feature:\($0.0)\n\n" }.joined()
            + "    // scaffold:insert features\n}\n"
    }

    private func feature(_ name: String, files: [String: String], root body: String) -> ChangeSet {
        var all = files.map { GeneratedFile(path: $0.key, contents: $0.value) }
        all.append(GeneratedFile(path: rootPath, contents: root([(name, body)]), mode: .insertBetweenMarkers))
        return ChangeSet(files: all, group: "feature:\(name)")
    }

    func testACompanionKeepsItsGroupAndBothFeaturesGetTheirRegion() throws {
        try put(rootPath, root([("Category", "let category = 1")]))
        try apply(ChangeSet(files: [GeneratedFile(path: "Category.swift", contents: "v1\n")], group: "feature:Category"))

        let changes = feature("Expense", files: ["Expense.swift": "e\n"], root: "let expense = 2")
            .adding(companion: feature("Category", files: ["Category.swift": "v2\n", "DeleteCategory.swift": "d\n"], root: "let category = 3"))
        let report = try apply(changes)

        XCTAssertEqual(text(rootPath), root([("Category", "let category = 3"), ("Expense", "let expense = 2")]))
        XCTAssertEqual(text("Category.swift"), "v2\n")
        XCTAssertEqual(status(report, "DeleteCategory.swift"), .create)
        let manifest = try writer.manifest()
        XCTAssertEqual(manifest.files["Category.swift"]?.group, "feature:Category")
        XCTAssertEqual(manifest.files["DeleteCategory.swift"]?.group, "feature:Category")
        XCTAssertEqual(manifest.files["Expense.swift"]?.group, "feature:Expense")
    }

    func testACompanionFileThisRunDoesNotChangeIsLeftAloneAndUnreported() throws {
        try apply(ChangeSet(files: [GeneratedFile(path: "Category.swift", contents: "v1\n")], group: "feature:Category"))
        try put("Category.swift", "v1 edited by a person\n")

        let changes = ChangeSet(files: [GeneratedFile(path: "Expense.swift", contents: "e\n")], group: "feature:Expense")
            .adding(companion: ChangeSet(files: [GeneratedFile(path: "Category.swift", contents: "v1\n")], group: "feature:Category"))
        let report = try apply(changes)

        XCTAssertNil(status(report, "Category.swift"), "not changed by this run: no conflict, no line")
        XCTAssertEqual(text("Category.swift"), "v1 edited by a person\n")
    }

    func testACompanionsStaleFileCanBeDeleted() throws {
        try apply(ChangeSet(files: [GeneratedFile(path: "DeleteCategory.swift", contents: "d\n")], group: "feature:Category"))

        var changes = ChangeSet(files: [], deletions: ["DeleteCategory.swift"], group: "feature:Expense")
        changes.companionGroups = ["feature:Category"]
        let report = try apply(changes)

        XCTAssertEqual(status(report, "DeleteCategory.swift"), .delete)
        XCTAssertFalse(exists("DeleteCategory.swift"))
    }
}
