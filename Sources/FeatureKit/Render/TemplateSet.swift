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

    public init(sources: [String: Source]) {
        self.sources = sources
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

/// Reads templates from the built-in folder, then lets a project's `.scaffold/templates/` override any of them.
public enum TemplateLoader {
    public static func load(builtIn: URL, overrides: URL? = nil) throws(ScaffoldError) -> TemplateSet {
        var sources: [String: TemplateSet.Source] = [:]
        for (folder, isOverride) in [(builtIn, false)] + (overrides.map { [($0, true)] } ?? []) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
                if isOverride { continue }
                throw .unreadableInput(path: folder.path, reason: "the built-in templates folder is missing")
            }
            for name in names where name.hasSuffix(".mustache") {
                let url = folder.appendingPathComponent(name)
                guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                    throw .unreadableInput(path: url.path, reason: "not UTF-8 text")
                }
                let key = String(name.dropLast(".mustache".count))
                sources[key] = TemplateSet.Source(name: key, text: text, path: url.path, isOverride: isOverride)
            }
        }
        return TemplateSet(sources: sources)
    }
}

/// Finds the built-in `Templates/` folder: `SCAFFOLD_TEMPLATES`, next to an installed binary
/// (`<prefix>/share/scaffold/Templates`), or the source tree this binary was built from.
public enum TemplateLocator {
    /// The variable that points scaffold at another built-in templates folder.
    public static let variable = "SCAFFOLD_TEMPLATES"

    /// The folder commands use. `SCAFFOLD_TEMPLATES` naming no folder is an error, never a silent fallback: the
    /// person set it to get other templates than the built-in ones.
    public static func locate() throws(ScaffoldError) -> URL {
        if let value = ProcessInfo.processInfo.environment[variable], !FileSystem.isFolder(URL(fileURLWithPath: value).path) {
            throw .notFound(
                what: "\(variable)=\(value) names no folder",
                hint: "point it at a folder of templates (a copy of scaffold's Templates/), or unset it to use the built-in ones"
            )
        }
        guard let folder = builtInTemplates() else {
            throw .notFound(
                what: "the built-in templates were not found",
                hint: "reinstall with `make install`, or set \(variable) to scaffold's Templates folder"
            )
        }
        return folder
    }

    public static func builtInTemplates(executable: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? "")) -> URL? {
        let environment = ProcessInfo.processInfo.environment[variable].map { URL(fileURLWithPath: $0) }
        let binary = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = binary.deletingLastPathComponent().appendingPathComponent("share/scaffold/Templates")
        let sourceTree = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates")
        for candidate in [environment, installed, sourceTree].compactMap({ $0 }) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
        }
        return nil
    }
}
