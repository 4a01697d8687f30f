import Mustache
import XCTest
@testable import FeatureKit

/// A built-in template parsed as parts (`TemplateChunks`) renders what the whole renders: cut only after lines outside
/// every section, the parts put back together are the text, and standalone tags, indentation at a part's first line and
/// an indented include of the parted template come out byte for byte as the whole's. GoldenTests prove it on the real
/// templates and contexts.
final class TemplateChunksTests: XCTestCase {
    func testEveryBuiltInIsCutOnlyAfterLinesOutsideSectionsAndItsPartsAreItsText() throws {
        let sources = try TemplateLoader.load().sources.values
        var parted = 0
        for source in sources {
            guard let parts = TemplateChunks.cut(source.text, size: 600) else {
                XCTFail("\(source.name): no part, so the whole is parsed")
                continue
            }
            XCTAssertEqual(parts.joined(), source.text, source.name)
            for part in parts.dropLast() {
                XCTAssertTrue(part.hasSuffix("\n") && part.utf8.count >= 600, "\(source.name): a part ends a line and is long enough")
                let opened = part.components(separatedBy: "{{#").count + part.components(separatedBy: "{{^").count - 2
                XCTAssertEqual(opened, part.components(separatedBy: "{{/").count - 1, "\(source.name): every section closes in its part")
            }
            if parts.count > 1 { parted += 1 }
        }
        XCTAssertGreaterThan(parted, 20, "the long templates are parted")
    }

    func testDelimitersBlocksAndParentsKeepTheTemplateWhole() {
        for text in ["a\n{{=<% %>=}}\nb\n", "a\n{{$block}}x{{/block}}\nb\n", "a\n{{<parent}}{{/parent}}\nb\n", "a\n{{#open}}\nb\n"] {
            XCTAssertNil(TemplateChunks.parse(text, named: "T", size: 1), text)
        }
    }

    func testAPartedTemplateRendersAsTheWhole() throws {
        let text = """
            struct A {
            {{#rows}}
                let {{name}}: Int
            {{/rows}}
            }
              {{^rows}}
            // none
              {{/rows}}
                indented {{name}}
            {{> Row}}
            {{! a comment
            over two lines }}
            <&> {{title}}

            """
        let row = "    row {{title}}\n"
        let outer = "begin\n  {{> T}}\nend\n"
        let context: [String: Any] = ["rows": [["name": "a"], ["name": "b"]], "name": "top", "title": "<x>"]
        func library(parted: Bool) throws -> MustacheLibrary {
            var library = MustacheLibrary()
            if parted {
                let (template, parts) = try XCTUnwrap(TemplateChunks.parse(text, named: "T", size: 1))
                XCTAssertGreaterThan(parts.count, 3)
                library.register(template, named: "T")
                for (name, part) in parts { library.register(part, named: name) }
            } else {
                library.register(try MustacheTemplate(string: TemplateChunks.textContent + text), named: "T")
            }
            library.register(try MustacheTemplate(string: TemplateChunks.textContent + row), named: "Row")
            library.register(try MustacheTemplate(string: TemplateChunks.textContent + outer), named: "Outer")
            return library
        }
        let whole = try library(parted: false), parted = try library(parted: true)
        for name in ["T", "Outer"] {
            let expected = try XCTUnwrap(whole.render(context, withTemplate: name))
            XCTAssertEqual(parted.render(context, withTemplate: name), expected, name)
        }
        XCTAssertTrue(try XCTUnwrap(whole.render(context, withTemplate: "Outer")).contains("\n      let a: Int\n"), "the include is indented")
    }
}
