/// The `check:` section: `rules` (rule id → `off`, `warning` or `error`) and `exclude` (a list of globs).
/// Rule ids are checked by `scaffold check`, which knows the rules; here only their levels are.
extension ConfigReader {
    mutating func readCheck(_ section: ConfigNode) -> CheckSettings {
        var settings = CheckSettings()
        let example = "write `rules:` (rule id → off, warning or error) and `exclude:` (a list of paths or globs)"
        guard let entries = section.entries(example, into: &diagnostics) else { return settings }
        for entry in entries {
            switch entry.key {
            case "rules": settings.rules = readRuleLevels(entry.value)
            case "exclude":
                let hint = "write a list of paths or globs relative to the project root, such as `exclude: [Sources/App/Legacy]`"
                settings.exclude = entry.value.textList(hint, into: &diagnostics)?.compactMap { text, node in
                    if text.isEmpty || text.hasPrefix("/") {
                        node.report("`\(node.keyPath)` must be a path relative to the project root, found `\(text)`", hint: hint, into: &diagnostics)
                        return nil
                    }
                    return text
                } ?? []
            default: section.reportUnknownKey(entry, known: ConfigSchema.checkKeys, into: &diagnostics)
            }
        }
        return settings
    }

    private mutating func readRuleLevels(_ node: ConfigNode) -> [CheckSettings.RuleSetting] {
        let levels = CheckSettings.Level.allCases.map(\.rawValue)
        guard let entries = node.entries("write one `rule-id: level` per line; levels: \(levels.joined(separator: ", "))", into: &diagnostics)
        else { return [] }
        return entries.compactMap { entry in
            let hint = "write one level; valid levels: " + levels.joined(separator: ", ")
            guard let text = entry.value.text(hint, into: &diagnostics) else { return nil }
            guard let level = CheckSettings.Level(rawValue: text) else {
                entry.value.report(
                    "unknown level `\(text)` for rule `\(entry.key)`",
                    hint: Suggestion.hint(for: text, among: levels, listing: "valid levels"), into: &diagnostics
                )
                return nil
            }
            return CheckSettings.RuleSetting(id: entry.key, level: level, location: entry.keyNode.location)
        }
    }
}
