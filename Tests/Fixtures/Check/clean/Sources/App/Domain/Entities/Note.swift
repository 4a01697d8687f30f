import Foundation

struct Note: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
    var updatedAt: Date

    static let empty = Note(id: UUID(), title: "", updatedAt: .distantPast)
}
