import ScaffoldCore

/// How the repository tests build the preset's storage: the in-memory actor, a Default repository over
/// a fresh data source, or a persistence manager over a throwaway UserDefaults suite.
struct RepositoryTestContext {
    let plan: Plan

    var values: [String: Any] {
        let names = plan.names
        let construction: String
        switch plan.storage {
        case .inMemory: construction = "\(names.repository)()"
        case .dataSource: construction = "\(names.repository)(dataSource: \(names.dataSource)())"
        case .userDefaults: construction = "\(names.repository)(suiteName: suite)"
        }
        return ["repositoryConstruction": construction, "usesDefaults": plan.storage == .userDefaults, "persists": plan.storage == .userDefaults]
    }
}
