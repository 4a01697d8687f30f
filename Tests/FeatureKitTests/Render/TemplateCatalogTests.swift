import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `scaffold templates`: each template's origin, and ejecting a built-in one.
final class TemplateCatalogTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "template-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "overrides"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func catalog(overrides: [String: String]) throws -> TemplateCatalog {
        for (name, text) in overrides {
            try Data(text.utf8).write(to: folder.appending(path: "overrides/\(name).mustache"))
        }
        let builtIn = try XCTUnwrap(TemplateLocator.builtInTemplates())
        return TemplateCatalog(
            builtIn: try TemplateLoader.load(builtIn: builtIn),
            effective: try TemplateLoader.load(builtIn: builtIn, overrides: folder.appending(path: "overrides"))
        )
    }

    func testEntriesSayWhereEachTemplateComesFrom() throws {
        let entries = try catalog(overrides: ["Model": "// mine\n"]).entries
        XCTAssertEqual(entries.map(\.name), entries.map(\.name).sorted())
        let model = try XCTUnwrap(entries.first { $0.name == "Model" })
        XCTAssertEqual(model.origin, .override)
        XCTAssertEqual(model.path, ".scaffold/templates/Model.mustache")
        XCTAssertNil(model.note)
        let view = try XCTUnwrap(entries.first { $0.name == "ListView" })
        XCTAssertEqual(view.origin, .builtIn)
        XCTAssertTrue(view.path.hasSuffix("Templates/ListView.mustache"), view.path)
        XCTAssertTrue(entries.contains { $0.name == "AppEnvironment" && $0.origin == .builtIn })
    }

    func testAnOverrideThatReplacesNothingIsFlaggedWithASuggestion() throws {
        let entries = try catalog(overrides: ["Modle": "x"]).entries
        let stray = try XCTUnwrap(entries.first { $0.name == "Modle" })
        XCTAssertEqual(stray.note, "no built-in template is named Modle, so nothing uses this file; did you mean Model?")
    }

    func testEjectCopiesTheBuiltInTextCreateOnlyUnlessReplacing() throws {
        let catalog = try catalog(overrides: [:])
        let changes = try XCTUnwrap(catalog.eject("RowView", replacing: false))
        XCTAssertEqual(changes.files.map(\.path), [".scaffold/templates/RowView.mustache"])
        XCTAssertEqual(changes.files.first?.contents, catalog.builtIn.sources["RowView"]?.text)
        XCTAssertEqual(changes.files.first?.mode, .createOnly)
        XCTAssertEqual(catalog.eject("RowView", replacing: true)?.files.first?.mode, .regenerate)
    }

    func testUnknownNamesHaveNoEjectButASuggestion() throws {
        let catalog = try catalog(overrides: [:])
        XCTAssertNil(catalog.eject("ListVeiw", replacing: false))
        XCTAssertEqual(catalog.suggestion(for: "ListVeiw"), "ListView")
        XCTAssertNil(catalog.suggestion(for: "Zebra"))
    }

    func testABrokenOverrideIsAnErrorAtItsFileAndLine() throws {
        let catalog = try catalog(overrides: ["Model": "line one\n{{#open}}\n"])
        XCTAssertThrowsError(try catalog.effective.library()) { error in
            let diagnostic = (error as? ScaffoldError)?.diagnostics.first
            XCTAssertTrue(diagnostic?.location?.file.hasSuffix("overrides/Model.mustache") ?? false, "\(error)")
            XCTAssertNotNil(diagnostic?.location?.line)
        }
    }
}
