import ScaffoldCore

/// The decisions and files of one `scaffold feature` run, before any template is rendered.
/// Codable, so tests and `plan --json` can read it without rendering.
public struct Plan: Codable, Hashable, Sendable {
    public var spec: FeatureSpec
    public var preset: String
    public var style: Style
    public var viewModelProtocol: Bool
    public var injection: Preset.Injection
    public var storage: Preset.Storage
    /// What chose `storage`: `--persistence`, the spec, `.scaffold.yml` or the preset (`PersistenceRule`).
    public var storageSource: String
    public var repositoryRole: String
    public var coordinator: Bool
    public var listViewModelFromEnvironment: Bool
    /// Seed 001's UseCase shape (`Input` + `execute(_:)`).
    public var useCaseInput: Bool
    /// Where business logic goes: UseCases, or seed 003's Services (mvvm).
    public var businessLogic: BusinessLogicLayer
    /// Framework names the project's entities shadow, spelled qualified in generated code.
    public var frameworkNames: FrameworkNames
    public var roots: ProjectRoots
    public var names: TypeNames
    public var decisions: [OperationDecision]
    public var useCases: [PlannedUseCase]
    /// Operations each generated view model calls, in spec order.
    public var listViewModel: [String]?
    public var formViewModel: [String]?
    /// The detail screen's view model's operations (`DetailScreen`): its fetch, then those whose `usedBy` names it.
    public var detailViewModel: [String]? = nil
    /// Valid and refused sample values per field rule, for fixtures and validator tests.
    public var samples: [FieldSamples]
    public var artifacts: [Artifact]
    /// Things the user should know that are not errors (an op used by a view model this feature does not generate).
    public var notes: [String]
    /// The OpenAPI schema the spec was read from (`feature --openapi`), for the saved spec's header; nil otherwise.
    public var importedSchema: String? = nil
    /// In an app scaffold did not create: how the feature registers into the app's own root; nil otherwise.
    public var registration: Registration?
    /// The fields that name another entity's records (`reads:`): edited with a picker, shown by that record's name.
    public var references: [PlannedReference] = []
    /// The persistence that was stated and won (`--persistence`, the spec's, `.scaffold.yml`'s); nil = the preset's.
    /// Recorded, so the feature planned again from its record keeps its store.
    public var statedPersistence: Persistence? = nil
    /// The shapes the feature's stored records have had, for its record (`FeatureRecord.shapes`); nil while one.
    public var recordedShapes: [RecordShape]? = nil
    /// How the store reads records earlier versions stored and keeps what it does not know (issue 33); nil where the
    /// store keeps nothing across launches.
    public var migration: RecordMigration? = nil
    /// Where the records live when a server keeps them (the spec's `remote:` with `.scaffold.yml`'s `remote:`); nil =
    /// on the device only. A remote feature gets the app's network files, a remote data source, DTOs and a mapper, and
    /// a repository over the server and a saved copy (`RemoteArtifacts`).
    public var remote: RemoteSource? = nil
    /// The role in the names of the feature's own store where it is not the preset's (`repositoryRole`): `Service` for a
    /// server-backed feature in `mvvm` (`RemoteServiceRole`); nil otherwise. Other entities' stores keep the preset's.
    public var ownRepositoryRole: String? = nil

    /// The role in `entity`'s store's names: the feature's own, or the preset's.
    public func repositoryRole(for entity: String) -> String {
        if entity == names.entity { return ownRepositoryRole ?? repositoryRole }
        // A server-backed entity's store in `mvvm` is its Service (`RemoteServiceRole`), whoever reads it.
        let services = businessLogic.role == BusinessLogicLayer.services.role
        return services && servedEntities.contains(entity) ? businessLogic.role : repositoryRole
    }

    /// The other entities this feature names whose records live on a server (`PlannedReference.served`).
    public var servedEntities: Set<String> { Set(references.filter(\.served).map(\.entity)) }

    /// What scaffold records of the feature for later runs (`.scaffold/specs/<Feature>.json`).
    public var record: FeatureRecord { FeatureRecord(spec: spec, persistence: statedPersistence, shapes: recordedShapes) }

    /// Protocol and implementation names of an entity's storage (`WalletRepositoryProtocol`, `DefaultWalletRepository`).
    public func repositoryNames(for entity: String) -> (protocolName: String, implementation: String) {
        let base = "\(entity)\(repositoryRole(for: entity))"
        return (style.protocolName(base), style.implementationName(base))
    }

    /// The in-memory store previews swap in where the feature's own store persists (`InMemoryWalletRepository`):
    /// the canvas shows sample data and never touches what the app saved.
    public var previewRepository: String {
        storage == .inMemory ? names.repository : "InMemory\(names.repository)"
    }

    /// Seed 002 with `persistence: json`: the protocol both data sources implement (`WalletDataSource`), so the
    /// repository reads the JSON file in the app and memory in previews; and the JSON file's own data source.
    public var dataSourceProtocol: String { "\(names.entity)DataSource" }
    public var fileDataSource: String { "\(names.entity)JSONFileDataSource" }

    /// Whether the feature's store keeps its entities across launches (UserDefaults or a JSON file).
    public var persists: Bool { storage.persists }

