import Foundation

protocol FetchNotesUseCase: Sendable {
    func execute() async throws -> [Note]
}

final class DefaultFetchNotesUseCase: FetchNotesUseCase {
    private let repository: any NoteRepository

    init(repository: any NoteRepository) {
        self.repository = repository
    }

    func execute() async throws -> [Note] {
        try await repository.fetchAll().sorted { $0.updatedAt > $1.updatedAt }
    }
}
