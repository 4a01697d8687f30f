import Combine
import Foundation

@MainActor
final class NoteDetailViewModel: ObservableObject {
    @Published var note: Note
    // Breaks presentation-repository-access: saving goes through a UseCase.
    private let repository: any NoteRepository

    init(note: Note, repository: any NoteRepository) {
        self.note = note
        self.repository = repository
    }

    func save() async throws {
        try await repository.save(note)
    }
}
