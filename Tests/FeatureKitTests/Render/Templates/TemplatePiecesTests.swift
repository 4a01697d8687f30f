@testable import FeatureKit
import Mustache
@testable import ScaffoldCore
import XCTest

/// Templates are parsed in pieces (`TemplatePieces`): the pieces are the text cut at line ends outside every section, and
/// a pieced template renders what the whole one renders, standalone tags and a partial's indentation included.
final class TemplatePiecesTests: XCTestCase {
    func testEveryBuiltInTemplateIsCutAtLineEndsOutsideItsSections() throws {
        let sources = try TemplateLoader.load().sources
        for source in sources.values {
            let pieces = TemplatePieces.split(source.text)
            XCTAssertEqual(pieces.joined(), source.text, source.name)
            for piece in pieces.dropLast() {
                XCTAssertTrue(piece.hasSuffix("\n"), source.name)
                let tags = TemplateTags(piece).tags
                XCTAssertEqual(tags.filter { $0.kind == .section || $0.kind == .invertedSection }.count, tags.filter { $0.kind == .close }.count,
                               "\(source.name): a piece ends inside a section")
            }
        }
        XCTAssertGreaterThan(TemplatePieces.split(try XCTUnwrap(sources["FormViewModelTests"]).text).count, 3)
    }

    func testAPiecedTemplateRendersAsTheWholeDoes() throws {
        // Standalone sections and comments at the start of every line a piece may start with, a comment over two lines,
        // and the template included, indented, by another: what each piece decides line by line.
        let line = "    {{#items}}\n    let {{name}} = \"{{value}}\" // {\n    {{/items}}\n{{! a comment\n over two lines }}\n{{^empty}}\n  none\n{{/empty}}\n"
        let text = String(repeating: line, count: 40) + "end {{title}}"
        let includer = "struct S {\n    {{> Long}}\n}\n"
        XCTAssertGreaterThan(TemplatePieces.split(text).count, 2)
        let sources = [
            "Long": TemplateSet.Source(name: "Long", text: text, path: "Long.mustache", isOverride: false),
            "Includer": TemplateSet.Source(name: "Includer", text: includer, path: "Includer.mustache", isOverride: false),
        ]
        let context: [String: Any] = ["title": "<T>", "empty": false, "items": [["name": "a", "value": "1 & 2"], ["name": "b", "value": "3"]]]
        var whole = MustacheLibrary()
        whole.register(try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + text), named: "Long")
        whole.register(try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + includer), named: "Includer")
        let pieced = try TemplateSet(sources: sources).library()
        for name in ["Long", "Includer"] {
            let expected = try XCTUnwrap(whole.render(context, withTemplate: name))
            XCTAssertEqual(pieced.render(context, withTemplate: name), expected, name)
        }
        XCTAssertTrue(try XCTUnwrap(pieced.render(context, withTemplate: "Includer")).contains("\n        let b = \"3\" // {\n"))
    }

    func testDelimitersBlocksParentsAndUnclosedTagsKeepTheTemplateWhole() {
        let long = String(repeating: "line {{x}}\n", count: 400)
        XCTAssertGreaterThan(TemplatePieces.split(long).count, 1)
        for tag in ["{{=<% %>=}}", "{{$block}}{{/block}}", "{{<parent}}{{/parent}}", "{{#open}}"] {
            XCTAssertEqual(TemplatePieces.split(long + tag + "\n" + long).count, 1, tag)
        }
        XCTAssertEqual(TemplatePieces.split(long + "{{unclosed\n"), [long + "{{unclosed\n"])
    }

    func testABrokenOverrideIsReportedAtItsLineInTheWholeFile() throws {
        let text = String(repeating: "line {{x}}\n", count: 400) + "{{#open}}\n{{/shut}}\n" + String(repeating: "line\n", count: 10)
        let sources = ["Long": TemplateSet.Source(name: "Long", text: text, path: ".scaffold/templates/Long.mustache", isOverride: true)]
        XCTAssertThrowsError(try TemplateSet(sources: sources).library()) { error in
            guard case ScaffoldError.invalidConfiguration(let problems) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.map(\.location?.line), [402])
        }
    }
}
