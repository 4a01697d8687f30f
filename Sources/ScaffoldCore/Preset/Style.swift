/// The choices the seeds disagree on; each preset picks the side of its document.
public struct Style: Codable, Hashable, Sendable {
    /// `@Observable` (seed 001, 004) or `ObservableObject` + `@Published` (seed 000, 003).
    public enum Observation: String, Codable, Hashable, Sendable, CaseIterable { case observable, observableObject }
    /// Flat `@Published` properties (seed 000) or a nested `State` struct (seed 004).
    public enum State: String, Codable, Hashable, Sendable, CaseIterable { case flat, nested }
    /// `WalletRepositoryProtocol` + `WalletRepository` (seed 000, 004) or `WalletRepository` + `DefaultWalletRepository` (seed 001, 002).
    public enum Naming: String, Codable, Hashable, Sendable, CaseIterable { case protocolSuffix, defaultPrefix }
    /// The test framework of generated tests.
    public enum Tests: String, Codable, Hashable, Sendable, CaseIterable {
        case xctest
        case swiftTesting = "swift-testing"
    }

    public var observation: Observation
    public var state: State
    public var naming: Naming
    public var tests: Tests
    /// A team's own spelling of protocol and implementation names (`{name}Impl`), replacing `naming`'s for that role.
    public var protocolPattern: NamePattern?
    public var implementationPattern: NamePattern?

    public init(
        observation: Observation, state: State, naming: Naming, tests: Tests = .xctest,
        protocolPattern: NamePattern? = nil, implementationPattern: NamePattern? = nil
    ) {
        self.observation = observation
        self.state = state
        self.naming = naming
        self.tests = tests
        self.protocolPattern = protocolPattern
        self.implementationPattern = implementationPattern
    }

    /// Protocol and implementation type names for a role (`WalletRepository`, `CreateWalletUseCase`).
    public func protocolName(_ base: String) -> String {
        if let protocolPattern { return protocolPattern.apply(base) }
        return naming == .protocolSuffix ? "\(base)Protocol" : base
    }

    public func implementationName(_ base: String) -> String {
        if let implementationPattern { return implementationPattern.apply(base) }
        return naming == .protocolSuffix ? base : "Default\(base)"
    }
}

/// A named layout + style, one per architecture document (see `Docs/Seeds/README.md`).
public struct Preset: Codable, Hashable, Sendable {
    /// How dependencies reach a type: production defaults in initializers (seed 000, 003, 004), or
    /// constructor injection wired only in one composition root, no singletons (seed 002).
    public enum Injection: String, Codable, Hashable, Sendable { case initializerDefaults, compositionRoot }
    /// What stores the entity: an in-memory actor, a UserDefaults persistence manager (seed 003), or a
    /// Default repository over a local data source with DTOs and a mapper (seed 002).
    /// `jsonDataSource`: seed 002's repository over a JSON file data source (clean with `persistence: json`).
    public enum Storage: String, Codable, Hashable, Sendable {
        case inMemory, userDefaults, dataSource, jsonFile, jsonDataSource

        /// Whether the store keeps its entities across launches (UserDefaults or a JSON file).
        public var persists: Bool { [.userDefaults, .jsonFile, .jsonDataSource].contains(self) }
    }

    public var name: String
    public var layout: Layout
    public var style: Style
    /// Seed 004: view models conform to a `ViewModel` protocol the project holds.
    public var viewModelProtocol: Bool
    public var injection: Injection
    public var storage: Storage
    /// The storage role in type names: `WalletRepository`, or seed 003's `WalletPersistenceManager`.
    public var repositoryRole: String
    /// Seed 002: a coordinator per feature builds its screens and owns navigation.
    public var coordinator: Bool
    /// Seed 003: the list view model is created once by the app and read from the environment.
    public var listViewModelFromEnvironment: Bool
    /// Where features are registered; nil for a preset without one (its features rely on initializer defaults only).
    public var compositionRoot: CompositionRoot?
    /// Seed 001's UseCase shape: a nested `Input` struct and `execute(_ input:)`, with a `UseCase` protocol.
    public var useCaseInput: Bool
    /// Seed 002: no presentation type touches a repository, so every operation goes through a UseCase.
    public var everyOperationThroughUseCase: Bool

    public init(
        name: String, layout: Layout, style: Style, viewModelProtocol: Bool = false,
        injection: Injection = .initializerDefaults, storage: Storage = .inMemory, repositoryRole: String = "Repository",
        coordinator: Bool = false, listViewModelFromEnvironment: Bool = false, compositionRoot: CompositionRoot? = nil,
        useCaseInput: Bool = false, everyOperationThroughUseCase: Bool = false
    ) {
        self.name = name
        self.layout = layout
        self.style = style
        self.viewModelProtocol = viewModelProtocol
        self.injection = injection
        self.storage = storage
        self.repositoryRole = repositoryRole
        self.coordinator = coordinator
        self.listViewModelFromEnvironment = listViewModelFromEnvironment
        self.compositionRoot = compositionRoot
        self.useCaseInput = useCaseInput
        self.everyOperationThroughUseCase = everyOperationThroughUseCase
    }

    /// Seed 000: layered MVVM, `XxxProtocol` + `Xxx`, ObservableObject view models, DI by initializer defaults.
    public static let layered = Preset(
        name: "layered", layout: .layered,
        style: Style(observation: .observableObject, state: .flat, naming: .protocolSuffix),
        viewModelProtocol: false,
        compositionRoot: .appFactory
    )

    /// Seed 004 (with seed 001's feature UseCases, `Input` + `execute(_:)`): `@MainActor @Observable final class …: ViewModel`
    /// with nested `State`, dependencies from `AppEnvironment`.
    public static let features = Preset(
        name: "features", layout: .features,
        style: Style(observation: .observable, state: .nested, naming: .protocolSuffix),
        viewModelProtocol: true,
        compositionRoot: .appEnvironment,
        useCaseInput: true
    )

    /// Seed 002: Clean Architecture + MVVM + Coordinator — Domain ← Data, Presentation; `Default…` implementations,
    /// DTOs and mappers, constructor injection wired in `AppDependencies`, no singletons, every operation a UseCase.
    public static let clean = Preset(
        name: "clean", layout: .clean,
        style: Style(observation: .observableObject, state: .flat, naming: .defaultPrefix),
        injection: .compositionRoot, storage: .dataSource, coordinator: true, compositionRoot: .appDependencies,
        everyOperationThroughUseCase: true
    )

    /// Seed 003: Models/ ViewModels/ Views/, a persistence manager over UserDefaults injected into the view
    /// model, the list view model shared through the environment.
    public static let mvvm = Preset(
        name: "mvvm", layout: .mvvm,
        style: Style(observation: .observableObject, state: .flat, naming: .protocolSuffix),
        storage: .userDefaults, repositoryRole: "PersistenceManager", listViewModelFromEnvironment: true,
        compositionRoot: .appViewModels
    )

    public static let all: [Preset] = [.layered, .features, .clean, .mvvm]

    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }
}
