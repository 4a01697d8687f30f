/// Every kind of file scaffold generates; a layout maps each to a path pattern.
public enum ArtifactKind: String, Codable, Hashable, Sendable, CaseIterable {
    case model
    case repositoryProtocol
    case repositoryImplementation
    case useCase
    case validator
    case viewModel
    case view
    case component
    /// Shared support code a style needs (seed 004's `ViewModel` protocol).
    case support
    /// Seed 002's Data layer: a DTO, its mapper and a local data source per entity.
    case dataTransferObject
    case mapper
    case dataSource
    /// Seed 002: one coordinator per feature.
    case coordinator
    /// A feature's `Route` enum: the screens the app's one NavigationStack shows by value (seed 001).
    case route
    case mock
    case test
    case testFixture
    /// Where features are wired together (seed 002's `AppDependencies`, seed 004's `AppEnvironment`);
    /// a feature registers itself there between marker comments.
    case compositionRoot
    /// The SwiftUI `App` entry and the first screen `scaffold init` writes.
    case appEntry
    /// The app's HTTP client and what wraps it, written once for every remote feature (seed 002, Adapter and
    /// Decorator), and their tests.
    case network
    case networkTest

    /// The kinds only a remote feature writes: `init`'s `.scaffold.yml` and README leave them out of the layout they
    /// list (an app without a remote feature has none), and Docs/Remote.md names them.
    public var isRemoteOnly: Bool { self == .network || self == .networkTest }
}
