import ScaffoldCore

/// Where a remote feature keeps its saved copy: the preset's JSON file store, whatever `persistence:` says. A remote
/// feature's records live on the server; what the device keeps is a cache of it (issue 31: "keeps a local copy in the
/// project's store, so the list shows the saved records when the server cannot be reached"), and a copy in memory would
/// be gone exactly when it is needed — after a relaunch without a connection. Seed 000, Repository layer: "Implement
/// caching strategies".
enum SavedCopyRule {
    /// The store a feature of `spec` gets, given the one its persistence chose.
    static func storage(_ chosen: Preset.Storage, spec: FeatureSpec, rule: PersistenceRule) -> Preset.Storage {
        guard spec.remote != nil else { return chosen }
        switch chosen {
        case .inMemory where rule.storage(for: .json) == .jsonFile:
            return .jsonFile
        // Seed 002's local data source (`clean`): the saved copy is the remote slice's own JSON file store, beside the
        // remote data source in `Data/DataSources` ("Data Sources (Remote, Local)").
        case .dataSource, .jsonDataSource:
            return .jsonFile
        default:
            return chosen
        }
    }

    /// What `plan` says chose it when this rule did.
    static let source = "the saved copy of a remote feature (a JSON file)"
}
