import ScaffoldCore

/// Which store a feature gets: the first of `--persistence`, the spec's `persistence:`, `.scaffold.yml`'s
/// `persistence:` that says anything; when none does, the preset's own store, as its seed describes it:
///
/// - layered, features — seed 000, Repository: "Hide persistence and external system details". The store is the
///   in-memory actor behind the protocol, which a team swaps; `json` swaps in the JSON file store.
/// - clean — seed 002, Data Layer: "Data Sources (Remote, Local)". The repository reads a local data source (in
///   memory); `json` keeps the repository, DTOs and mapper and puts a JSON file data source under it, behind a
///   data-source protocol the in-memory one (the previews') also implements (Rule 4: Protocols for Boundaries).
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

    /// The store for a stated value (nil: the preset's own).
    func storage(for persistence: Persistence?) -> Preset.Storage {
        guard let persistence else { return preset.storage }
        switch (persistence, preset.storage) {
        case (.memory, .dataSource):
            // Seed 002's local data source already keeps the entities in memory.
            return .dataSource
        case (.memory, _):
            return .inMemory
        case (.json, .dataSource):
            return .jsonDataSource
        case (.json, _):
            return .jsonFile
        }
    }
}
