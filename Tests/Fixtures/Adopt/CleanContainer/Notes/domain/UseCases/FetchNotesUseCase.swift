import Foundation

/// The notes, by text.
nonisolated protocol FetchNotesUseCase: Sendable {
    func execute() async throws -> [Note]
}

nonisolated struct FetchNotesUseCaseImpl: FetchNotesUseCase {
    let repository: any NoteRepository

    func execute() async throws -> [Note] {
        try await repository.fetchAll().sorted { $0.text < $1.text }
    }
}
