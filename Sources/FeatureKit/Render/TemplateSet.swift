import Foundation
import Mustache
import ScaffoldCore

/// The Mustache templates of a run, by name (file name without `.mustache`), with where each came from.
/// Loaded once by `TemplateLoader`; rendering itself reads no files.
public struct TemplateSet: Sendable {
    /// A template's text and origin (built-in folder or a project override).
    public struct Source: Sendable, Hashable {
        public var name: String
        public var text: String
        public var path: String
        public var isOverride: Bool
    }

    public private(set) var sources: [String: Source]
    /// The built-in templates the project's overrides replace, by name: what an override's names are checked against.
    public private(set) var replaced: [String: Source]

    /// The parse of `sources`, template by template, each made when a render first needs it and kept for the others: a
    /// run that adds an entity named like a framework type renders every feature before it twice, and parsing the
    /// templates again each time was 38% of such a run's CPU (NamesTests' `Color`, stop 48).
    private let parse = TemplateParses()

    public init(sources: [String: Source], replaced: [String: Source] = [:]) {
        self.sources = sources
        self.replaced = replaced
    }

    /// Parses every template; a broken one is an error naming its file, line and tag, every broken tag at once.
    public func library() throws(ScaffoldError) -> MustacheLibrary {
        try library(rendering: sources.keys)
    }

    /// Parses the templates `names` render, the partials they include and every override; a broken one is an error
    /// naming its file, line and tag, every broken tag at once.
    public func library(rendering names: some Sequence<String>) throws(ScaffoldError) -> MustacheLibrary {
        let (library, problems) = parsed(rendering: names)
        if !problems.isEmpty { throw .invalidConfiguration(problems) }
        return library
    }

