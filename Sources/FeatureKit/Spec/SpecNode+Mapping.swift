import Yams
import ScaffoldCore

/// Reading a mapping: keys in document order, unknown keys reported with the closest known key.
extension SpecNode {
    /// Whether this node is a mapping at all (callers with a friendlier message check first).
    var isMapping: Bool {
        if case .mapping = node { return true }
        return false
    }

    /// The raw pairs of a mapping whose keys are text, in document order; nil for anything else.
    var pairs: [Entry]? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.compactMap { pair in
            guard case .scalar(let scalar) = pair.key else { return nil }
            let keyNode = child(pair.key, key: scalar.string)
            return (scalar.string, keyNode, child(pair.value, key: scalar.string))
        }
    }

    /// The known entries of a mapping; unknown and non-text keys are reported, and nil means it isn't a mapping.
    func entries(
        allowed: [String], what: String, hint: String, into diagnostics: inout DiagnosticCollector
    ) -> [Entry]? {
        guard case .mapping(let mapping) = node else {
            diagnostics.error("\(what) must be a mapping, found \(found)", at: location, keyPath: keyPath, hint: hint)
            return nil
        }
        var entries: [Entry] = []
        for pair in mapping {
            guard case .scalar(let scalar) = pair.key else {
                let keyNode = self.keyNode(pair.key)
                diagnostics.error(
                    "keys must be plain words, found \(keyNode.found) as a key", at: keyNode.location, keyPath: keyPath,
                    hint: "allowed keys: \(allowed.joined(separator: ", "))"
                )
                continue
            }
            let key = scalar.string
            let keyNode = child(pair.key, key: key)
            guard allowed.contains(key) else {
                let suggestion = Suggestion.didYouMean(key, among: allowed)
                diagnostics.error(
                    "unknown key `\(SpecText.abbreviated(key))`", at: keyNode.location, keyPath: keyNode.keyPath,
                    hint: suggestion.map { "\($0) Allowed keys: \(allowed.joined(separator: ", "))" }
                        ?? "allowed keys: \(allowed.joined(separator: ", "))"
                )
                continue
            }
            entries.append((key, keyNode, child(pair.value, key: key)))
        }
        return entries
    }

    /// A mapping read into `draft` (made for this node): `entries(allowed:…)` reports the keys it does not know, then
    /// `read` takes each known entry in document order. Nil when the node is no mapping; the entries come back with the
    /// draft for what a reader checks of them all (a key missing).
    func read<Draft>(
        into draft: Draft, allowed: [String], what: String, hint: String, diagnostics: inout DiagnosticCollector,
        _ read: (inout Draft, Entry, inout DiagnosticCollector) -> Void
    ) -> (draft: Draft, entries: [Entry])? {
        guard let entries = entries(allowed: allowed, what: what, hint: hint, into: &diagnostics) else { return nil }
        var draft = draft
        for entry in entries { read(&draft, entry, &diagnostics) }
        return (draft, entries)
    }
}
