/// Where each artifact kind goes: a path pattern per kind, as data.
///
/// Placeholders: `{sourceRoot}`, `{testRoot}`, `{feature}`, `{entity}`, `{name}` (the artifact's type name).
public struct Layout: Codable, Hashable, Sendable {
    public var patterns: [ArtifactKind: String]

    public init(patterns: [ArtifactKind: String]) {
        self.patterns = patterns
    }

    /// Seed 000's layer-based tree: `Models/ Repositories/ UseCases/ ViewModels/ Views/ Utilities/`.
    public static let layered = Layout(patterns: [
        .model: "{sourceRoot}/Models/{name}.swift",
        .repositoryProtocol: "{sourceRoot}/Repositories/{name}.swift",
        .repositoryImplementation: "{sourceRoot}/Repositories/{name}.swift",
        .useCase: "{sourceRoot}/UseCases/{name}.swift",
        .validator: "{sourceRoot}/UseCases/{name}.swift",
        .viewModel: "{sourceRoot}/ViewModels/{name}.swift",
        .view: "{sourceRoot}/Views/{name}.swift",
        .component: "{sourceRoot}/Views/{name}.swift",
        .route: "{sourceRoot}/Views/{name}.swift",
        .support: "{sourceRoot}/Utilities/{name}.swift",
        .mock: "{testRoot}/Mocks/{name}.swift",
        .test: "{testRoot}/{name}.swift",
        .testFixture: "{testRoot}/Fixtures/{name}.swift",
        // Seed 000, Directory structure: "App/ProjectNameApp.swift".
        .compositionRoot: "{sourceRoot}/App/{name}.swift",
        .appEntry: "{sourceRoot}/App/{name}.swift",
        .network: "{sourceRoot}/Repositories/Networking/{name}.swift",
        .networkTest: "{testRoot}/Networking/{name}.swift",
    ])

    /// Seed 004's `Features/<Name>/Views|ViewModels|Components` with seed 001's `Features/<Name>/UseCases`;
    /// model and repository shared under `Core/` (seed 004's `Core/Models`).
    public static let features = Layout(patterns: [
        .model: "{sourceRoot}/Core/Models/{name}.swift",
        .repositoryProtocol: "{sourceRoot}/Core/Repositories/{name}.swift",
        .repositoryImplementation: "{sourceRoot}/Core/Repositories/{name}.swift",
        .useCase: "{sourceRoot}/Features/{feature}/UseCases/{name}.swift",
        .validator: "{sourceRoot}/Features/{feature}/UseCases/{name}.swift",
        .viewModel: "{sourceRoot}/Features/{feature}/ViewModels/{name}.swift",
        .view: "{sourceRoot}/Features/{feature}/Views/{name}.swift",
        .component: "{sourceRoot}/Features/{feature}/Components/{name}.swift",
        .route: "{sourceRoot}/Features/{feature}/Views/{name}.swift",
        .support: "{sourceRoot}/Core/{name}.swift",
        .mock: "{testRoot}/Mocks/{name}.swift",
        .test: "{testRoot}/Features/{feature}/{name}.swift",
        .testFixture: "{testRoot}/Fixtures/{name}.swift",
        // Seed 004, Dependency Injection: "Location: `App/AppEnvironment.swift`".
        .compositionRoot: "{sourceRoot}/App/{name}.swift",
        .appEntry: "{sourceRoot}/App/{name}.swift",
        // Seed 004's `Core/`, shared by every feature.
        .network: "{sourceRoot}/Core/Network/{name}.swift",
        .networkTest: "{testRoot}/Core/Network/{name}.swift",
    ])