    public func decision(for operation: String) -> OperationDecision? {
        decisions.first { $0.operation == operation }
    }

    /// Whether the feature gets a wiring test: its list loads from the composition root's store and its
    /// form (built by the root) creates into it.
    public var hasWiringTest: Bool {
        guard let list = listViewModel, let form = formViewModel else { return false }
        let load = decisions.first { $0.kind == .fetchAll && list.contains($0.operation) }
        let create = decisions.first { $0.kind == .create && form.contains($0.operation) }
        return load?.implemented == true && create?.implemented == true
    }

    /// The sections of the preset's documents generated comments cite.
    public var citations: SeedCitations { SeedCitations.named(preset) }
}

/// Every type name the templates print, derived once from spec and style (the preset's naming makes each); every
/// feature template reads them at the top level.
public struct TypeNames: Codable, Hashable, Sendable {
    /// The entity's type.
    public var entity: String
    /// Its plural, as a type name.
    public var entities: String
    /// The entity as a variable name.
    public var entityVariable: String
    /// The plural as a variable name.
    public var entitiesVariable: String
    /// The id's type as generated code spells it (`UUID`, or `Foundation.UUID` where an entity shadows it).
    public var idType: String
    /// The repository's protocol.
    public var repositoryProtocol: String
    /// The repository's concrete type.
    public var repository: String
    /// The repository's error type.
    public var repositoryError: String
    /// The validator.
    public var validator: String
    /// The validator's error type.
    public var validationError: String
    /// The list screen's view model.
    public var listViewModel: String
    /// The form screen's view model.
    public var formViewModel: String
    /// The list screen's view.
    public var listView: String
    /// The list's row view.
    public var rowView: String
    /// The form screen's view.
    public var formView: String
    /// The local data source (clean).
    public var dataSource: String
    /// The data transfer object (clean).
    public var dataTransferObject: String
    /// The mapper between entity and data transfer object (clean).
    public var mapper: String
    /// The feature's coordinator (clean).
    public var coordinator: String
    /// The feature's screens as values for the app's NavigationStack (`WalletRoute`).
    public var route: String
    /// Why an operation could not run: a reference that does not exist, or a UseCase the team has yet to write.
    public var operationError: String
    /// A persisting store's record across the feature's versions: reads one an earlier version stored, keeps what
    /// this version does not know (issue 33).
    public var storedRecord: String
    /// What a persisting store's last read could not show, for the list to say.
    public var storageNotice: String
}

/// A UseCase the rules asked for.
public struct PlannedUseCase: Codable, Hashable, Sendable {
    public var operation: String
    public var kind: OperationKind
    /// `CreateWalletUseCase` before style naming.
    public var baseName: String
    public var protocolName: String
    public var implementationName: String
    /// Entities whose repositories it uses, the feature's own first.
    public var repositories: [String]
    public var validates: Bool
    /// The fields it changes (`sets:`) and the references it checks (`reads:`) before writing.
    public var sets: [FieldAssignment]
    public var reads: [EntityReference]
    /// False when the spec leaves its effect unstated: the body throws `notImplemented`, and the file is the team's.
    public var implemented: Bool
    /// For a delete: the fields of the project's features that name the deleted record, kept whole first.
    public var keeps: [IncomingReference] = []

    /// Whether the UseCase needs a clock (a `sets:` value of `now`).
    public var usesClock: Bool { sets.contains { $0.value == .now } }
}

/// One file of the plan: what it is, its type name and where it goes.
public struct Artifact: Codable, Hashable, Sendable {
    public var kind: ArtifactKind
    public var name: String
    public var path: String
    /// The template that renders it (file name in `Templates/` without `.mustache`).
    public var template: String
    /// For use cases, tests and mocks: the operation or type it is about.
    public var subject: String? = nil
    public var mode: GeneratedFile.Mode = .regenerate
}

/// A field that names another entity's records, as the screens present it.
public struct PlannedReference: Codable, Hashable, Sendable {
    /// The field (`categoryID`) and the entity it names (`Category`).
    public var field: String
    public var entity: String
    /// The referenced entity's field a picker and a row show (`name`), and whether it is optional; nil = its id.
    public var display: String?
    public var displayIsOptional: Bool
    /// The referenced entity's list UseCase, through which the screens load the records to choose from and to
    /// name (seed 000: reused across view models); nil where it is the feature's own list, called as decided.
    public var listUseCase: PlannedUseCase?
    /// A fresh in-memory store of the referenced entity (`CategoryRepository()`, `InMemoryCategoryRepository()`),
    /// for tests that need a record of it on the composition root without touching what the app saved.
    public var memoryStore: String = ""
    /// The referenced entity's record a preview's sample names (`PreviewReferences`), made in the app target; nil for a
    /// reference to the feature's own records or a list of references.
    public var previewRecord: String? = nil
    /// The referenced entity's in-memory store holding `previewRecord`, for a preview's root; nil without one.
    public var previewStore: String? = nil
    /// The referenced entity's records live on a server (its `remote:`, with its remote code generated): its list
    /// UseCase pages, so the screens gather every page (`executeAll()`), and its store is built by the composition root
    /// only (`Plan.initializerDefaults`).
    public var served: Bool = false
}