    /// The templates that `names` render (with the partials they include, transitively) and every override, those
    /// that parse, and the problems of those that do not (which the library leaves out). Only what a run renders is
    /// parsed: swift-mustache's parser measures the text left at every tag, so a template costs its tags times its
    /// length, and parsing all 140 built-ins was 67% of a debug `scaffold feature` run's CPU (0.31 of 0.46 s, stop 50),
    /// paid by every run of the binary the end-to-end tests make. An override is parsed whether a run renders it or
    /// not, so a broken one is reported by every run, as before; the built-ins parse (TemplateTagsTests, GoldenTests).
    func parsed(rendering names: some Sequence<String>) -> (library: MustacheLibrary, problems: [Diagnostic]) {
        var library = MustacheLibrary()
        var problems: [String: [Diagnostic]] = [:]
        var visited: Set<String> = []
        var pending = Array(names) + sources.values.filter(\.isOverride).map(\.name)
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let source = sources[name] else { continue }
            let parse = parse.value(of: source, Self.parse)
            if let template = parse.template { library.register(template, named: name) }
            for (index, piece) in parse.pieces.enumerated() { library.register(piece, named: TemplatePieces.name(of: name, piece: index)) }
            problems[name] = parse.problems
            // A template that sets other delimiters may include partials this scan cannot see: it needs them all.
            pending += parse.includes ?? Array(sources.keys)
        }
        return (library, problems.sorted { $0.key < $1.key }.flatMap(\.value))
    }

    /// One template's parse: the template, or the problems that keep it out of the library.
    private static func parse(_ source: Source) -> TemplateParses.Parse {
        let hint = source.isOverride ? "fix or delete the override; `scaffold templates list` shows where each template comes from" : nil
        var diagnostics = DiagnosticCollector()
        // Built-in templates are read by a test (`TemplateTagsTests`), not on every run.
        let problems = source.isOverride ? TemplateTags(source.text).problems : []
        for problem in problems {
            diagnostics.error(
                "template \(source.name): \(problem.message)",
                at: SourceLocation(file: source.path, line: problem.line, column: problem.column),
                hint: problem.hint ?? hint
            )
        }
        guard problems.isEmpty else { return TemplateParses.Parse(template: nil, problems: diagnostics.diagnostics, includes: []) }
        // An override may use names of before the plan became the context: each is spelled anew (`TemplateAliases`).
        let text = source.isOverride ? TemplateAliases.rewrite(source.text).text : source.text
        let pieces = TemplatePieces.split(text)
        if pieces.count > 1, let parsed = try? parse(pieces, of: source.name) {
            return TemplateParses.Parse(template: parsed.template, pieces: parsed.pieces, problems: [], includes: TemplateParses.includes(in: text))
        }
        // One piece, or pieces that do not parse: the whole text, whose parse says where it breaks.
        do {
            let template = try MustacheTemplate(string: textContent + text)
            return TemplateParses.Parse(template: template, problems: [], includes: TemplateParses.includes(in: text))
        } catch let error as MustacheTemplate.ParserError {
            diagnostics.error(
                "template \(source.name) does not parse: \(Self.describe(error.error))",
                at: SourceLocation(file: source.path, line: error.context.lineNumber, column: error.context.columnNumber),
                hint: hint
            )
        } catch {
            diagnostics.error("template \(source.name) does not parse: \(error)", at: SourceLocation(file: source.path, line: 1, column: 1))
        }
        return TemplateParses.Parse(template: nil, problems: diagnostics.diagnostics, includes: [])
    }

    /// Generated Swift is plain text: every template and piece starts by switching off HTML escaping.
    private static let textContent = "{{% CONTENT_TYPE: TEXT}}"

    /// `pieces` parsed one by one, and the template that includes them in turn (`TemplatePieces`).
    private static func parse(_ pieces: [String], of name: String) throws -> (template: MustacheTemplate, pieces: [MustacheTemplate]) {
        let parsed = try pieces.enumerated().map { index, piece in
            // A piece after the first starts a line: the setting stands on a line of its own, which leaves no text.
            try MustacheTemplate(string: textContent + (index == 0 ? "" : "\n") + piece)
        }
        let includes = pieces.indices.map { "{{> \(TemplatePieces.name(of: name, piece: $0))}}" }.joined()
        return (try MustacheTemplate(string: textContent + includes), parsed)
    }

    /// The template a file of `name` renders from: a project's `<name>+Testing` override where the tests are Swift
    /// Testing's (ejected while the two frameworks had a template each), else `name`, which says each framework's lines.
    func name(for name: String, tests: Style.Tests) -> String {
        tests == .swiftTesting && sources[name + Self.swiftTesting]?.isOverride == true ? name + Self.swiftTesting : name
    }

    /// The suffix of a Swift Testing template, from before one template said both frameworks' tests.
    static let swiftTesting = "+Testing"

    /// A warning per old name the overrides use (`TemplateAliases`), each with its place and the new spelling, and per
    /// override of a Swift Testing template of before.
    public var deprecations: [Diagnostic] {
        let overrides = sources.values.filter(\.isOverride).sorted { $0.name < $1.name }
        return overrides.flatMap(TemplateAliases.deprecations) + overrides.filter { $0.name.hasSuffix(Self.swiftTesting) }.map { source in
            let base = String(source.name.dropLast(Self.swiftTesting.count))
            return Diagnostic(
                .warning, "template \(source.name) still renders the Swift Testing tests, but \(base) is both frameworks' now",
                at: SourceLocation(file: source.path, line: 1, column: 1),
                hint: "move your changes into \(base) (`scaffold templates eject \(base)`), in its `{{^xctest}}` lines, and delete this file"
            )
        }
    }

    /// Every problem of the templates of one run, by file and place, as one error; nil when there is none.
    static func failure(_ problems: [Diagnostic]) -> ScaffoldError? {
        guard !problems.isEmpty else { return nil }
        return .invalidConfiguration(problems.sorted {
            ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0)
                < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0)
        })
    }

    /// A template a run needs and no folder holds.
    static func missing(_ name: String) -> Diagnostic {
        Diagnostic(.error, "no template named \(name)", hint: "reinstall scaffold, or add \(name).mustache to .scaffold/templates/")
    }

    /// The parser's reasons in a template author's words (`TemplateTags` catches the common ones first).
    static func describe(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with another name than it was opened with"
        case .unfinishedName: return "a tag is not closed, or its name holds a space"
        case .expectedSectionEnd: return "a section is never closed"
        case .invalidSetDelimiter: return "`{{=…=}}` must set two delimiters, such as `{{=<% %>=}}`"
        case .transformAppliedToInheritanceSection: return "a block or parent tag cannot take a transform"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            return "a parent tag (`{{<name}}`) may hold only blocks (`{{$name}}`)"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable: return "a `{{%…}}` setting is not one swift-mustache knows"
        }
    }
}
