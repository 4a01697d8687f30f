import ScaffoldCore

/// How the repository tests build the preset's storage: the in-memory actor, a Default repository over
/// a fresh data source, a persistence manager over a throwaway UserDefaults suite, or the JSON file store over a
/// temporary folder.
struct RepositoryTestContext {
    let plan: Plan

    var values: [String: Any] {
        let names = plan.names
        let construction: String
        switch plan.storage {
        case .inMemory: construction = "\(names.repository)()"
        case .dataSource: construction = "\(names.repository)(dataSource: \(names.dataSource)())"
        case .userDefaults: construction = "\(names.repository)(suiteName: suite)"
        case .jsonFile: construction = "\(names.repository)(folder: folder)"
        }
        return [
            "repositoryConstruction": construction,
            "usesDefaults": plan.storage == .userDefaults,
            "usesFolder": plan.storage == .jsonFile,
            "usesCleanup": plan.storage == .userDefaults || plan.storage == .jsonFile,
            "persists": plan.storage == .userDefaults || plan.storage == .jsonFile,
        ]
    }
}
