import ScaffoldCore

/// How an adopted app's container holds a remote feature (issue 31 item 5: "a remote feature in that app"): as scaffold's
/// own roots do (seed 002, Adapter and Decorator wired in one place), the container's body gets one `remote` region —
/// the client every remote feature shares, URLSession behind the authenticating and retrying decorators — and the
/// feature's region its saved copy and a repository over both, made on each use as `AppFactory`'s is. An app whose
/// `@main` App holds the stores keeps them as static members (SwiftUI makes the App's one instance, which no view can
/// reach): the client is a static member of one app-wide file, `<App>+Remote.swift`, written by the first remote feature
/// (`RegistrationArtifacts`), and the feature's saved copy and repository static members of its extension.
struct RemoteWiring: Encodable {
    /// The container's property holding the shared client; a name adopted containers are unlikely to have already.
    static let clientProperty = "remoteHTTPClient"

    /// The shared client's property.
    var clientProperty = Self.clientProperty
    /// The app's own client the shared one is made over (`AppClientAdapter`), or nil when the feature brings its own.
    var appClient: AppClientAdapter?
    /// The saved copy's property, named as its type (`walletLocalStore`; `walletPersistenceManager` in `mvvm`).
    var localStoreProperty: String
    /// The saved copy's construction: the JSON file over the app's folder, or the persistence manager over UserDefaults.
    var localStoreConstruction: String
    /// The repository's construction over the shared client and the saved copy.
    var repositoryConstruction: String

    /// Whether `plan`'s feature can be registered with a remote store: an app scaffold made, or an adopted app with a
    /// container (an instance, or the `@main` App holding static members).
    static func registers(_ plan: Plan) -> Bool {
        registers(plan.registration)
    }

    /// The same, for an app registering features by `registration` (nil: an app scaffold made).
    static func registers(_ registration: Registration?) -> Bool {
        guard let registration else { return true }
        return registration.container != nil
    }

    /// The app-wide file holding the shared client where the `@main` App holds the stores (`NotesApp+Remote`), or nil
    /// where the container's body holds it.
    static func clientFile(_ registration: Registration) -> String? {
        guard registration.staticMembers, let container = registration.container else { return nil }
        return "\(container)+Remote"
    }

    /// The wiring of `plan`'s remote feature in an adopted app's container, or nil when it has none.
    init?(plan: Plan) {
        guard plan.registration != nil, RemoteArtifacts.supports(plan) else { return nil }
        let names = plan.names, store = RemoteArtifacts.localStore(plan)
        appClient = AppClientAdapter.adapter(plan)
        localStoreProperty = Naming.lowerFirst(store)
        localStoreConstruction = RemoteArtifacts.savedInDefaults(plan) ? "\(store)()" : "\(store)(folder: \(store).defaultFolder)"
        repositoryConstruction = "\(names.repository)(remote: \(RemoteArtifacts.remoteDataSource(plan))(client: \(Self.clientProperty)), "
            + "local: \(localStoreProperty))"
    }
}
