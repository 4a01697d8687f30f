import Foundation

/// A model shaped like the generated ones: a value type that is Identifiable, Codable, Hashable, Sendable.
struct Note: Identifiable, Codable, Hashable, Sendable {
    let id: UUID
    var title: String
    var amount: Decimal
    var count: Int
    var ratio: Double
    var due: Date
    var isDone: Bool
    var tags: [String]
    var detail: String?

    static func sample(_ title: String) -> Note {
        Note(id: UUID(), title: title, amount: 12.5, count: 3, ratio: 0.5, due: Date(timeIntervalSince1970: 0),
             isDone: false, tags: ["a", "b"], detail: nil)
    }
}

/// Loads and deletes notes; stands in for a repository.
protocol NoteStoring: Sendable {
    func all() async throws -> [Note]
}

/// Serves a fixed list.
struct FixedNoteStore: NoteStoring {
    var notes: [Note]

    func all() async throws -> [Note] { notes }
}
