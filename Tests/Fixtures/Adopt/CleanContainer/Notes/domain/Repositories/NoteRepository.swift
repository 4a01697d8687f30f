import Foundation

/// Where notes are kept.
protocol NoteRepository: Sendable {
    func fetchAll() async throws -> [Note]
    func save(_ note: Note) async throws
}
