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
            let entry = self.element(element, at: index)
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
            let keyNode = self.keyNode(key)
            guard case .scalar(let scalar) = key else {
                keyNode.report("a key must be a plain name, found \(keyNode.found)", hint: hint, into: &diagnostics)
                return nil
            }
            return (scalar.string, child(key, key: scalar.string), child(value, key: scalar.string))
        }
    }

    /// Reports `key` as unknown at this level, with the closest known key and the full list.
    func reportUnknownKey(_ entry: Entry, known: [String], into diagnostics: inout DiagnosticCollector) {
        entry.keyNode.reportUnknown("key", entry.key, in: keyPath, among: known, listing: "valid keys", into: &diagnostics)
    }

    /// `text`, written at this node, when `known` holds it; else nil, reported as `reportUnknown` does.
    func known(
        _ text: String, among known: [String], what: String, in section: String, listing: String, into diagnostics: inout DiagnosticCollector
    ) -> String? {
        if known.contains(text) { return text }
        reportUnknown(what, text, in: section, among: known, listing: listing, into: &diagnostics)
        return nil
    }

    /// The case of `Choice` spelled `text`, written at this node; else nil, reported as `reportUnknown` does.
    func known<Choice: RawRepresentable & CaseIterable>(
        _ text: String, what: String, in section: String, listing: String, into diagnostics: inout DiagnosticCollector
    ) -> Choice? where Choice.RawValue == String {
        known(text, among: Choice.allCases.map(\.rawValue), what: what, in: section, listing: listing, into: &diagnostics)
            .flatMap(Choice.init(rawValue:))
    }

    /// A list of text whose every entry spells a case of `Choice`, in order; nil after reporting that this is no list
    /// (`hint`) or the first entry that spells none (as `known` does).
    func caseList<Choice: RawRepresentable & CaseIterable>(
        what: String, listing: String, hint: String, into diagnostics: inout DiagnosticCollector
    ) -> [Choice]? where Choice.RawValue == String {
        guard let entries = textList(hint, into: &diagnostics) else { return nil }
        var cases: [Choice] = []
        for entry in entries {
            guard let choice: Choice = entry.node.known(entry.text, what: what, in: keyPath, listing: listing, into: &diagnostics) else {
                return nil
            }
            cases.append(choice)
        }
        return cases
    }

    /// Reports at this node `unknown <what> `text` in `<section>`` (a key of the top level names no section), with
    /// the closest of the `known` names and all of them, listed as `listing` (`valid keys`, `roles`).
    func reportUnknown(
        _ what: String, _ text: String, in section: String, among known: [String], listing: String, into diagnostics: inout DiagnosticCollector
    ) {
        let place = section.isEmpty ? "" : " in `\(section)`"
        report("unknown \(what) `\(text)`\(place)", hint: Suggestion.hint(for: text, among: known, listing: listing), into: &diagnostics)
    }
}
