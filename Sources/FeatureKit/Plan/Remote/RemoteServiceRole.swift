import ScaffoldCore

/// In `mvvm` a server-backed feature's store is seed 003's Service: the view models' `service` (Scalability, "2. Service
/// Layer": `protocol TodoService`, `init(service: TodoService = DefaultTodoService())`), which the document's ViewModel
/// layer has "Coordinate with services (persistence, network)". The network is behind it (issue 31: "`mvvm` puts the
/// network behind seed 003's Service"), and seed 003's persistence manager ("UserDefaultsManager": "Centralize all
/// persistence logic") keeps the saved copy beneath it: `WalletServiceProtocol`, `WalletService` over
/// `WalletRemoteDataSource` and `WalletPersistenceManager`, in `Services/` beside the operations' Services.
enum RemoteServiceRole {
    /// The role in the names of the feature's own store (`WalletService`, `WalletServiceProtocol`,
    /// `WalletServiceError`); nil where the preset's own role stays (every preset but `mvvm`, and a feature on the device).
    static func role(_ plan: Plan) -> String? {
        RemoteArtifacts.supports(plan) && plan.businessLogic.role == BusinessLogicLayer.services.role ? plan.businessLogic.role : nil
    }

    /// The folder kind the service's files take (`Services/`, the operations' Services' folder): the service, its
    /// protocol, the remote data source, the DTOs and the mapper; nil where each file keeps its own kind's folder.
    static func folder(_ plan: Plan) -> ArtifactKind? {
        plan.ownRepositoryRole == nil ? nil : .useCase
    }
}
