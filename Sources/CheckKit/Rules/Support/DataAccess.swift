/// What counts as reaching data: the project's repositories and data sources, and Apple's persistence,
/// network and system-store APIs that the documents name or stand for (UserDefaults, EventKit, CloudKit,
/// Core Data, SwiftData, URLSession, the file system, the keychain).
enum DataAccess {
    static let persistenceAPIs: Set<String> = [
        "UserDefaults", "NSUbiquitousKeyValueStore", "FileManager", "URLSession",
        "CKContainer", "CKDatabase", "CKRecord", "NSPersistentContainer", "NSPersistentCloudKitContainer",
        "NSManagedObjectContext", "NSFetchRequest", "ModelContext", "ModelContainer",
        "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete",
    ]

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
        default: return isPersistenceAPI(name) ? "a persistence API" : nil
        }
    }
}
