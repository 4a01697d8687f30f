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

    public init(observation: Observation, state: State, naming: Naming, tests: Tests = .xctest) {
        self.observation = observation
        self.state = state
        self.naming = naming
        self.tests = tests
    }

    /// Protocol and implementation type names for a role (`WalletRepository`, `CreateWalletUseCase`).
    public func protocolName(_ base: String) -> String {
        naming == .protocolSuffix ? "\(base)Protocol" : base
    }

    public func implementationName(_ base: String) -> String {
        naming == .protocolSuffix ? base : "Default\(base)"
    }
}

/// A named layout + style, one per architecture document (see `../shared/seeds/README.md`).
public struct Preset: Codable, Hashable, Sendable {
    public var name: String
    public var layout: Layout
    public var style: Style
    /// Seed 004: view models conform to a `ViewModel` protocol the project holds.
    public var viewModelProtocol: Bool
    /// Where features are registered; nil for a preset without one (its features rely on initializer defaults only).
    public var compositionRoot: CompositionRoot? = nil

    /// Seed 000: layered MVVM, `XxxProtocol` + `Xxx`, ObservableObject view models, DI by initializer defaults.
    public static let layered = Preset(
        name: "layered", layout: .layered,
        style: Style(observation: .observableObject, state: .flat, naming: .protocolSuffix),
        viewModelProtocol: false,
        compositionRoot: .appFactory
    )

    /// Seed 004 (with seed 001's feature UseCases): `@MainActor @Observable final class …: ViewModel` with nested `State`.
    public static let features = Preset(
        name: "features", layout: .features,
        style: Style(observation: .observable, state: .nested, naming: .protocolSuffix),
        viewModelProtocol: true,
        compositionRoot: .appEnvironment
    )

    public static let all: [Preset] = [.layered, .features]

    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }
}
