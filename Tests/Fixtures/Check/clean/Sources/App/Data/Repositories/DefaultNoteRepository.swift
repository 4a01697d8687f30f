import Foundation

final class DefaultNoteRepository: NoteRepository {
    private let dataSource: NoteLocalDataSource
    private let decoder = ISO8601DateFormatter()

    init(dataSource: NoteLocalDataSource) {
        self.dataSource = dataSource
    }

    func fetchAll() async throws -> [Note] {
        await dataSource.all().map(NoteMapper.entity(from:))
    }

    func save(_ note: Note) async throws {
        await dataSource.upsert(NoteMapper.dto(from: note))
    }

    // Breaks repository-ui-logic: a date formatted for people.
    func lastEdited(_ note: Note) -> String {
        note.updatedAt.formatted(date: .abbreviated, time: .shortened)
    }
}
