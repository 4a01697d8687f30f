import ScaffoldCore

/// The check a project's template overrides get before anything is written: every variable and section an override
/// uses must be a name its context has or the built-in template it replaces uses (`TemplateVocabulary`), and every
/// partial it includes must exist. Mustache renders an unknown name as nothing — `{{rowTitel}}` wrote `Text()`,
/// which does not compile — so here it is an error naming the template, line and name, with a "did you mean".
///
/// Built-in templates are not checked here: the golden trees and compiled projects prove them.
struct TemplateNameCheck {
    private let templates: TemplateSet
    private var scans: [String: TemplateTags] = [:]
    private var seen: Set<Diagnostic> = []
    private(set) var diagnostics: [Diagnostic] = []

    init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Checks the template `name` and the overrides it includes, as rendered with `context`; each problem once.
    mutating func check(_ name: String, context: [String: Any]) {
        guard templates.sources.values.contains(where: \.isOverride) else { return }
        var vocabulary: TemplateVocabulary?
        var visited: Set<String> = []
        var pending = [name]
        while let current = pending.popLast() {
            guard visited.insert(current).inserted, let source = templates.sources[current] else { continue }
            let tags = scan(source)
            for tag in tags.tags where tag.kind == .partial {
                if templates.sources[tag.name] == nil {
                    report(source, tag, name: tag.name, "includes `\(tag.spelled)`, but no template has that name", candidates: templates.sources.keys)
                } else {
                    pending.append(tag.name)
                }
            }
            guard source.isOverride else { continue }
            if vocabulary == nil { vocabulary = TemplateVocabulary(context: context) }
            let known = builtInNames(of: current).union(vocabulary?.names ?? [])
            for tag in tags.tags where tag.kind != .partial && tag.kind != .close {
                // An old name is spelled anew before parsing (`TemplateAliases`), with a warning of its own.
                for part in tag.pathNames where !known.contains(part) && TemplateAliases.table[part] == nil {
                    report(source, tag, name: part, "uses `\(part)`, which is not in its context", candidates: known)
                }
            }
        }
    }

    private mutating func scan(_ source: TemplateSet.Source) -> TemplateTags {
        if let scanned = scans[source.name] { return scanned }
        let scanned = TemplateTags(source.text)
        scans[source.name] = scanned
        return scanned
    }

    /// The names of the built-in template an override replaces; a Swift Testing override of before (`X+Testing`)
    /// stands for the one template `X`.
    private func builtInNames(of name: String) -> Set<String> {
        let base = name.hasSuffix(TemplateSet.swiftTesting) ? String(name.dropLast(TemplateSet.swiftTesting.count)) : name
        let builtIn = templates.replaced[base] ?? templates.sources[base].flatMap { $0.isOverride ? nil : $0 }
        return builtIn.map { TemplateTags($0.text).names } ?? []
    }

    private mutating func report(
        _ source: TemplateSet.Source, _ tag: TemplateTags.Tag, name: String, _ what: String, candidates: some Sequence<String>
    ) {
        let diagnostic = Diagnostic(
            .error, "template \(source.name) \(what)",
            at: SourceLocation(file: source.path, line: tag.line, column: tag.column),
            hint: Suggestion.didYouMean(name, among: candidates)
                ?? "the built-in template (`scaffold templates list` shows where it is) uses the names its context has"
        )
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}
