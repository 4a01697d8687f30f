/// A presentation type other than a View (a view model, a coordinator) names a repository or a data source:
/// in Clean Architecture every operation goes through a UseCase. Views are `view-data-access`' to report.
struct PresentationRepositoryAccessRule: Rule {
    let description = RuleDescription(
        id: "presentation-repository-access",
        summary: "View models and coordinators use Domain UseCases, never repositories.",
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

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.filter { declaration in
            Self.checkedRoles.contains(declaration.role) || (declaration.layer == .presentation && declaration.role == .other)
        }.flatMap { declaration in
            declaration.fact.references.compactMap { reference -> Finding? in
                let role = project.role(ofTypeNamed: reference.name)
                guard role == .repository || role == .dataSource, reference.name != declaration.fact.name else { return nil }
                return description.finding(
                    "\(declaration.fact.name) is in Presentation and uses \(reference.name), "
                        + (role == .repository ? "a repository" : "a data source"),
                    in: project, file: declaration.file.path, at: reference.position
                )
            }
        }
    }
}
