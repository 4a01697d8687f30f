import Foundation

enum NoteValidationError: Error {
    case emptyTitle
}

protocol CreateNoteUseCase: Sendable {
    func execute(title: String) async throws -> Note
}

final class DefaultCreateNoteUseCase: CreateNoteUseCase {
    private let repository: any NoteRepository

    init(repository: any NoteRepository) {
        self.repository = repository
    }

    func execute(title: String) async throws -> Note {
        guard !title.isEmpty else { throw NoteValidationError.emptyTitle }
        let note = Note(id: UUID(), title: title, updatedAt: Date())
        try await repository.save(note)
        // Breaks dependency-direction: Domain names a Data type.
        _ = NoteDTO(id: note.id, title: note.title)
        return note
    }
}
