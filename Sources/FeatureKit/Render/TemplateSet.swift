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

    public init(sources: [String: Source], replaced: [String: Source] = [:]) {
        self.sources = sources
        self.replaced = replaced
    }

    /// Parses every template; a broken one is an error naming its file and line.
    public func library() throws(ScaffoldError) -> MustacheLibrary {
        var library = MustacheLibrary()
        var diagnostics = DiagnosticCollector()
        for source in sources.values.sorted(by: { $0.name < $1.name }) {
            do {
                // Generated Swift is plain text: switch off HTML escaping without touching the template files.
                let template = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + source.text)
                library.register(template, named: source.name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error(
                    "template \(source.name) does not parse: \(error.error)",
                    at: SourceLocation(file: source.path, line: error.context.lineNumber, column: error.context.columnNumber),
                    hint: source.isOverride ? "fix or delete the override; `scaffold templates list` shows where each template comes from" : nil
                )
            } catch {
                diagnostics.error("template \(source.name) does not parse: \(error)", at: SourceLocation(file: source.path, line: 1, column: 1))
            }
        }
        if diagnostics.hasErrors { throw .invalidConfiguration(diagnostics.diagnostics) }
        return library
    }
}
