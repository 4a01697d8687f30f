@testable import FeatureKit
import XCTest

/// The XCTest and Swift Testing files of a test template pair differ only where the frameworks do (the suite, the
/// test attributes, the assertions): what both say — arranging a test, acting — is a partial both include, so a
/// team that edits it edits both (issue 22, "Templates a team can own").
final class TemplatePairsTests: XCTestCase {
    private func partials(_ text: String) -> [String] {
        TemplateTags(text).tags.filter { $0.kind == .partial }.map(\.name)
    }

    func testBothFilesOfAPairIncludeTheSamePartialsInTheSameOrder() throws {
        let sources = try TemplateLoader.load().sources
        let pairs = sources.keys.filter { $0.hasSuffix(TemplateVariant.swiftTesting) }
        XCTAssertGreaterThanOrEqual(pairs.count, 7)
        var shared = 0
        for testing in pairs {
            let base = TemplateVariant.base(of: testing)
            let xctest = try XCTUnwrap(sources[base]?.text, "\(testing) has no XCTest template \(base)")
            let included = partials(xctest)
            XCTAssertEqual(included, partials(try XCTUnwrap(sources[testing]?.text)), "\(base) and \(testing)")
            shared += included.count
        }
        XCTAssertGreaterThanOrEqual(shared, 39, "the pairs share their common parts (39 inclusions since the view model and wiring pairs were split)")
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
        let users = sources.values.filter { partials($0.text).contains("TestImports") }.map(\.name)
        XCTAssertGreaterThanOrEqual(users.count, 13)
        for source in sources.values where source.name != "TestImports" {
            XCTAssertFalse(TemplateTags(source.text).names.contains("testImports"), "\(source.name) lists the imports itself")
        }
    }
}
