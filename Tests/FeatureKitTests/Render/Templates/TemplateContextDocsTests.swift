import Foundation
import TextDiffTesting
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Docs/Templates.md, "Contexts", is the reference a team reads before editing an ejected template: generated from the
/// plan's `///` lines and the values scaffold passes for the fixture plans (`ContextReference`). `make docs` writes it
/// (`SCAFFOLD_RECORD=1`, which still fails, so nothing is written unseen); any other text fails here with a diff.
final class TemplateContextDocsTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testTheContextReferenceIsTheOneTheCodeMakes() throws {
        let page = repository.appendingPathComponent("Docs/Templates.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let generated = try ContextReference.markdown(sources: repository.appendingPathComponent("Sources"))
        let start = try XCTUnwrap(text.range(of: ContextReference.begin), "Docs/Templates.md has no generated reference")
        let end = try XCTUnwrap(text.range(of: ContextReference.end, range: start.upperBound..<text.endIndex))
        let current = String(text[start.lowerBound..<end.upperBound])
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD"] == "1" {
            try text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: generated).write(to: page, atomically: true, encoding: .utf8)
            XCTFail("wrote Docs/Templates.md's reference; run again without SCAFFOLD_RECORD")
            return
        }
        assertSameText(current, generated, "Docs/Templates.md (run `make docs` to write it from the code)")
    }

    /// Each part of a template's context holds names no other part of it holds: no name hides another.
    func testNoPartOfAContextHidesAnother() throws {
        for plan in try ContextReference.plans() {
            for artifact in plan.artifacts where artifact.template != "Mock" {
                var seen: [String: Int] = [:]
                for (index, part) in Renderer.parts(for: artifact, plan: plan).enumerated() {
                    for name in try MustacheEncoder.encode([part]).keys {
                        if let earlier = seen[name], earlier != index { XCTFail("\(artifact.template): `\(name)` is in two parts of its context") }
                        seen[name] = index
                    }
                }
            }
        }
    }

    /// An old name never stands for a name the templates use now: `TemplateAliases` rewrites only what no context has.
    func testNoOldNameIsANameOfNow() throws {
        var names: Set<String> = []
        func collect(_ value: Any) {
            if let map = value as? [String: Any] { for (key, element) in map { names.insert(key); collect(element) } }
            if let list = value as? [Any] { list.forEach(collect) }
        }
        for plan in try ContextReference.plans() {
            for artifact in plan.artifacts where artifact.template != "Mock" {
                collect(try MustacheEncoder.encode(Renderer.parts(for: artifact, plan: plan)))
            }
        }
        let builtIn = try TemplateLoader.load().sources.values.reduce(into: Set<String>()) { $0.formUnion(TemplateTags($1.text).names) }
        XCTAssertEqual(Set(TemplateAliases.table.keys).intersection(names.union(builtIn)), [])
    }
}
