import Foundation

/// Not a break: the composition root wires every concrete type (seed 002, Rule 5).
@MainActor
final class AppDependencies {
    let noteRepository: any NoteRepository
    let fetchNotesUseCase: any FetchNotesUseCase

    init() {
        let repository = DefaultNoteRepository(dataSource: NoteLocalDataSource())
        noteRepository = repository
        fetchNotesUseCase = DefaultFetchNotesUseCase(repository: repository)
    }

    func makeNotesListViewModel() -> NotesListViewModel {
        NotesListViewModel(fetchNotesUseCase: fetchNotesUseCase)
    }
}
