import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Docs/Templates.md, "Contexts", is the reference a team reads before editing an ejected template: each table must
/// list exactly the names its context type declares, and every plain example must be the value scaffold passes for
/// Tests/Fixtures/Specs/Wallet.yml (a row's record, a list's lookup and action, a form's picker, choices and operation
/// test, the wiring test, a UseCase's other repository and reference: issue 24's Expense, `ReferenceFixture`; a
/// delete's rule: its Category).
final class TemplateContextDocsTests: XCTestCase {
    /// Each documented context, built for the plan its table's examples describe.
    private func contexts() throws -> [String: any TemplateContext] {
        let layered = try Specs.plan(Specs.wallet())
        var json = Specs.wallet()
        json.persistence = .json
        let clean = try Planner(preset: .clean, roots: ProjectRoots(module: "App")).plan(json)
        let expense = try ReferenceFixture.expensePlan()
        let create = try XCTUnwrap(layered.useCases.first { $0.kind == .create })
        let expenseCreate = try XCTUnwrap(expense.useCases.first { $0.kind == .create })
        let category = try ReferenceFixture.categoryPlan(onDelete: .restrict)
        let categoryDelete = try XCTUnwrap(category.useCases.first { $0.kind == .delete })
        var shared = SharedContext(plan: layered)
        // Wallet shadows no framework type; a Task entity's tests would import it by name.
        shared.testImports = [TemplateLine(text: "@testable import struct App.Task")]
        return [
            "SharedContext": shared,
            "ModelContext": ModelContext(plan: layered),
            "ValidatorContext": ValidatorContext(plan: layered),
            "RepositoryTestContext": RepositoryTestContext(plan: layered),
            "DataSourceContext": DataSourceContext(plan: clean),
            "NavigationContext.Variables": NavigationContext(plan: layered).variables,
            "TestDoublesContext": TestDoublesContext(plan: layered),
            "ListViewModelContext.Variables": ListViewModelContext(plan: layered).variables,
            "OperationActions.Action": try XCTUnwrap(ListViewModelContext(plan: expense).variables.actions.first),
            "ReferenceContext.Lookup": try XCTUnwrap(ListViewModelContext(plan: expense).variables.lookups.first),
            "FormViewModelContext.Variables": FormViewModelContext(plan: layered).variables,
            "ReferenceContext.Picker": try XCTUnwrap(FormViewModelContext(plan: expense).variables.pickers.first),
            "ReferenceContext.Choice": try XCTUnwrap(FormViewModelContext(plan: expense).variables.choices.first),
            "FormViewModelContext.OperationTest": try XCTUnwrap(FormViewModelContext(plan: expense).variables.customs.first?.test),
            "CoordinatorContext.Variables": CoordinatorContext(plan: clean).variables,
            "CompositionRootContext.Variables": try XCTUnwrap(CompositionRootContext(plan: clean).variables),
            "ViewModelContext.Dependency": try XCTUnwrap(ViewModelContext(plan: layered).dependencies(
                ViewModelContext(plan: layered).operations(layered.listViewModel).map(ViewModelContext(plan: layered).call(for:))
            ).first),
            "ViewContext.Variables": ViewContext(plan: layered).variables,
            "ReferenceContext.RowRecord": try XCTUnwrap(ReferenceContext(plan: expense).rowRecords(state: "").first),
            "PreviewContext.Variables": PreviewContext(plan: layered).variables,
            "WiringTestContext.Variables": try XCTUnwrap(WiringTestContext(plan: expense).variables),
            "TransformationContext.Variables": TransformationContext(plan: layered, useCase: create).variables,
            "UseCaseContext.Variables": UseCaseContext(plan: layered, useCase: create).variables,
            "UseCaseContext.OtherRepository": try XCTUnwrap(UseCaseContext(plan: expense, useCase: expenseCreate).variables.otherRepositories.first),
            "UseCaseTestContext.Variables": UseCaseTestContext(plan: layered, useCase: create).variables,
            "UseCaseTestContext.Reference": try XCTUnwrap(UseCaseTestContext(plan: expense, useCase: expenseCreate).variables.references.first),
            "DeleteRulesContext.Keep": try XCTUnwrap(DeleteRulesContext(plan: category, useCase: categoryDelete).tests.first),
        ]
    }

    func testEveryContextTableListsExactlyItsTypesNames() throws {
        let tables = try DocumentedContexts.read()
        let contexts = try contexts()
        XCTAssertEqual(Set(tables.keys), Set(contexts.keys), "a `### … (`Type`)` section per typed context")
        for (type, context) in contexts {
            let documented = tables[type]?.map(\.name) ?? []
            XCTAssertEqual(documented, MustacheValues.names(of: context), "Docs/Templates.md, the \(type) table, in declaration order")
        }
    }

