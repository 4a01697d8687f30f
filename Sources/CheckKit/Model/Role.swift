/// What a type is in the architecture: the part of the documents its rules speak about.
public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
    case view, viewModel, useCase, validator, repository, dataSource, dataTransferObject, mapper, coordinator, service
    case model
    /// The composition root and the SwiftUI `App`: they name every concrete type by design.
    case app
    /// Previews, tests, mocks: never checked.
    case support
    case other

    /// `view model`, `use case`: as `--explain` and messages say it.
    public var title: String {
        switch self {
        case .view: return "view"
        case .viewModel: return "view model"
        case .useCase: return "use case"
        case .validator: return "validator"
        case .repository: return "repository"
        case .dataSource: return "data source"
        case .dataTransferObject: return "data transfer object"
        case .mapper: return "mapper"
        case .coordinator: return "coordinator"
        case .service: return "service"
        case .model: return "model"
        case .app: return "composition root"
        case .support: return "support (previews, tests, mocks)"
        case .other: return "no role"
        }
    }
}

/// A file's layer in Clean Architecture (seed 002): Domain ← Data, Domain ← Presentation.
public enum Layer: String, Codable, Hashable, Sendable, CaseIterable {
    case domain, data, presentation
    /// The composition root and the `App`, which wire every layer together.
    case app
    case tests

    /// `Domain`, `Data`, `Presentation`: as the document writes them.
    public var title: String {
        switch self {
        case .domain: return "Domain"
        case .data: return "Data"
        case .presentation: return "Presentation"
        case .app: return "the composition root"
        case .tests: return "the tests"
        }
    }
}
