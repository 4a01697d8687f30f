import ScaffoldCore

/// Where the app's data lives, for the README `init` writes: the store features get by default (see
/// `NewAppPersistence` and `PersistenceRule`), as flags a template can branch on.
struct StorageValues {
    let request: InitRequest

    var values: [String: Any] {
        let storage = PersistenceRule(preset: request.preset).storage(for: request.projectPersistence)
        return [
            "storage": [
                "jsonFile": storage == .jsonFile || storage == .jsonDataSource,
                // Seed 002: the JSON file sits under a data source the repository reads (clean).
                "dataSource": storage == .jsonDataSource,
                "userDefaults": storage == .userDefaults,
                "inMemory": storage == .inMemory || storage == .dataSource,
            ] as [String: Bool],
        ]
    }
}
