import Foundation

/// Where notes are kept.
nonisolated protocol NoteRepository: Sendable {
    func fetchAll() async throws -> [Note]
    func save(_ note: Note) async throws
}
