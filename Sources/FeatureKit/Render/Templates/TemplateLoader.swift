import BuiltInTemplates
import Foundation
import ScaffoldCore

/// The templates of a run: the built-in ones, then a project's `.scaffold/templates/` overriding any of them.
public enum TemplateLoader {
    /// Where a built-in template's text came from, as messages and `templates list` show it: its file in scaffold's
    /// sources, compiled into the binary.
    public static func builtInPath(_ name: String) -> String {
        "Templates/\(name).mustache"
    }

    /// The variable that replaces the compiled-in templates with a folder of them (a template author's working copy).
    public static let variable = "SCAFFOLD_TEMPLATES"

    /// The templates compiled into scaffold (`BuiltInTemplates`), or the folder `SCAFFOLD_TEMPLATES` names, with
    /// the project's overrides. A variable naming no folder is an error, never a silent fallback: whoever set it
    /// wanted other templates than the built-in ones.
    public static func load(overrides: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws(ScaffoldError) -> TemplateSet {
        if let value = environment[variable] {
            guard FileSystem.isFolder(value) else {
                throw .notFound(
                    what: "\(variable)=\(value) names no folder",
                    hint: "point it at a folder of templates (a copy of scaffold's Templates/), or unset it to use the built-in ones"
                )
            }
            return try load(builtIn: URL(fileURLWithPath: value), overrides: overrides)
        }
        let builtIn = BuiltInTemplates.all.map { name, text in
            TemplateSet.Source(name: name, text: text, path: builtInPath(name), isOverride: false)
        }
        return try load(builtIn: builtIn, overrides: overrides)
    }

    /// The templates of the folder `builtIn` (scaffold's `Templates/`, for tests that read the files) with the overrides.
    public static func load(builtIn folder: URL, overrides: URL? = nil) throws(ScaffoldError) -> TemplateSet {
        guard let files = try read(folder, isOverride: false) else {
            throw .unreadableInput(path: folder.path(percentEncoded: false), reason: "the built-in templates folder is missing")
        }
        return try load(builtIn: files, overrides: overrides)
    }

    private static func load(builtIn: [TemplateSet.Source], overrides: URL?) throws(ScaffoldError) -> TemplateSet {
        var sources = Dictionary(builtIn.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var replaced: [String: TemplateSet.Source] = [:]
        var overridden: [TemplateSet.Source] = []
        if let overrides { overridden = try read(overrides, isOverride: true) ?? [] }
        for source in overridden {
            if let original = sources[source.name] { replaced[source.name] = original }
            sources[source.name] = source
        }
        return TemplateSet(sources: sources, replaced: replaced)
    }

    /// The `*.mustache` files of a folder; nil when there is no folder.
    private static func read(_ folder: URL, isOverride: Bool) throws(ScaffoldError) -> [TemplateSet.Source]? {
        var path = folder.path(percentEncoded: false)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let entries = FileSystem.list(path, where: { $0.hasSuffix(".mustache") }) else { return nil }
        return try entries.map { entry throws(ScaffoldError) in
            let file = path + "/" + entry.name
            guard let data = FileSystem.contents(of: file), let text = String(data: data, encoding: .utf8) else {
                throw .unreadableInput(path: file, reason: "not UTF-8 text")
            }
            return TemplateSet.Source(name: String(entry.name.dropLast(".mustache".count)), text: text, path: file, isOverride: isOverride)
        }
    }
}

/// The `Templates/` folder of the source tree this code was built from: what tests read to compare the files with
/// what scaffold renders. The binary never reads it; its templates are compiled in.
public enum TemplateLocator {
    public static func builtInTemplates() -> URL? {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Templates")
        return FileSystem.isFolder(folder.path(percentEncoded: false)) ? folder : nil
    }
}
