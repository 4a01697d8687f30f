import SwiftSyntax

/// A presentation type other than a View (a view model, a coordinator) names a repository or a data source:
/// in Clean Architecture every operation goes through a UseCase. Views are `view-data-access`' to report.
final class PresentationRepositoryAccessRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "presentation-repository-access",
        rank: 70,
        summary: "View models and coordinators use Domain UseCases, never repositories.",
        reports: #"a view model, coordinator or other Presentation type (not a View) names a repository, a data source or a service of the Data layer, also one reached through the composition root's container (`services.gameService`) or handed over by a property wrapper given a container's key (`@Injected(\.parameterRepository)`, the key declared `Factory<ParameterRepository>`) (every operation goes through a UseCase) — 002 Presentation "Access repositories directly""#,
        severity: .error,
        passages: [
            "clean": SeedPassage(.clean, "Layer Responsibilities › Presentation Layer", "Access repositories directly"),
        ],
        hint: "give the view model the UseCase for the operation (a pure CRUD one too) and wire it in the composition root",
        triggering: [
            RuleExample("clean", "Sources/App/Presentation/Notes/ViewModels/NotesListViewModel.swift", """
            final class NotesListViewModel {
                private let repository: any ↓NoteRepository
                init(repository: any NoteRepository) { self.repository = repository }
                func load() async throws -> [Note] { try await repository.fetchAll() }
            }
            """),
            RuleExample("clean", [
                "Sources/App/Data/Services/GameService.swift": "final class GameService { func createRoom(named name: String) {} }",
                "Sources/App/Presentation/Rooms/CreateRoomViewModel.swift": """
                final class CreateRoomViewModel {
                    private let service: ↓GameService
                    init(service: GameService) { self.service = service }
                }
                """,
            ]),
            // A dependency reached through the composition root's nested container is held as much as a stored one.
            RuleExample("clean", [
                "Sources/App/Data/Repositories/RoomRepository.swift": "final class RoomRepository { func create(named name: String) {} }",
                "Sources/App/DI/AppContainer.swift": """
                struct AppContainer {
                    struct Repositories { let roomRepository: RoomRepository }
                    let repositories: Repositories
                }
                """,
                "Sources/App/Presentation/Rooms/CreateRoomViewModel.swift": """
                final class CreateRoomViewModel {
                    private let repositories: AppContainer.Repositories
                    init(repositories: AppContainer.Repositories) { self.repositories = repositories }
                    func create(_ name: String) { repositories.↓roomRepository.create(named: name) }
                }
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample("clean", "Sources/App/Presentation/Notes/ViewModels/NotesListViewModel.swift", """
            final class NotesListViewModel {
                private let fetchNotesUseCase: any FetchNotesUseCase
                init(fetchNotesUseCase: any FetchNotesUseCase) { self.fetchNotesUseCase = fetchNotesUseCase }
            }
            """),
        ]
    )

    private static let checkedRoles: Set<Role> = [.viewModel, .coordinator]

    private func isChecked(_ type: TypeScope) -> Bool {
        Self.checkedRoles.contains(type.role) || (file.layer == .presentation && type.role == .other)
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        isChecked(type) || type.declaresTypes ? .visitChildren : .skipChildren
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard isChecked(type), name != type.name else { return }
        let role = file.role(ofTypeNamed: name)
        let what: String
        switch role {
        case .repository: what = "a repository"
        case .dataSource: what = "a data source"
        // A service the Data layer declares (`MultiGameService` in `Data/Infrastructure`, a Firebase or keychain
        // access) is the data access a repository would hold: reaching it skips the UseCase as much.
        case .service where file.type(named: name)?.layer == .data: what = "a service of the Data layer"
        default: return
        }
        report("\(type.name) is in Presentation and uses \(name)\(through(name)), \(what)", mentioning: name, at: token)
    }
}
