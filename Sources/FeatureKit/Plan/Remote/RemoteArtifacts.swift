import ScaffoldCore

/// The files of a feature whose records live on a server (issue 31, "Generated code, per preset as its document
/// says"), in place of the local store's: seed 002's Data layer — "Data Sources (Remote, Local)", "DTOs", "Mappers
/// (DTO ↔ Domain)" — and its `DefaultNoteRepository`, which "Try remote, fall back to local"; seed 001's Repository,
/// which "abstracts data sources (network, database, cache)". The saved copy is the feature's JSON file store (`layered`,
/// `features`): a cache of the server, read only when the server cannot be reached.
///
/// In `clean` the same files sit in seed 002's own folders (`Data/DataSources`, `Data/DTOs`, `Data/Mappers`,
/// `Data/Network`): URLSession stays in Data, and the Domain's repository protocol names no HTTP. A list through a UseCase
/// (every list in `clean`) pages as the repository does. In `mvvm` the store is seed 003's Service (`RemoteServiceRole`)
/// in `Services/`, and the saved copy seed 003's persistence manager over UserDefaults (`WalletPersistenceManager`).
/// An adopted app gets the same slice, registered in its own container (`RemoteWiring`), the `@main` App's static members
/// where the App holds the stores.
struct RemoteArtifacts {
    /// The feature's server slice is generated (`RemoteSliceRule`): in an app scaffold made, or an adopted one with a
    /// container (issue 31 item 5: it holds the client and the feature's store, `RemoteWiring`).
    static func supports(_ plan: Plan) -> Bool {
        let services = plan.businessLogic.role == BusinessLogicLayer.services.role
        return RemoteSliceRule.generates(
            remote: plan.remote != nil, storage: plan.storage, services: services, registers: RemoteWiring.registers(plan)
        )
    }

    /// The saved copy is seed 003's persistence manager over UserDefaults (`mvvm`'s store), not a JSON file.
    static func savedInDefaults(_ plan: Plan) -> Bool {
        plan.storage == .userDefaults
    }

    /// The note for a remote feature whose preset's remote templates are still to come.
    static func note(_ plan: Plan) -> String? {
        guard plan.remote != nil, !supports(plan) else { return nil }
        if !RemoteWiring.registers(plan) {
            return "remote: is recorded, but the app has no composition root scaffold can register it in (`compositionRoot:` in "
                + ".scaffold.yml): the feature keeps its records on the device"
        }
        return "remote: is recorded, but \(plan.preset)'s remote code is not generated yet (persistence \(plan.storage.rawValue)): the feature keeps its records on the device"
    }

    /// The feature's own remote files: the repository over the server and the saved copy, the remote data source, its
    /// DTOs and mapper, and their tests (the field enum the server's field errors name is every form's: `FieldErrors`).
    /// `add` takes the file's kind, its type name, its template and the kind whose folder it goes in (nil: its own).
    static func feature(_ plan: Plan, add: (ArtifactKind, String, String, ArtifactKind?) -> Void) {
        let names = plan.names
        // Beside the repository where the preset's layout has no Data layer of its own (seed 000's and 004's
        // `Repositories/`): seed 002's `Data/DataSources`, `Data/DTOs`, `Data/Mappers` where it has.
        // `mvvm`: seed 003's Services folder, where the operations' Services are (`RemoteServiceRole`).
        let data = { (kind: ArtifactKind) in plan.layoutHasDataLayer ? kind : .repositoryImplementation }
        let folder = RemoteServiceRole.folder(plan)
        let defaults = savedInDefaults(plan)
        add(.repositoryImplementation, names.repository, "RemoteRepository", folder)
        add(defaults ? .repositoryImplementation : data(.dataSource), localStore(plan), defaults ? "RemoteDefaultsStore" : "RemoteLocalStore", nil)
        add(.repositoryImplementation, plan.previewRepository, "InMemoryRepository", folder)
        add(data(.dataSource), remoteDataSource(plan), "RemoteDataSource", folder)
        add(data(.dataTransferObject), names.dataTransferObject, "RemoteDTO", folder)
        add(data(.mapper), names.mapper, "RemoteMapper", folder)
        add(.test, "\(remoteDataSource(plan))Tests", "RemoteDataSourceTests", nil)
        add(.test, "\(localStore(plan))Tests", defaults ? "RemoteDefaultsStoreTests" : "RemoteLocalStoreTests", nil)
    }

    /// `WalletLocalStore`: the saved copy; seed 003's `WalletPersistenceManager` where it is kept in UserDefaults.
    static func localStore(_ plan: Plan) -> String {
        plan.names.entity + (savedInDefaults(plan) ? "PersistenceManager" : "LocalStore")
    }
    /// `WalletRemoteDataSource`.
    static func remoteDataSource(_ plan: Plan) -> String { "\(plan.names.entity)RemoteDataSource" }
}

extension Plan {
    /// The preset's tree has seed 002's Data layer (`clean`).
    var layoutHasDataLayer: Bool { preset == "clean" }

    /// Whether initializers default their dependencies to production's (seed 000, Dependency injection: "Provide
    /// default values for production implementations"): not for a remote feature, whose store needs the app's server
    /// and token, which only the composition root knows — a default would be a second client nobody configured. Nor
    /// for a feature naming a server-backed entity's records: its UseCases and view models hold that entity's store.
    var initializerDefaults: Bool {
        injection == .initializerDefaults && !RemoteArtifacts.supports(self) && servedEntities.isEmpty
    }
}
