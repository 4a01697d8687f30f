/// The `check:` section: `rules` (rule id → `off`, `warning` or `error`), `exclude` (a list of globs), `layers`
/// (layer → folder names) and `roles` (role → name endings). Rule ids are checked by `scaffold check`, which knows
/// the rules; here only their levels are.
extension ConfigReader {
    mutating func readCheck(_ section: ConfigNode) -> CheckSettings {
        let example = "write `rules:` (rule id → off, warning or error) and `exclude:` (a list of paths or globs)"
        return readSection(section, hint: example, known: ConfigSchema.checkKeys, into: CheckSettings()) { reader, entry, settings in
            switch entry.key {
            case "rules": settings.rules = reader.readRuleLevels(entry.value)
            case "exclude": settings.exclude = reader.readExclude(entry.value)
            case "layers":
                settings.layers = reader.readNameLists(
                    entry.value, keys: CheckSettings.layerNames, what: "layer", example: "`presentation: [Presentation, UI]`"
                )
            case "roles":
                settings.roles = reader.readNameLists(entry.value, keys: CheckSettings.roleNames, what: "role", example: "`viewModel: [ViewStore]`")
            default: return false
            }
            return true
        }
    }

    /// `exclude: [Sources/App/Legacy]`: paths or globs relative to the project root; the ones that are not are reported
    /// and left out.
    private mutating func readExclude(_ node: ConfigNode) -> [String] {
        let hint = "write a list of paths or globs relative to the project root, such as `exclude: [Sources/App/Legacy]`"
        return node.textList(hint, into: &diagnostics)?.compactMap { text, node in
            if text.isEmpty || text.hasPrefix("/") {
                node.report("`\(node.keyPath)` must be a path relative to the project root, found `\(text)`", hint: hint, into: &diagnostics)
                return nil
            }
            return text
        } ?? []
    }

    /// `name: [Word, Word]` per known key: folder names per layer, name endings per role.
    private mutating func readNameLists(_ node: ConfigNode, keys: [String], what: String, example: String) -> [String: [String]] {
        guard let entries = node.entries("write one `\(what): [names]` per line, such as \(example)", into: &diagnostics) else { return [:] }
        var lists: [String: [String]] = [:]
        for entry in entries {
            guard entry.keyNode.known(entry.key, among: keys, what: what, in: node.keyPath, listing: "valid \(what)s", into: &diagnostics) != nil
            else { continue }
            let hint = "write a list of names, such as \(example)"
            guard let names = entry.value.textList(hint, into: &diagnostics) else { continue }
            let words = names.compactMap { text, item -> String? in
                guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    item.report("`\(text)` in `\(entry.value.keyPath)` must be one word of letters and digits", hint: hint, into: &diagnostics)
                    return nil
                }
                return text
            }
            if words.count == names.count { lists[entry.key] = words }
        }
        return lists
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
