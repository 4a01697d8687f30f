import ScaffoldCore

/// What `scaffold templates` shows and does: every template with where it comes from, and the change
/// that copies a built-in one into the project for editing.
public struct TemplateCatalog: Sendable {
    /// The project folder holding overrides, relative to the project root.
    public static let overridesFolder = ".scaffold/templates"
    public static let group = "templates"

    /// One template as `templates list` shows it.
    public struct Entry: Codable, Hashable, Sendable {
        /// Built into scaffold, or the project's override.
        public enum Origin: String, Codable, Hashable, Sendable {
            case builtIn = "built-in"
            case override
        }

        public var name: String
        public var origin: Origin
        /// Where the text in use comes from: the built-in template's file in scaffold's sources (compiled into the
        /// binary), or the override's root-relative path.
        public var path: String
        /// Why an override deserves a look (it replaces nothing, so nothing uses it).
        public var note: String?
    }

    /// The built-in templates alone.
    public var builtIn: TemplateSet
    /// The built-ins with the project's overrides applied.
    public var effective: TemplateSet

    public init(builtIn: TemplateSet, effective: TemplateSet) {
        self.builtIn = builtIn
        self.effective = effective
    }

    /// Every template by name: built-ins, and overrides (including ones that match no built-in).
    public var entries: [Entry] {
        effective.sources.values.sorted { $0.name < $1.name }.map { source in
            guard source.isOverride else { return Entry(name: source.name, origin: .builtIn, path: source.path) }
            var note: String?
            let swiftTesting = source.name.hasSuffix(TemplateSet.swiftTesting)
                && builtIn.sources[String(source.name.dropLast(TemplateSet.swiftTesting.count))] != nil
            if builtIn.sources[source.name] == nil, !swiftTesting {
                let names = builtIn.sources.keys.sorted()
                let guess = Suggestion.closest(to: source.name, among: names).map { "; did you mean \($0)?" } ?? ""
                note = "no built-in template is named \(source.name), so nothing uses this file\(guess)"
            }
            return Entry(name: source.name, origin: .override, path: Self.overridePath(source.name), note: note)
        }
    }

    /// `.scaffold/templates/<name>.mustache`.
    public static func overridePath(_ name: String) -> String {
        "\(overridesFolder)/\(name).mustache"
    }

    /// The closest built-in name to a misspelled one, for "did you mean".
    public func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, among: builtIn.sources.keys)
    }

    /// The built-in template `name` as a file at its override path; nil when there is no such built-in.
    /// Create-only unless `replacing`, so an existing override is never overwritten by accident.
    public func eject(_ name: String, replacing: Bool) -> ChangeSet? {
        guard let source = builtIn.sources[name] else { return nil }
        let file = GeneratedFile(path: Self.overridePath(name), contents: source.text, mode: replacing ? .regenerate : .createOnly)
        return ChangeSet(files: [file], group: Self.group)
    }
}