    func testPlainExamplesAreTheValuesScaffoldPasses() throws {
        let tables = try DocumentedContexts.read()
        var checked = 0
        for (type, context) in try contexts() {
            let values = context.values
            for row in tables[type] ?? [] {
                guard let example = row.plainExample, let value = values[row.name] else { continue }
                switch value {
                case let text as String: XCTAssertEqual(example, text, "\(type).\(row.name)")
                case let flag as Bool: XCTAssertEqual(example, String(flag), "\(type).\(row.name)")
                default: continue
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50, "the examples are read")
    }

    func testValuesLeaveOutNilAndNestContexts() throws {
        let validator = ValidatorContext(plan: try Specs.plan(Specs.wallet()))
        let cases = try XCTUnwrap(validator.values["testCases"] as? [[String: Any]])
        XCTAssertEqual(cases.first?["name"] as? String, "testNameNonEmpty")
        XCTAssertEqual((cases.first?["refusal"] as? [String: Any])?["value"] as? String, "\"   \"")
        let noRefusal = ValidatorContext.TestCase(
            name: "n", function: "f", title: "t", rule: "r", field: "x", accepted: "a", hasRefusal: false, refusal: nil
        )
        XCTAssertNil(noRefusal.values["refusal"], "nil is left out, so `{{#refusal}}` renders nothing")
        XCTAssertEqual(noRefusal.values.count, 7)
    }

    /// A UseCase's templates read three contexts merged into one (`UseCaseContext.values`), where a later name would
    /// hide an earlier one: none is shared, for a plain create and for one with references and a validator.
    func testTheUseCasesMergedContextsShareNoName() throws {
        for plan in [try Specs.plan(Specs.wallet()), try ReferenceFixture.expensePlan()] {
            for useCase in plan.useCases {
                let parts = [
                    MustacheValues.names(of: UseCaseContext(plan: plan, useCase: useCase).variables),
                    MustacheValues.names(of: UseCaseTestContext(plan: plan, useCase: useCase).variables),
                    MustacheValues.names(of: TransformationContext(plan: plan, useCase: useCase).variables),
                ].map { Set($0.filter { !$0.contains(".") }) }
                XCTAssertEqual(parts[0].intersection(parts[1]), [], useCase.operation)
                XCTAssertEqual(parts[0].union(parts[1]).intersection(parts[2]), [], useCase.operation)
            }
        }
    }

    /// `@Inlined`: a reference's control prints its picker's names as its own, and a form's custom operation its
    /// Action's and its test's, as the templates read them (`{{#controls}}{{noneLabel}}`, `{{#customs}}{{editLine}}`).
    func testInlinedContextsNamesJoinTheirHolders() throws {
        let form = FormViewModelContext(plan: try ReferenceFixture.expensePlan()).variables
        let reference = try XCTUnwrap(form.controls.first { $0.isReference })
        XCTAssertEqual(reference.values["noneLabel"] as? String, "\"None\"")
        XCTAssertEqual(reference.values["field"] as? String, "categoryID")
        XCTAssertNil(reference.values["picker"] ?? reference.values["_picker"], "no name of its own")
        let text = try XCTUnwrap(form.controls.first { $0.isText })
        XCTAssertNil(text.values["noneLabel"], "an absent picker adds no names, so `{{idType}}` reads the feature's")
        XCTAssertTrue(MustacheValues.names(of: reference).contains("missingLines.text"))
        XCTAssertFalse(MustacheValues.names(of: reference).contains { $0.contains("picker") })
        let custom = try XCTUnwrap(form.customs.first)
        XCTAssertEqual(custom.values["name"] as? String, "markReimbursed")
        XCTAssertEqual(custom.values["editLine"] as? String, "viewModel.draft.title = \"Edited\"")
        XCTAssertEqual(MustacheValues.names(of: custom).count, 17 + 13, "the Action's names, then the test's")
    }
}

/// The tables of Docs/Templates.md's "Contexts", by the type each section names in its heading.
private enum DocumentedContexts {
    struct Row {
        var name: String
        /// The example when it is one code span with no arrow (`{{q.List}}` → `List` is an illustration).
        var plainExample: String?
    }

    static func read() throws -> [String: [Row]] {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Templates.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        var tables: [String: [Row]] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                current = line.hasPrefix("### ") ? typeName(in: String(line)) : nil
                continue
            }
            guard let current, line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            tables[current, default: []].append(Row(name: unquoted(cells[1]) ?? cells[1], plainExample: unquoted(cells[3])))
        }
        return tables
    }

    /// `### Validator and ValidatorTests (`ValidatorContext`)` → `ValidatorContext`.
    private static func typeName(in heading: String) -> String? {
        guard let open = heading.range(of: "(`"), let close = heading.range(of: "`", range: open.upperBound..<heading.endIndex) else { return nil }
        return String(heading[open.upperBound..<close.lowerBound])
    }

    /// The text of a cell that is exactly one code span.
    private static func unquoted(_ cell: String) -> String? {
        guard cell.count >= 2, cell.hasPrefix("`"), cell.hasSuffix("`") else { return nil }
        let inner = cell.dropFirst().dropLast()
        return inner.contains("`") ? nil : String(inner)
    }
}
