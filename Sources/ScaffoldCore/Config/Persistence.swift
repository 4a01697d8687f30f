/// Where a feature keeps its entities (`persistence:` in a spec or `.scaffold.yml`, `--persistence` on the CLI):
/// in memory for the app's lifetime, or in one JSON file per feature under Application Support.
///
/// Absent everywhere, a feature gets its preset's own store (`Preset.storage`), as the preset's seed describes it.
public enum Persistence: String, CaseIterable, Codable, Hashable, Sendable {
    case memory
    case json
}