    /// Seed 002's tree: `Domain/Entities|UseCases|Repositories`, `Data/Repositories|DataSources|DTOs|Mappers`,
    /// `Presentation/<Feature>/` with the feature's coordinator.
    public static let clean = Layout(patterns: [
        .compositionRoot: "{sourceRoot}/App/{name}.swift",
        .appEntry: "{sourceRoot}/App/{name}.swift",
        .model: "{sourceRoot}/Domain/Entities/{name}.swift",
        .repositoryProtocol: "{sourceRoot}/Domain/Repositories/{name}.swift",
        .repositoryImplementation: "{sourceRoot}/Data/Repositories/{name}.swift",
        .dataSource: "{sourceRoot}/Data/DataSources/{name}.swift",
        .dataTransferObject: "{sourceRoot}/Data/DTOs/{name}.swift",
        .mapper: "{sourceRoot}/Data/Mappers/{name}.swift",
        .useCase: "{sourceRoot}/Domain/UseCases/{name}.swift",
        .validator: "{sourceRoot}/Domain/UseCases/{name}.swift",
        .viewModel: "{sourceRoot}/Presentation/{feature}/ViewModels/{name}.swift",
        .view: "{sourceRoot}/Presentation/{feature}/Views/{name}.swift",
        .component: "{sourceRoot}/Presentation/{feature}/Views/{name}.swift",
        .coordinator: "{sourceRoot}/Presentation/{feature}/{name}.swift",
        .route: "{sourceRoot}/Presentation/{feature}/{name}.swift",
        .support: "{sourceRoot}/Presentation/{name}.swift",
        .mock: "{testRoot}/Mocks/{name}.swift",
        .test: "{testRoot}/{feature}/{name}.swift",
        .testFixture: "{testRoot}/Fixtures/{name}.swift",
        // Seed 002: "Adapters (URLSession …)" are the Data layer's.
        .network: "{sourceRoot}/Data/Network/{name}.swift",
        .networkTest: "{testRoot}/Network/{name}.swift",
    ])

    /// Seed 003's tree: `Models/ ViewModels/ Views/` and a `Persistence/` folder for the persistence manager;
    /// the business logic the rules take out of a view model goes to `Services/` (seed 003, Scalability,
    /// "2. Service Layer": "Extract business logic"), seed 003 having no UseCase layer. The rest is seed 000's tree.
    public static let mvvm = layered.overriding([
        .repositoryProtocol: "{sourceRoot}/Persistence/{name}.swift",
        .repositoryImplementation: "{sourceRoot}/Persistence/{name}.swift",
        .useCase: "{sourceRoot}/Services/{name}.swift",
        .validator: "{sourceRoot}/Services/{name}.swift",
        // Issue 31: "`mvvm` puts the network behind seed 003's Service".
        .network: "{sourceRoot}/Services/Networking/{name}.swift",
    ])

    /// This layout with `patterns` in place of its own for the kinds they name (a preset's variant, `.scaffold.yml`'s
    /// `layout:`).
    public func overriding(_ patterns: [ArtifactKind: String]) -> Layout {
        Layout(patterns: self.patterns.merging(patterns) { _, override in override })
    }

    /// The path of one artifact; patterns are filled in, never interpreted, so a name cannot add folders.
    public func path(for kind: ArtifactKind, name: String, feature: String, entity: String, roots: ProjectRoots) -> String {
        let pattern = patterns[kind] ?? Layout.clean.patterns[kind] ?? Layout.layered.patterns[kind] ?? "{sourceRoot}/{name}.swift"
        return pattern
            // `sources: .`: the root itself.
            .replacingOccurrences(of: "{sourceRoot}/", with: roots.sources == "." ? "" : roots.sources + "/")
            .replacingOccurrences(of: "{sourceRoot}", with: roots.sources)
            .replacingOccurrences(of: "{testRoot}", with: roots.tests)
            .replacingOccurrences(of: "{feature}", with: feature)
            .replacingOccurrences(of: "{entity}", with: entity)
            .replacingOccurrences(of: "{name}", with: name)
    }

    /// The one folder the layout puts every mock in (`Tests/PantryTests` for `{testRoot}/{name}.swift`); nil when
    /// each feature's mocks go into a folder of their own (`{feature}`, `{entity}`).
    public func mockFolder(roots: ProjectRoots) -> String? {
        guard let pattern = patterns[.mock], !pattern.contains("{feature}"), !pattern.contains("{entity}") else { return nil }
        return path(for: .mock, name: "X", feature: "", entity: "", roots: roots).split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The folder holding models, where existing entities of the project are found.
    public func modelDirectory(roots: ProjectRoots) -> String {
        let path = self.path(for: .model, name: "X", feature: "X", entity: "X", roots: roots)
        return path.split(separator: "/").dropLast().joined(separator: "/")
    }
}

/// The project's module and its source and test roots, relative to the project root.
public struct ProjectRoots: Codable, Hashable, Sendable {
    public var module: String
    public var sources: String
    public var tests: String

    public init(module: String, sources: String? = nil, tests: String? = nil) {
        self.module = module
        self.sources = sources ?? "Sources/\(module)"
        self.tests = tests ?? "Tests/\(module)Tests"
    }
}

import Foundation
