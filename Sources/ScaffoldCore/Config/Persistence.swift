/// Where a feature keeps its entities (`persistence:` in a spec or `.scaffold.yml`, `--persistence` on the CLI):
/// in memory for the app's lifetime, or in one JSON file per feature under Application Support.
///
/// Absent everywhere, a feature gets its preset's own store (`Preset.storage`), as the preset's seed describes it.
public enum Persistence: String, CaseIterable, Codable, Hashable, Sendable {
    case memory
    case json
}

extension Persistence {
    /// The value of a `--persistence` flag, or the error every other bad value gets: what was wrong, and the values.
    public static func flag(_ text: String) throws(ScaffoldError) -> Persistence {
        if let persistence = Persistence(rawValue: text) { return persistence }
        throw .invalidSpec([Diagnostic(
            .error, "unknown value `\(text)` for --persistence", keyPath: "--persistence",
            hint: Suggestion.hint(for: text, among: allCases.map(\.rawValue), listing: "valid values")
        )])
    }
}
