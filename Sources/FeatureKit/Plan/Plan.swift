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
    public var repositoryRole: String
    public var coordinator: Bool
    public var listViewModelFromEnvironment: Bool
    public var roots: ProjectRoots
    public var names: TypeNames
    public var decisions: [OperationDecision]
    public var useCases: [PlannedUseCase]
    /// Operations each generated view model calls, in spec order.
    public var listViewModel: [String]?
    public var formViewModel: [String]?
    /// Valid and refused sample values per field rule, for fixtures and validator tests.
    public var samples: [FieldSamples]
    public var artifacts: [Artifact]
    /// Things the user should know that are not errors (an op used by a view model this feature does not generate).
    public var notes: [String]

    /// Protocol and implementation names of an entity's storage (`WalletRepositoryProtocol`, `DefaultWalletRepository`).
    public func repositoryNames(for entity: String) -> (protocolName: String, implementation: String) {
        let base = "\(entity)\(repositoryRole)"
        return (style.protocolName(base), style.implementationName(base))
    }

    public func decision(for operation: String) -> OperationDecision? {
        decisions.first { $0.operation == operation }
    }
}

/// Every type name the templates print, derived once from spec and style.
public struct TypeNames: Codable, Hashable, Sendable {
    public var entity: String
    public var entities: String
    public var entityVariable: String
    public var entitiesVariable: String
    public var idType: String
    public var repositoryProtocol: String
    public var repository: String
    public var repositoryError: String
    public var validator: String
    public var validationError: String
    public var listViewModel: String
    public var formViewModel: String
    public var listView: String
    public var rowView: String
    public var formView: String
    public var dataSource: String
    public var dataTransferObject: String
    public var mapper: String
    public var coordinator: String
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
}

/// One file of the plan: what it is, its type name and where it goes.
public struct Artifact: Codable, Hashable, Sendable {
    public var kind: ArtifactKind
    public var name: String
    public var path: String
    /// The template that renders it (file name in `Templates/` without `.mustache`).
    public var template: String
    /// For use cases, tests and mocks: the operation or type it is about.
    public var subject: String?
    public var mode: GeneratedFile.Mode

    public init(kind: ArtifactKind, name: String, path: String, template: String, subject: String? = nil, mode: GeneratedFile.Mode = .regenerate) {
        self.kind = kind
        self.name = name
        self.path = path
        self.template = template
        self.subject = subject
        self.mode = mode
    }
}
