/// The feature's store and its tests: the in-memory actor, a persistence manager over UserDefaults, the JSON file
/// store, or seed 002's repository over its data source — held as the concrete in-memory actor, or with
/// `persistence: json` as the data-source protocol the JSON file one (the app's) and the in-memory one (previews',
/// tests') implement (seed 002, Rule 4: Protocols for Boundaries).
struct RepositoryContext: Encodable {
    /// A record with no field at its fixture value, so a store that drops or resets a field fails the round trip.
    var everyFieldChanged: String
    /// The update test's `original` with its first field changed, so an update that keeps the old value fails.
    var changedOriginal: String
    /// The expression that makes the repository under test.
    var repositoryConstruction: String
    /// The store is a UserDefaults suite the tests make and remove.
    var usesDefaults: Bool
    /// The store is a JSON file in a folder the tests make and remove.
    var usesFolder: Bool
    /// The store outlives the process (UserDefaults or a JSON file): its tests clean up what it wrote.
    var persists: Bool
    /// The type over the JSON file, which reports `unreadableRecords`.
    var fileStore: String
    /// The repository the tests use over that store.
    var repositoryOverStore: String
    /// What the JSON file's records decode to (the JSONFileStorage partial).
    var stored: StoredRecords
    /// Clean: the data-source protocol the data source is behind (`persistence: json`); absent where it has none.
    @Flagged var dataSourceProtocol: String?
    /// Clean: the JSON file data source.
    var fileDataSource: String
    /// Clean: what the repository's data source is called in declarations, the protocol or the in-memory actor.
    var dataSourceName: String
    /// InMemoryRepository: the previews' store beside a persistent one, with no `shared` of its own.
    var previewStore: Bool
    /// What the store's tests plant and load of every shape its records have had; absent when it does not persist.
    var migration: MigrationContext?

    /// The records a JSON file holds, as the JSONFileStorage partial names them.
    struct StoredRecords: Encodable {
        /// The type one record decodes to (the entity, or clean's data transfer object).
        var type: String
        /// The variable holding all records.
        var list: String
        /// The variable holding one record.
        var item: String
    }

    init(plan: Plan, previewStore: Bool = false) {
        let names = plan.names
        repositoryConstruction = Self.construction(plan)
        everyFieldChanged = plan.everyFieldChanged(id: plan.idSample(1))
        changedOriginal = plan.changedCopy(of: "original")
        usesDefaults = plan.storage == .userDefaults
        usesFolder = plan.storage == .jsonFile || plan.storage == .jsonDataSource
        persists = plan.persists
        let json = plan.storage == .jsonDataSource
        fileStore = json ? plan.fileDataSource : names.repository
        repositoryOverStore = json ? "\(names.repository)(dataSource: store)" : "store"
        let clean = plan.storage == .dataSource || json
        stored = clean ? StoredRecords(type: names.dataTransferObject, list: "dtos", item: "dto")
            : StoredRecords(type: names.entity, list: names.entitiesVariable, item: names.entityVariable)
        (dataSourceProtocol, fileDataSource) = (json ? plan.dataSourceProtocol : nil, plan.fileDataSource)
        dataSourceName = json ? plan.dataSourceProtocol : names.dataSource
        self.previewStore = previewStore
        migration = MigrationContext(plan: plan)
    }

    /// A fresh repository as a test makes it: over the test's UserDefaults suite (`suite`) or folder (`folder`).
    static func construction(_ plan: Plan) -> String {
        let names = plan.names
        switch plan.storage {
        case .inMemory: return "\(names.repository)()"
        case .dataSource: return "\(names.repository)(dataSource: \(names.dataSource)())"
        case .userDefaults: return "\(names.repository)(suiteName: suite)"
        case .jsonFile: return "\(names.repository)(folder: folder)"
        case .jsonDataSource: return "\(names.repository)(dataSource: \(plan.fileDataSource)(folder: folder))"
        }
    }
}
