import Yams

/// A node of the configuration (see `YAMLNode`), with the configuration's typed reads.
typealias ConfigNode = YAMLNode

extension ConfigNode {
    /// Text, or nil after reporting that the value is missing or is a list or mapping.
    func text(_ hint: String, into diagnostics: inout DiagnosticCollector) -> String? {
        guard case .scalar(let scalar) = node, !isNull else {
            let message = isNull ? "`\(keyPath)` has no value" : "`\(keyPath)` must be text, found \(found)"
            report(message, hint: hint, into: &diagnostics)
            return nil
        }
        return scalar.string
    }

    /// The entries of a list of text, or nil after reporting what was found instead; bad entries are reported and skipped.
    func textList(_ hint: String, into diagnostics: inout DiagnosticCollector) -> [(text: String, node: ConfigNode)]? {
        guard case .sequence(let sequence) = node else {
            let message = isNull ? "`\(keyPath)` has no value" : "`\(keyPath)` must be a list of text, found \(found)"
            report(message, hint: hint, into: &diagnostics)
            return nil
        }
        return sequence.enumerated().compactMap { index, element in
            let entry = ConfigNode(node: element, keyPath: "\(keyPath)[\(index)]", file: file)
            return entry.text(hint, into: &diagnostics).map { ($0, entry) }
        }
    }

    /// The entries of a mapping; a key left without a value counts as an empty section, since `scaffold init`
    /// writes sections whose every line is commented out. Keys that are not text are reported and skipped.
    func entries(_ hint: String, into diagnostics: inout DiagnosticCollector) -> [Entry]? {
        if isNull { return [] }
        guard case .mapping(let mapping) = node else {
            report("`\(keyPath.isEmpty ? ProjectConfig.fileName : keyPath)` must be a mapping of `key: value` lines, found \(found)",
                   hint: hint, into: &diagnostics)
            return nil
        }
        return mapping.compactMap { key, value in
            let keyNode = ConfigNode(node: key, keyPath: keyPath, file: file)
            guard case .scalar(let scalar) = key else {
                keyNode.report("a key must be a plain name, found \(keyNode.found)", hint: hint, into: &diagnostics)
                return nil
            }
            return (scalar.string, child(key, key: scalar.string), child(value, key: scalar.string))
        }
    }

    /// Reports `key` as unknown at this level, with the closest known key and the full list.
    func reportUnknownKey(_ entry: Entry, known: [String], into diagnostics: inout DiagnosticCollector) {
        let level = keyPath.isEmpty ? "" : " in `\(keyPath)`"
        entry.keyNode.report(
            "unknown key `\(entry.key)`\(level)",
            hint: Suggestion.hint(for: entry.key, among: known, listing: "valid keys"), into: &diagnostics
        )
    }
}
