import ScaffoldCore

/// How the repository tests build the preset's storage: the in-memory actor, a Default repository over
/// a fresh data source, a persistence manager over a throwaway UserDefaults suite, or the JSON file store (or seed
/// 002's repository over the JSON file data source) over a temporary folder.
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
        case .jsonDataSource: construction = "\(names.repository)(dataSource: \(plan.fileDataSource)(folder: folder))"
        }
        let file = plan.storage == .jsonFile || plan.storage == .jsonDataSource
        let shared = SharedContext(plan: plan)
        return [
            // A record with no field at its fixture value, and the original with a field changed: a store (or a
            // mapper) that drops a field, or an update that keeps the old value, fails the round trip.
            "everyFieldChanged": ModelContext(plan: plan).everyFieldChanged(id: shared.idSample(1)),
            "changedOriginal": shared.changedCopy(of: "original"),
            "repositoryConstruction": construction,
            "usesDefaults": plan.storage == .userDefaults,
            "usesFolder": file,
            "usesCleanup": plan.persists,
            "persists": plan.persists,
            // The type over the JSON file, which reports `unreadableRecords`, and the repository the tests use over it.
            "fileStore": plan.storage == .jsonDataSource ? plan.fileDataSource : names.repository,
            "repositoryOverStore": plan.storage == .jsonDataSource ? "\(names.repository)(dataSource: store)" : "store",
            // What the JSON file's records decode to (the JSONFileStorage partial).
            "stored": ["type": names.entity, "list": names.entitiesVariable, "item": names.entityVariable],
        ]
    }
}
