import Foundation

struct NoteDTO: Codable, Sendable {
    let id: UUID
    let title: String
}
