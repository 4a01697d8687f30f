import ScaffoldCore

/// The files of a feature whose records live on a server (issue 31, "Generated code, per preset as its document
/// says"), in place of the local store's: seed 002's Data layer — "Data Sources (Remote, Local)", "DTOs", "Mappers
/// (DTO ↔ Domain)" — and its `DefaultNoteRepository`, which "Try remote, fall back to local"; seed 001's Repository,
/// which "abstracts data sources (network, database, cache)". The saved copy is the feature's JSON file store (`layered`,
/// `features`): a cache of the server, read only when the server cannot be reached.
///
/// In `clean` the same files sit in seed 002's own folders (`Data/DataSources`, `Data/DTOs`, `Data/Mappers`,
/// `Data/Network`): URLSession stays in Data, and the Domain's repository protocol names no HTTP. A list through a UseCase
/// (every list in `clean`) pages as the repository does. `mvvm` keeps its local store until its remote templates exist:
/// `plan` says so in a note.
struct RemoteArtifacts {
    /// The stores a saved copy is generated for today: the JSON file store of `layered`, `features` and `clean`, in an
    /// app scaffold made (an adopted app's own client is issue 31's item 5).
    static func supports(_ plan: Plan) -> Bool {
        // A list UseCase taking seed 001's `Input` would take the page inside it: not templated yet.
        let listTakesInput = plan.useCaseInput && plan.decisions.contains { $0.kind == .fetchAll && $0.useCase }
        return plan.remote != nil && plan.storage == .jsonFile && plan.businessLogic.role != "Service" && plan.registration == nil
            && !listTakesInput
    }

    /// The note for a remote feature whose preset's remote templates are still to come.
    static func note(_ plan: Plan) -> String? {
        guard plan.remote != nil, !supports(plan) else { return nil }
        return "remote: is recorded, but \(plan.preset)'s remote code is not generated yet (persistence \(plan.storage.rawValue)): the feature keeps its records on the device"
    }

    /// The feature's own remote files: the repository over the server and the saved copy, the remote data source, its
    /// DTOs and mapper, and their tests (the field enum the server's field errors name is every form's: `FieldErrors`).
    static func feature(_ plan: Plan, add: (ArtifactKind, String, String, String?) -> Void) {
        let names = plan.names
        // Beside the repository where the preset's layout has no Data layer of its own (seed 000's and 004's
        // `Repositories/`): seed 002's `Data/DataSources`, `Data/DTOs`, `Data/Mappers` where it has.
        let data = { (kind: ArtifactKind) in plan.layoutHasDataLayer ? kind : .repositoryImplementation }
        add(.repositoryImplementation, names.repository, "RemoteRepository", nil)
        add(data(.dataSource), localStore(plan), "RemoteLocalStore", nil)
        add(.repositoryImplementation, plan.previewRepository, "InMemoryRepository", nil)
        add(data(.dataSource), remoteDataSource(plan), "RemoteDataSource", nil)
        add(data(.dataTransferObject), names.dataTransferObject, "RemoteDTO", nil)
        add(data(.mapper), names.mapper, "RemoteMapper", nil)
        add(.test, "\(remoteDataSource(plan))Tests", "RemoteDataSourceTests", nil)
        add(.test, "\(localStore(plan))Tests", "RemoteLocalStoreTests", nil)
    }

    /// `WalletLocalStore`: the saved copy.
    static func localStore(_ plan: Plan) -> String { "\(plan.names.entity)LocalStore" }
    /// `WalletRemoteDataSource`.
    static func remoteDataSource(_ plan: Plan) -> String { "\(plan.names.entity)RemoteDataSource" }
}

extension Plan {
    /// The preset's tree has seed 002's Data layer (`clean`).
    var layoutHasDataLayer: Bool { preset == "clean" }

    /// Whether initializers default their dependencies to production's (seed 000, Dependency injection: "Provide
    /// default values for production implementations"): not for a remote feature, whose store needs the app's server
    /// and token, which only the composition root knows — a default would be a second client nobody configured.
    var initializerDefaults: Bool {
        injection == .initializerDefaults && !RemoteArtifacts.supports(self)
    }
}
