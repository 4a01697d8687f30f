import Foundation

/// A shelf of the attic, as the server lists it.
nonisolated struct Shelf: Identifiable, Codable, Hashable, Sendable {
    let id: UUID
    var name: String
}
