import SwiftSyntax

/// A presentation type other than a View (a view model, a coordinator) names a repository or a data source:
/// in Clean Architecture every operation goes through a UseCase. Views are `view-data-access`' to report.
final class PresentationRepositoryAccessRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "presentation-repository-access",
        rank: 70,
        summary: "View models and coordinators use Domain UseCases, never repositories.",
        reports: #"a view model, coordinator or other Presentation type (not a View) names a repository or data source (every operation goes through a UseCase) — 002 Presentation "Access repositories directly""#,
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

    private func isChecked(_ type: TypeScope) -> Bool {
        Self.checkedRoles.contains(type.role) || (file.layer == .presentation && type.role == .other)
    }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        isChecked(type) || type.declaresTypes ? .visitChildren : .skipChildren
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard isChecked(type), name != type.name else { return }
        let role = file.role(ofTypeNamed: name)
        guard role == .repository || role == .dataSource else { return }
        report("\(type.name) is in Presentation and uses \(name), " + (role == .repository ? "a repository" : "a data source"), mentioning: name, at: token)
    }
}
