import Foundation

protocol NoteRepository: Sendable {
    func fetchAll() async throws -> [Note]
    func save(_ note: Note) async throws
}
