import SwiftSource

/// A type holds (or takes in its initializer) a concrete repository, UseCase, data source or service where the
/// project has a protocol for it.
///
/// "Concrete" means a class, struct or actor of the project that conforms to one of the project's protocols
/// whose role is a boundary (repository, UseCase, data source, service); the message names the protocol. The
/// composition root builds concrete types by design, and a type's own extensions may name it.
struct ProtocolTypedDependenciesRule: Rule {
    let description = RuleDescription(
        id: "protocol-typed-dependencies",
        summary: "Dependencies are held and injected as their protocol, not as the concrete type.",
        severity: .error,
        passages: [
            "layered": SeedPassage(.layered, "Dependency injection - P1", "All dependencies are injected through initializers", "Use protocol types for dependencies"),
            "clean": SeedPassage(.clean, "Dependency Rules (STRICT) › Rule 4: Protocols for Boundaries", "// Domain defines protocol", "// UI receives protocol"),
        ],
        hint: "declare the property and the initializer parameter with the protocol's type; keep the concrete type as the default value or in the composition root",
        triggering: [
            RuleExample("layered", [
                "Sources/App/Repositories/WalletRepositoryProtocol.swift": "protocol WalletRepositoryProtocol { func fetchAll() async throws -> [Wallet] }",
                "Sources/App/Repositories/WalletRepository.swift": "actor WalletRepository: WalletRepositoryProtocol { func fetchAll() -> [Wallet] { [] } }",
                "Sources/App/ViewModels/WalletListViewModel.swift": """
                @MainActor
                final class WalletListViewModel: ObservableObject {
                    private let ↓repository: WalletRepository
                    init(repository: WalletRepository = WalletRepository()) { self.repository = repository }
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Domain/UseCases/FetchNotesUseCase.swift": """
                protocol FetchNotesUseCase { func execute() async throws -> [Note] }
                final class DefaultFetchNotesUseCase: FetchNotesUseCase { func execute() async throws -> [Note] { [] } }
                """,
                "Sources/App/Presentation/Notes/ViewModels/NotesListViewModel.swift": """
                final class NotesListViewModel {
                    init(↓fetchNotes: DefaultFetchNotesUseCase) {}
                }
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample("layered", [
                "Sources/App/Repositories/WalletRepositoryProtocol.swift": "protocol WalletRepositoryProtocol { func fetchAll() async throws -> [Wallet] }",
                "Sources/App/Repositories/WalletRepository.swift": "actor WalletRepository: WalletRepositoryProtocol { static let shared = WalletRepository() }",
                "Sources/App/ViewModels/WalletListViewModel.swift": """
                @MainActor
                final class WalletListViewModel: ObservableObject {
                    private let repository: any WalletRepositoryProtocol
                    init(repository: any WalletRepositoryProtocol = WalletRepository.shared) { self.repository = repository }
                }
                """,
                "Sources/App/App/AppFactory.swift": """
                @MainActor
                struct AppFactory {
                    var walletRepository: WalletRepository = .shared
                }
                """,
            ]),
            RuleExample("clean", [
                "Sources/App/Data/DataSources/NoteLocalDataSource.swift": "actor NoteLocalDataSource { func all() -> [NoteDTO] { [] } }",
                "Sources/App/Data/Repositories/DefaultNoteRepository.swift": """
                final class DefaultNoteRepository: NoteRepository {
                    private let dataSource: NoteLocalDataSource
                    init(dataSource: NoteLocalDataSource) { self.dataSource = dataSource }
                }
                """,
            ]),
        ]
    )

    private static let boundaryRoles: Set<Role> = [.repository, .useCase, .dataSource, .service]

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.flatMap { declaration -> [Finding] in
            guard declaration.role != .app, declaration.role != .support, declaration.layer != .app, declaration.layer != .tests
            else { return [] }
            var findings: [Finding] = []
            var reported: Set<String> = []
            let stored = declaration.fact.properties.filter { !$0.isComputed && !$0.isStatic }.map { ($0.typeName, $0.position) }
            let injected = declaration.fact.functions.filter { $0.name == "init" }.flatMap { $0.parameters.map { ($0.typeName, $0.position) } }
            for (typeName, position) in stored + injected {
                guard let typeName, typeName != declaration.fact.name, !reported.contains(typeName),
                      let boundary = boundaryProtocol(of: typeName, in: project) else { continue }
                reported.insert(typeName)
                findings.append(description.finding(
                    "\(declaration.fact.name) depends on \(typeName), a concrete type; depend on \(boundary)", in: project,
                    file: declaration.file.path, at: position
                ))
            }
            return findings
        }
    }

    /// The project protocol with a boundary role that `name` (a concrete project type) conforms to.
    private func boundaryProtocol(of name: String, in project: CheckedProject) -> String? {
        guard let summary = project.types[name], summary.isConcrete, !summary.isAmbiguous else { return nil }
        return summary.inherited.sorted().first { inherited in
            guard let parent = project.types[inherited], parent.kind == .protocol else { return false }
            return Self.boundaryRoles.contains(parent.role)
        }
    }
}
