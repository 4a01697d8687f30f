import Foundation
import TextDiffTesting
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A project's ejected templates keep working after the plan became the context: an old name is read as what stands
/// for it now (`TemplateAliases`), the file renders the same, and the run warns where the old name is.
final class TemplateAliasesTests: XCTestCase {
    private let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/OldTemplates")

    func testAnOldVariableBecomesItsTemplateTextAndAnOldSwitchItsSection() {
        let old = "{{#hasRowSubtitle}}Text({{rowSubtitle}}){{/hasRowSubtitle}} {{createStub}} {{^valueNavigation}}x{{/valueNavigation}}"
        let (text, uses) = TemplateAliases.rewrite(old)
        XCTAssertEqual(text, "{{#rowSubtitle}}Text({{rowSubtitle}}){{/rowSubtitle}} {{create.member}}Handler {{#clean}}x{{/clean}}")
        XCTAssertEqual(uses.map(\.name), ["hasRowSubtitle", "hasRowSubtitle", "createStub", "valueNavigation", "valueNavigation"])
        XCTAssertEqual(uses.map(\.column), [1, 41, 61, 76, 97])
    }

    func testNamesOfNowAndTextOutsideTagsAreLeftAlone() {
        let text = "{{entity}} {{ stub }} {stub} {{! a createStub comment }}\n{{#create}}{{call}}{{/create}}"
        XCTAssertEqual(TemplateAliases.rewrite(text).text, text.replacingOccurrences(of: "{{ stub }}", with: "{{member}}Handler"))
    }

    /// Templates ejected before this change, as they were (Tests/Fixtures/OldTemplates): each renders byte for byte what
    /// the built-in one renders now, for a feature with references, a form operation and a delete, in both isolations'
    /// presets; and each old name is one warning, at its first place, naming the new spelling.
    func testAnEjectedTemplateWithOldNamesRendersTheSameAndWarns() throws {
        let builtIn = try TemplateLoader.load()
        var sources = builtIn.sources
        var replaced: [String: TemplateSet.Source] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
            let name = String(file.dropLast(".mustache".count))
            let text = try String(contentsOf: fixtures.appendingPathComponent(file), encoding: .utf8)
            replaced[name] = sources[name]
            sources[name] = TemplateSet.Source(name: name, text: text, path: ".scaffold/templates/\(file)", isOverride: true)
        }
        let overridden = TemplateSet(sources: sources, replaced: replaced)
        for plan in [try ReferenceFixture.expensePlan(), try ReferenceFixture.expensePlan(preset: .clean), try ReferenceFixture.expensePlan(preset: .mvvm)] {
            let expected = try Renderer(templates: builtIn).render(plan).files
            let actual = try Renderer(templates: overridden).render(plan).files
            XCTAssertEqual(actual.map(\.path), expected.map(\.path))
            for (file, reference) in zip(actual, expected) { assertSameText(file.contents, reference.contents, file.path) }
        }
        let warnings = overridden.deprecations
        XCTAssertEqual(warnings.filter { $0.message.contains("`createCall`") }.count, 1, "one warning a name and template")
        let list = try XCTUnwrap(warnings.first { $0.location?.file == ".scaffold/templates/ListView.mustache" })
        XCTAssertEqual(list.severity, .warning)
        XCTAssertEqual(list.message, "template ListView uses `valueNavigation`, an old name; it still works, as `{{^clean}}`")
        XCTAssertEqual(list.hint, "write `{{^clean}}` instead (Docs/Templates.md, \"Renamed names\")")
        XCTAssertEqual(list.location?.line, 6)
    }
}
