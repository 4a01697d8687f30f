import ScaffoldCore

/// Which store a feature gets: the first of `--persistence`, the spec's `persistence:`, `.scaffold.yml`'s
/// `persistence:` that says anything; when none does, the preset's own store, as its seed describes it:
///
/// - layered, features — seed 000, Repository: "Hide persistence and external system details". The store is the
///   in-memory actor behind the protocol, which a team swaps; `json` swaps in the JSON file store.
/// - clean — seed 002, Data Layer: "Data Sources (Remote, Local)". The repository reads a local data source (in
///   memory); `json` is refused there: seed 002's repository keeps its data source, DTOs and mapper, and a JSON
///   file data source is not generated yet.
/// - mvvm — seed 003, Persistence: "UserDefaults, JSONEncoder". The persistence manager keeps UserDefaults unless
///   `memory` or `json` is asked for.
public struct PersistenceRule: Sendable {
    /// Where the stated value came from, for `scaffold plan` and for diagnostics.
    enum Source: String, Codable, Hashable, Sendable {
        case flag = "--persistence"
        case spec = "the spec's persistence:"
        case config = ".scaffold.yml's persistence:"
        case preset = "the preset's default"
    }

    public var preset: Preset

    /// The first stated value by precedence, with its source; nil when nothing states one.
    static func stated(flag: Persistence?, spec: Persistence?, config: Persistence?) -> (Persistence, Source)? {
        if let flag { return (flag, .flag) }
        if let spec { return (spec, .spec) }
        if let config { return (config, .config) }
        return nil
    }

    public init(preset: Preset) {
        self.preset = preset
    }

    /// Why `preset` cannot keep its entities as `persistence` says (stated by `source`), or nil when it can.
    public static func problem(_ persistence: Persistence, preset: Preset, from source: String) -> Diagnostic? {
        guard persistence == .json, preset.storage == .dataSource else { return nil }
        return Diagnostic(
            .error, "persistence `json` (from \(source)) is not available with the \(preset.name) preset", keyPath: "persistence",
            hint: "seed 002's repository reads a local data source, which scaffold generates in memory only; use "
                + "`persistence: memory` or leave it out, or the layered, features or mvvm preset for a JSON file store"
        )
    }

    /// The store for a stated value (nil: the preset's own); an error when the preset cannot generate it.
    func storage(for persistence: Persistence?, from source: Source, diagnostics: inout DiagnosticCollector) -> Preset.Storage {
        guard let persistence else { return preset.storage }
        switch (persistence, preset.storage) {
        case (.memory, .dataSource):
            // Seed 002's local data source already keeps the entities in memory.
            return .dataSource
        case (.memory, _):
            return .inMemory
        case (.json, .dataSource):
            if let problem = Self.problem(persistence, preset: preset, from: source.rawValue) { diagnostics.add(problem) }
            return preset.storage
        case (.json, _):
            return .jsonFile
        }
    }
}
