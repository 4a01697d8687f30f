@testable import FeatureKit
@testable import ScaffoldCore
import XCTest

/// A test file says each behaviour once for both frameworks: one template per test file, whose lines that differ between
/// XCTest and Swift Testing (the suite, the test attributes, the assertions) stand side by side under `{{#xctest}}` and
/// `{{^xctest}}` (issue 32: the twins gone). A project's Swift Testing override of before still renders Swift Testing's.
final class TemplatePairsTests: XCTestCase {
    func testEveryTestTemplateSaysBothFrameworksSideBySide() throws {
        let sources = try TemplateLoader.load().sources
        let tests = ["FormViewModelTests", "ListViewModelTests", "RepositoryTests", "UseCaseTests", "ValidatorTests", "WiringTests", "HomeTests",
                     "RemoteDataSourceTests", "RemoteLocalStoreTests", "RemoteDefaultsStoreTests", "RemoteRepositoryTests"]
            + NetworkFiles.all.map(\.template).filter { $0.hasSuffix("Tests") }
        for name in tests {
            let text = try XCTUnwrap(sources[name]?.text, name)
            XCTAssertTrue(text.contains("{{#xctest}}\nimport XCTest\n{{/xctest}}") && text.contains("import Testing"), name)
            XCTAssertNil(sources[name + TemplateSet.swiftTesting], "\(name) has a twin")
        }
    }

    /// The shared Arrange and Act steps reach the mocks through `{{doubles}}`: a `Doubles` value in XCTest, the suite's
    /// own properties in Swift Testing.
    func testViewModelTestsReachTheirMocksAsTheirFrameworkKeepsThem() throws {
        var plan = try Specs.plan(Specs.wallet())
        plan.style.tests = .xctest
        XCTAssertEqual(FeatureContext(plan: plan).doubles, "doubles.")
        XCTAssertTrue(FeatureContext(plan: plan).xctest)
        plan.style.tests = .swiftTesting
        XCTAssertEqual(FeatureContext(plan: plan).doubles, "")
        XCTAssertFalse(FeatureContext(plan: plan).xctest)
    }

    func testTestFilesImportTheAppAndItsShadowingEntitiesThroughOnePartial() throws {
        let sources = try TemplateLoader.load().sources
        let users = sources.values.filter { TemplateTags($0.text).tags.contains { $0.kind == .partial && $0.name == "TestImports" } }
        XCTAssertGreaterThanOrEqual(users.count, 7)
        for source in sources.values where source.name != "TestImports" {
            XCTAssertFalse(TemplateTags(source.text).names.contains("testImports"), "\(source.name) lists the imports itself")
        }
    }

    /// An override of a Swift Testing template of before (`UseCaseTests+Testing`) renders a Swift Testing plan's file, and
    /// says it should become part of the one template.
    func testASwiftTestingOverrideOfBeforeStillRendersSwiftTestingTests() throws {
        let builtIn = try TemplateLoader.load()
        var sources = builtIn.sources
        let path = ".scaffold/templates/ValidatorTests+Testing.mustache"
        sources["ValidatorTests+Testing"] = TemplateSet.Source(name: "ValidatorTests+Testing", text: "// {{validator}}, as before\n", path: path, isOverride: true)
        let templates = TemplateSet(sources: sources)
        var plan = try Specs.plan(Specs.wallet())
        plan.style.tests = .swiftTesting
        let file = try XCTUnwrap(try Renderer(templates: templates).render(plan).files.first { $0.path.hasSuffix("WalletValidatorTests.swift") })
        XCTAssertEqual(file.contents, "// WalletValidator, as before\n")
        plan.style.tests = .xctest
        XCTAssertTrue(try Renderer(templates: templates).render(plan).files.contains { $0.contents.contains("import XCTest") })
        XCTAssertEqual(templates.deprecations.map(\.location?.file), [path])
        XCTAssertNil(TemplateCatalog(builtIn: builtIn, effective: templates).entries.first { $0.name == "ValidatorTests+Testing" }?.note)
    }
}
