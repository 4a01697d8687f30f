import Foundation

/// The composition root: every concrete type of the app is made here, and nowhere else.
@MainActor
final class AppContainer {
    let noteRepository: any NoteRepository

    init() {
        noteRepository = NoteRepositoryImpl()
    }

    func makeFetchNotesUseCase() -> any FetchNotesUseCase {
        FetchNotesUseCaseImpl(repository: noteRepository)
    }

    func makeNoteListViewModel() -> NoteListViewModel {
        NoteListViewModel(fetchNotes: makeFetchNotesUseCase())
    }

    // scaffold:insert features
}
