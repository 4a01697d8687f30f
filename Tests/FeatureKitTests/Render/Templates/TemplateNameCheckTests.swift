@testable import FeatureKit
import Foundation
import ScaffoldCore
import XCTest

/// An override's unknown names and partials stop the run with the template, line, name and a "did you mean";
/// names the built-in template uses, or the context has, pass.
final class TemplateNameCheckTests: XCTestCase {
    private func templates(overrides: [String: String]) throws -> (TemplateSet, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("name-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in overrides {
            try text.write(to: folder.appendingPathComponent("\(name).mustache"), atomically: true, encoding: .utf8)
        }
        return (try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates()), overrides: folder), folder)
    }

    func testAnUnknownVariableInAnOverrideIsAnErrorWithItsPlaceAndTheClosestName() throws {
        let (set, folder) = try templates(overrides: ["RowView": "{{header}}\nstruct {{rowView}} {\n    let title = {{rowTitel}}\n}\n"])
        XCTAssertThrowsError(try Renderer(templates: set).render(Specs.plan(Specs.wallet()))) { error in
            guard case .invalidConfiguration(let diagnostics)? = error as? ScaffoldError else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics, [Diagnostic(
                .error, "template RowView uses `rowTitel`, which is not in its context",
                at: SourceLocation(file: folder.appendingPathComponent("RowView.mustache").path, line: 3, column: 17),
                hint: "did you mean `rowTitle`?"
            )])
        }
    }

    func testNamesTheBuiltInTemplateUsesPassEvenWhenThisContextLacksThem() throws {
        let builtIn = try String(contentsOf: XCTUnwrap(TemplateLocator.builtInTemplates()).appendingPathComponent("RowView.mustache"), encoding: .utf8)
        let (set, _) = try templates(overrides: ["RowView": builtIn + "\n// {{#hasRowSubtitle}}{{rowSubtitle}}{{/hasRowSubtitle}}\n"])
        let files = try Renderer(templates: set).render(Specs.plan(Specs.wallet())).files
        XCTAssertTrue(files.contains { $0.path.hasSuffix("WalletRow.swift") })
    }

    func testAnUnknownPartialAndEveryProblemOfARunAreReportedAtOnce() throws {
        let (set, _) = try templates(overrides: [
            "RowView": "{{> JSONFileStorag}}\n{{#hasRowSubtitle}}x{{/hasRowSubtitel}}\n{{rowTitel}}\n",
        ])
        XCTAssertThrowsError(try Renderer(templates: set).render(Specs.plan(Specs.wallet()))) { error in
            guard case .invalidConfiguration(let diagnostics)? = error as? ScaffoldError else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.message), [
                "template RowView includes `{{> JSONFileStorag}}`, but no template has that name",
                "template RowView: `{{/hasRowSubtitel}}` does not close `{{#hasRowSubtitle}}`, opened at line 2",
                "template RowView uses `rowTitel`, which is not in its context",
            ])
            XCTAssertEqual(diagnostics.map(\.location?.line), [1, 2, 3])
            XCTAssertEqual(diagnostics.first?.hint, "did you mean `JSONFileStorage`?")
        }
    }

    func testInitChecksItsOverridesToo() throws {
        let (set, _) = try templates(overrides: ["InitReadme": "# {{modlue}}\n"])
        XCTAssertThrowsError(try InitGenerator(templates: set).render(InitRequest(appName: "Inari", preset: .layered))) { error in
            guard case .invalidConfiguration(let diagnostics)? = error as? ScaffoldError else { return XCTFail("\(error)") }
            XCTAssertEqual(diagnostics.map(\.message), ["template InitReadme uses `modlue`, which is not in its context"])
            XCTAssertEqual(diagnostics.first?.hint, "did you mean `module`?")
        }
    }

    func testTheVocabularyReadsDictionariesArraysAndValues() {
        struct Row { let title: String; let tags: [String] }
        let vocabulary = TemplateVocabulary(
            context: ["rows": [["title": "a", "nested": ["deep": true]]], "item": Row(title: "t", tags: []), "flag": Optional(Row(title: "u", tags: [])) as Any],
            builtInNames: ["fromBuiltIn"]
        )
        XCTAssertEqual(vocabulary.names, ["rows", "title", "nested", "deep", "item", "tags", "flag", "fromBuiltIn"])
    }
}
