/// What counts as reaching data: the project's repositories and data sources, and the persistence, network and
/// system-store APIs that the documents name or stand for (UserDefaults, EventKit, CloudKit, Core Data, SwiftData,
/// URLSession, the file system, the keychain), with Realm, a store an app keeps objects in as it does in Core Data.
enum DataAccess {
    static let persistenceAPIs: Set<String> = [
        "UserDefaults", "NSUbiquitousKeyValueStore", "FileManager", "URLSession",
        "CKContainer", "CKDatabase", "CKRecord", "NSPersistentContainer", "NSPersistentCloudKitContainer",
        "NSManagedObjectContext", "NSFetchRequest", "ModelContext", "ModelContainer",
        "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete", "Realm",
    ]

    /// The types a store's query is built from, and the framework each is of when the file imports it (`Query` alone
    /// could be anything): a view that builds one (`_notes = Query(filter: #Predicate { … })` in its initializer)
    /// fetches from the store itself.
    static let queryTypes: [String: (framework: String, imports: Set<String>)] = [
        "Query": ("SwiftData", ["SwiftData"]), "FetchDescriptor": ("SwiftData", ["SwiftData"]),
        "FetchRequest": ("Core Data", ["SwiftUI", "CoreData"]), "SectionedFetchRequest": ("Core Data", ["SwiftUI", "CoreData"]),
    ]

    /// The `firstMention` key of a query type: a query and the wrapper it is given to (`@Query`) are one access, and a
    /// fetch descriptor is used through the context (`ModelContext`), reported once with it.
    static func queryKey(_ name: String) -> String {
        name == "FetchDescriptor" ? "ModelContext" : "query " + name
    }

    /// `SwiftData` when `name` is one of its query types, the file imports it, and the project declares no type of
    /// that name; nil otherwise.
    static func query(named name: String, in file: CheckFile) -> String? {
        guard let query = queryTypes[name], !query.imports.isDisjoint(with: file.imports), file.type(named: name) == nil else { return nil }
        return query.framework
    }

    /// A persistence API the project declares no type of (its own `Realm`, a game's world, is no store); an
    /// extension of one (`extension UserDefaults`) declares none.
    static func isPersistenceAPI(_ name: String, in file: CheckFile) -> Bool {
        isPersistenceAPI(name) && file.type(named: name)?.kind == nil
    }

    /// EventKit's types all start with `EK` (`EKEventStore`, `EKReminder`).
    static func isPersistenceAPI(_ name: String) -> Bool {
        if persistenceAPIs.contains(name) { return true }
        guard name.hasPrefix("EK"), name.count > 2 else { return false }
        return name.dropFirst(2).first?.isUppercase == true
    }

    /// `"a repository"`, `"a persistence API"` — what the name is, for messages; nil when it is neither.
    static func kind(of name: String, in file: CheckFile) -> String? {
        switch file.role(ofTypeNamed: name) {
        case .repository: return name.hasSuffix("PersistenceManager") || name.hasSuffix("PersistenceManagerProtocol") ? "a persistence manager" : "a repository"
        case .dataSource: return "a data source"
        case .view, .viewModel, .app, .support, .model: return nil
        default:
            if isPersistenceAPI(name, in: file) { return "a persistence API" }
            return file.type(named: name).flatMap { store($0, in: file) }.map { "a data store (it holds \($0))" }
        }
    }

    /// What makes a project type a data store whatever its name (`SwiftDataService`, `NoteStore`): it is a SwiftData
    /// `ModelActor`, or it keeps a persistence API in a stored property (`ModelContext`, `UserDefaults`). Nil for other
    /// types. View models, views, models and the composition root hold stores without being one.
    static func store(_ entry: ProjectIndex.Entry, in file: CheckFile) -> String? {
        guard entry.isConcrete || entry.kind == .protocol else { return nil }
        if entry.inherited.contains("ModelActor") { return "a SwiftData ModelActor" }
        return entry.properties.compactMap(\.type).first { isPersistenceAPI($0, in: file) }
    }
}
