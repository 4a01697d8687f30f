/// What a type is in the architecture: the part of the documents its rules speak about.
public enum Role: String, Codable, Hashable, Sendable {
    case view, viewModel, useCase, validator, repository, dataSource, dataTransferObject, mapper, coordinator, service
    case model
    /// The composition root and the SwiftUI `App`: they name every concrete type by design.
    case app
    /// Previews, tests, mocks: never checked.
    case support
    case other
}

/// A file's layer in Clean Architecture (seed 002): Domain ← Data, Domain ← Presentation.
public enum Layer: String, Codable, Hashable, Sendable {
    case domain, data, presentation
    /// The composition root and the `App`, which wire every layer together.
    case app
    case tests
}
