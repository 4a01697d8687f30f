import ScaffoldCore

/// Where each generated piece's rule comes from, per preset: the document the preset follows and the
/// section of it (`seed 002, Data Layer (Infrastructure)`), so a comment in generated code never cites a
/// document the preset does not follow. Empty where the preset's document says nothing about the piece.
///
/// Section names are the documents' headings (see `Docs/Seeds/`); `SeedCitationsTests` checks them.
public struct SeedCitations: Codable, Hashable, Sendable {
    public var model: String
    public var repository: String
    public var storage: String
    /// A persisting store's record across versions (`WalletStoredRecord`): what keeps the stored shape out of sight.
    public var storedRecord: String
    public var useCase: String
    public var validator: String
    public var viewModel: String
    public var view: String
    /// Value-based navigation: a `Route` per feature, one `NavigationStack(path:)` at the app's root.
    public var navigation: String
    public var compositionRoot: String
    public var tests: String

    /// Seed 000 (layered MVVM); navigation from seed 001, the only document that shows value-based navigation.
    public static let layered = SeedCitations(
        model: "seed 000, Directory structure",
        repository: "seed 000, Repository layer",
        storage: "seed 000, Dependency injection",
        storedRecord: "seed 000, Repository layer: \"Hide persistence and external system details\"",
        useCase: "seed 000, UseCase layer",
        validator: "seed 000, Anti-patterns: Business rules in ViewModel",
        viewModel: "seed 000, ViewModel layer",
        view: "seed 000, View layer",
        navigation: "seed 001, Coordinator Pattern",
        compositionRoot: "seed 000, Dependency injection",
        tests: "seed 001, Testing Strategies"
    )

    /// Seed 004 (Inari), with seed 001's feature UseCases, repositories and navigation.
    public static let features = SeedCitations(
        model: "seed 004, Models",
        repository: "seed 001, Repository Pattern",
        storage: "seed 004, Services",
        storedRecord: "seed 004, Services: one store owns the file and the encoding",
        useCase: "seed 001, Use Case / Interactor Pattern",
        validator: "seed 001, Use Case / Interactor Pattern",
        viewModel: "seed 004, ViewModels",
        view: "seed 004, Views",
        navigation: "seed 001, Coordinator Pattern",
        compositionRoot: "seed 004, AppEnvironment",
        tests: "seed 004, Testing Approach"
    )

    /// Seed 002 (Clean Architecture + MVVM + Coordinator), with seed 001's `NavigationPath` coordinator.
    public static let clean = SeedCitations(
        model: "seed 002, Domain Layer (Core)",
        repository: "seed 002, Domain Layer (Core)",
        storage: "seed 002, Data Layer (Infrastructure)",
        storedRecord: "seed 002, Data Layer (Infrastructure): \"DTOs (Data Transfer Objects)\"",
        useCase: "seed 002, Use Case (Interactor)",
        validator: "seed 002, Layer Responsibilities: Domain Layer",
        viewModel: "seed 002, Presentation Layer (UI)",
        view: "seed 002, Presentation Layer (UI)",
        navigation: "seed 002, Coordinator; seed 001, Coordinator Pattern",
        compositionRoot: "seed 002, Rule 5: Composition Root",
        tests: "seed 002, Testing Strategy Per Layer"
    )

    /// Seed 003 (SwiftUI MVVM with a persistence manager); it has no UseCase layer, and grows a Service layer for
    /// business logic (see `BusinessLogicLayer`).
    public static let mvvm = SeedCitations(
        model: "seed 003, Model Layer",
        repository: "seed 003, Persistence Layer",
        storage: "seed 003, UserDefaultsManager",
        storedRecord: "seed 003, UserDefaultsManager: one manager owns the key and the encoding",
        useCase: "seed 003, Scalability: Service Layer",
        validator: "seed 003, Scalability: Service Layer",
        viewModel: "seed 003, ViewModel Layer",
        view: "seed 003, View Layer",
        navigation: "seed 001, Coordinator Pattern",
        compositionRoot: "seed 003, Dependency Injection",
        tests: "seed 003, Testing Strategy"
    )

    /// The citations of a preset by name; a team's own preset name falls back to `layered`'s documents.
    public static func named(_ preset: String) -> SeedCitations {
        switch preset {
        case "features": return .features
        case "clean": return .clean
        case "mvvm": return .mvvm
        default: return .layered
        }
    }

    /// Every citation by role, for templates (`{{cite.storage}}`) and tests.
    public var values: [String: String] {
        [
            "model": model, "repository": repository, "storage": storage, "storedRecord": storedRecord, "useCase": useCase, "validator": validator,
            "viewModel": viewModel, "view": view, "navigation": navigation, "compositionRoot": compositionRoot, "tests": tests,
        ]
    }
}

extension Preset {
    /// The document sections generated comments cite, for this preset's documents.
    public var citations: SeedCitations { SeedCitations.named(name) }
}
