import ScaffoldCore

/// How the repository tests build the preset's storage: the in-memory actor, a Default repository over
/// a fresh data source, a persistence manager over a throwaway UserDefaults suite, or the JSON file store (or seed
/// 002's repository over the JSON file data source) over a temporary folder.
/// Docs/Templates.md, "Repositories and their tests", lists the variables with an example each.
struct RepositoryTestContext: TemplateContext {
    /// A record with no field at its fixture value (`Reminder.fixture(id: "id-1", title: "Other title", …)`): a store
    /// (or a mapper) that drops or resets a field fails the round trip.
    var everyFieldChanged: String
    /// The update test's `original` with its first field changed: an update that keeps the old value fails.
    var changedOriginal: String
    /// The expression that makes the repository under test.
    var repositoryConstruction: String
    /// The store is a UserDefaults suite the tests make and remove.
    var usesDefaults: Bool
    /// The store is a JSON file in a folder the tests make and remove.
    var usesFolder: Bool
    /// The tests clean up what the store wrote.
    var usesCleanup: Bool
    /// The store outlives the process (UserDefaults or a JSON file).
    var persists: Bool
    /// The type over the JSON file, which reports `unreadableRecords`.
    var fileStore: String
    /// The repository the tests use over that store.
    var repositoryOverStore: String
    /// What the JSON file's records decode to (the JSONFileStorage partial).
    var stored: StoredRecords

    init(plan: Plan) {
        let names = plan.names
        switch plan.storage {
        case .inMemory: repositoryConstruction = "\(names.repository)()"
        case .dataSource: repositoryConstruction = "\(names.repository)(dataSource: \(names.dataSource)())"
        case .userDefaults: repositoryConstruction = "\(names.repository)(suiteName: suite)"
        case .jsonFile: repositoryConstruction = "\(names.repository)(folder: folder)"
        case .jsonDataSource: repositoryConstruction = "\(names.repository)(dataSource: \(plan.fileDataSource)(folder: folder))"
        }
        everyFieldChanged = ModelContext.everyFieldChanged(id: SharedContext.idSample(1, plan: plan), plan: plan)
        changedOriginal = SharedContext.changedCopy(of: "original", plan: plan)
        usesDefaults = plan.storage == .userDefaults
        usesFolder = plan.storage == .jsonFile || plan.storage == .jsonDataSource
        usesCleanup = plan.persists
        persists = plan.persists
        fileStore = plan.storage == .jsonDataSource ? plan.fileDataSource : names.repository
        repositoryOverStore = plan.storage == .jsonDataSource ? "\(names.repository)(dataSource: store)" : "store"
        stored = StoredRecords(type: names.entity, list: names.entitiesVariable, item: names.entityVariable)
    }
}
