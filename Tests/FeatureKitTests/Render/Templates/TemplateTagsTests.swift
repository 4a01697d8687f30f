@testable import FeatureKit
import XCTest

/// Mistakes in a template's tags are said in its author's words, at the tag's line and column.
final class TemplateTagsTests: XCTestCase {
    func testReadsEachKindOfTagWithItsPlace() {
        let tags = TemplateTags("a {{name}}\n{{#rows}}{{{raw}}} {{&amp}}{{> Part}}{{/rows}}{{! note }}{{^empty}}x{{/empty}}").tags
        XCTAssertEqual(tags.map(\.spelled), ["{{name}}", "{{#rows}}", "{{raw}}", "{{amp}}", "{{> Part}}", "{{/rows}}", "{{^empty}}", "{{/empty}}"])
        XCTAssertEqual(tags.map(\.line), [1, 2, 2, 2, 2, 2, 2, 2])
        XCTAssertEqual(tags.map(\.column), [3, 1, 10, 20, 28, 38, 58, 69])
        XCTAssertEqual(TemplateTags("{{a.b}}{{.}}").names, ["a", "b"])
    }

    func testAMisspelledCloseNamesTheOpenSectionAndSuggestsItsClose() {
        let problems = TemplateTags("one\n{{#hasRowSubtitle}}\n  x\n{{/hasRowSubtitel}}\n").problems
        XCTAssertEqual(problems, [TemplateTags.Problem(
            message: "`{{/hasRowSubtitel}}` does not close `{{#hasRowSubtitle}}`, opened at line 2", line: 4, column: 1,
            hint: "did you mean `{{/hasRowSubtitle}}`?"
        )])
    }

    func testACloseOfAnotherSectionSaysWhichCloseComesFirst() {
        let problems = TemplateTags("{{#rows}}{{#cells}}{{/rows}}{{/cells}}").problems
        XCTAssertEqual(problems.first?.message, "`{{/rows}}` does not close `{{#cells}}`, opened at line 1")
        XCTAssertEqual(problems.first?.hint, "sections close innermost first: write `{{/cells}}` here")
    }

    func testUnclosedSectionsStrayClosesAndUnfinishedTags() {
        XCTAssertEqual(TemplateTags("{{#rows}}\nx\n").problems.map(\.message), ["`{{#rows}}` is never closed"])
        XCTAssertEqual(TemplateTags("x {{/rows}}").problems.map(\.message), ["`{{/rows}}` closes no section"])
        XCTAssertEqual(TemplateTags("x\n  {{rowTitle\n").problems, [TemplateTags.Problem(
            message: "`{{` is never closed with `}}`", line: 2, column: 3, hint: "close the tag, or remove the `{{`"
        )])
        XCTAssertEqual(TemplateTags("{{row title}}").problems.map(\.message), ["`{{row title}}` is not one name"])
        XCTAssertEqual(TemplateTags("{{#}}").problems.map(\.message), ["`{{#}}` names nothing"])
    }

    func testChangedDelimitersStopTheReading() {
        let tags = TemplateTags("{{a}}{{=<% %>=}}<%b%>")
        XCTAssertFalse(tags.isComplete)
        XCTAssertEqual(tags.names, ["a"])
        XCTAssertEqual(tags.problems, [])
    }

    func testEveryBuiltInTemplateReadsWithoutAProblem() throws {
        let folder = try XCTUnwrap(TemplateLocator.builtInTemplates())
        for source in try TemplateLoader.load(builtIn: folder).sources.values {
            let tags = TemplateTags(source.text)
            XCTAssertEqual(tags.problems, [], source.name)
            XCTAssertTrue(tags.isComplete, source.name)
        }
    }
}
