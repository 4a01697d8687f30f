import Foundation
import TextDiffTesting
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What snippet tests render: the fixture specs of Tests/Fixtures/Specs (and the spec builders' features), each planned
/// in a project that holds the features it names, as `scaffold feature` plans them; one file of the plan rendered with
/// the built-in templates; a few lines of it compared with what they must say.
enum Snippets {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Specs")

    /// The built-in templates, each parsed when a snippet test first renders it and kept for the others (`TemplateSet`
    /// parses what a render needs, as a run does): a process that runs a few snippet classes parses their templates,
    /// not all 140 (0.4 s of CPU in a debug build).
    private static let templates = Result { try TemplateLoader.load() }

    /// The fixture spec `name`, read in a project that has `earlier`.
    static func spec(_ name: String, earlier: [FeatureSpec] = []) throws -> FeatureSpec {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).yml"))
        let entities = Dictionary(earlier.map { ($0.entity, $0) }, uniquingKeysWith: { first, _ in first })
        return try SpecLoader.load(contents: data, path: "\(name).yml", context: SpecContext(entities: entities))
    }

    /// The plan of fixture `name` after the fixtures `earlier` (what its `reads:` and `repositories:` name), with
    /// `preset`'s style changed by `style`.
    static func plan(_ name: String, preset: Preset = .layered, earlier: [String] = [], style: (inout Style) -> Void = { _ in }) throws -> Plan {
        var specs: [FeatureSpec] = []
        for other in earlier { specs.append(try spec(other, earlier: specs)) }
        return try plan(spec(name, earlier: specs), preset: preset, earlier: specs, style: style)
    }

    /// The plan of `spec` in a project that has `earlier`.
    static func plan(_ spec: FeatureSpec, preset: Preset = .layered, earlier: [FeatureSpec] = [], style: (inout Style) -> Void = { _ in }) throws -> Plan {
        var preset = preset
        style(&preset.style)
        return try Planner(
            preset: preset, roots: ProjectRoots(module: "App"), knownEntities: Set(earlier.map(\.entity)), project: ProjectFeatures(earlier)
        ).plan(spec)
    }

    /// The file of `plan` whose path ends with `suffix` (`CompleteReminderUseCase.swift`), rendered as `Renderer` does.
    static func file(_ suffix: String, of plan: Plan) throws -> String {
        let paths = plan.artifacts.map(\.path).joined(separator: "\n")
        let artifact = try XCTUnwrap(plan.artifacts.first { $0.path.hasSuffix("/" + suffix) }, "no \(suffix) in\n\(paths)")
        let context = try Renderer.context(Renderer.parts(for: artifact, plan: plan))
        let library = try templates.get().library(rendering: [artifact.template])
        return SourceText.tidy(try XCTUnwrap(library.render(context, withTemplate: artifact.template)))
    }
}

/// Fails unless `text` holds the lines of `snippet` one after another, as written (indentation included), with a diff
/// against the lines where the snippet's first line is.
func assertSnippet(_ text: String, _ snippet: String, file: StaticString = #filePath, line: UInt = #line) {
    let lines = text.components(separatedBy: "\n"), expected = snippet.components(separatedBy: "\n")
    let starts = lines.indices.filter { lines[$0] == expected[0] }
    if starts.contains(where: { Array(lines[$0..<min(lines.count, $0 + expected.count)]) == expected }) { return }
    guard let start = starts.first ?? lines.indices.first(where: { lines[$0].trimmingCharacters(in: .whitespaces) == expected[0].trimmingCharacters(in: .whitespaces) }) else {
        XCTFail("the text has no line \(expected[0].debugDescription):\n\(text)", file: file, line: line)
        return
    }
    let found = lines[start..<min(lines.count, start + expected.count)].joined(separator: "\n")
    XCTFail("the text says otherwise (- expected, + rendered):\n\(textDifference(found, snippet, "snippet") ?? "")", file: file, line: line)
}
